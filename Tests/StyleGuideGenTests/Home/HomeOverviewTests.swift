import Foundation
import Testing
@testable import StyleGuideGen

/// The home page at a glance, from real builds: palettes, type scale, components, counts, health.
@Suite struct HomeOverviewTests {
    /// A light/dark project: a 12-step ramp and a semantic group, three text sizes (two at 17 pt),
    /// a pair that fails in dark only, and a hex colour that warns.
    static let files: [String: String] = [
        "docs/index.md": "# Acme\n",
        "docs/guide.md": "# Guide\n",
        "styleguide.json": """
        {"tokens": "tokens/acme.resolver.json", "appearance": "mode",
         "contrast": {"pairs": [{"foreground": "fg.default", "background": "bg.default"}]}}
        """,
        "tokens/acme.resolver.json": """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"mode": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
        """,
        "tokens/base.tokens.json": """
        {"blue": {"$type": "color", \((1...12).map { "\"\($0)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, \(Double($0) / 12), 1]}}" }.joined(separator: ", "))},
         "type": {"$type": "typography",
           "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}},
           "headline": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}},
           "display": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 40, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
        """,
        "tokens/light.tokens.json": """
        {"fg": {"default": {"$type": "color", "$value": "#1f2328"}}, "bg": {"default": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """,
        "tokens/dark.tokens.json": """
        {"fg": {"default": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}, "bg": {"default": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}
        """,
    ]

    static func home() throws -> (page: String, result: BuildResult) {
        let project = try TemporaryProject(files: files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        return (try #require(project.read("site/index.html")), result)
    }

    @Test func theRampIsAStripOfLiveSwatchesLinkedToTheColourPage() throws {
        let (page, result) = try Self.home()
        #expect(result.succeeded)
        #expect(page.contains("<a class=\"palette__name\" href=\"tokens/colors.html#token-blue-1\"><code>blue</code></a>"))
        for step in 1...12 {
            #expect(page.contains("<li class=\"palette__swatch\" title=\"blue.\(step)\"><span class=\"palette__color\" style=\"background: var(--blue-\(step))\"></span>"))
        }
        // The semantic colours are no scale: with a ramp there, they are not strips.
        #expect(!page.contains("title=\"fg.default\""))
    }

    @Test func theTypeScaleShowsEachStyleAtLargeLargestFirst() throws {
        let (page, _) = try Self.home()
        let order = ["type.display", "type.body", "type.headline"].map { page.range(of: "<code>\($0)</code>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(page.contains("<code>type.display</code></a> 40 / 48 pt"))
        #expect(page.contains("font-size: 40px"))
        #expect(!page.contains("All 3 typography tokens"))
    }

    @Test func everyComponentIsAnInertLiveThumbnailLinkedToItsPage() throws {
        let (page, _) = try Self.home()
        let names = try ComponentCatalog(files: .defaults).components.map(\.name)
        #expect(names.count >= 9)
        for name in names {
            #expect(page.contains("<a class=\"thumbnail__title\" href=\"components/\(name).html\">"), "\(name)")
        }
        #expect(page.components(separatedBy: "<div class=\"thumbnail__preview\" inert>\n<div class=\"preview__canvas\">").count - 1 == names.count)
    }

    /// A design system's repository without docs: the home page counts what is there, and no "0 docs".
    @Test func aProjectWithoutDocsSaysNothingOfThem() throws {
        let project = try TemporaryProject(files: Self.files.filter { !$0.key.hasPrefix("docs/") })
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).succeeded)
        let page = try #require(project.read("site/index.html"))
        #expect(page.contains("<strong>17</strong> tokens</a>"))
        #expect(!page.contains(" docs</li>") && !page.contains(" doc</li>"))
    }

    @Test func theCountsAndTheHealthLineSayWhatTheSiteHoldsAndWhatFailed() throws {
        let (page, result) = try Self.home()
        // 12 + 3 + 2 tokens; 2 permutations; one doc besides the home page.
        #expect(page.contains("<strong>17</strong> tokens</a> <span class=\"counts__type\">14 color</span> <span class=\"counts__type\">3 typography</span>"))
        #expect(page.contains("<strong>2</strong> permutations"))
        #expect(page.contains("<strong>1</strong> doc</li>"))
        // The declared pair fails in dark only; the components' four pairs pass. Each warning's code links to its group.
        #expect(page.contains("href=\"tokens/colors.html#contrast-pairs\">1 of 5 contrast pairs fail in some permutation</a>"))
        let codes = Set(result.diagnostics.filter { $0.severity == .warning }.map(\.code))
        #expect(codes.contains(.contrastFailure))
        for code in codes {
            #expect(page.contains("href=\"diagnostics.html#\(DiagnosticsPage.anchor(for: code))\"><code>\(code.id)</code>"), "\(code.id)")
        }
    }

    @Test func aDocsOnlySiteHasNoPalettesOrTypeScaleButItsComponentsAndCounts() throws {
        let project = try TemporaryProject(files: ["docs/index.md": "# Notes\n", "docs/a.md": "# A\n", "docs/b.md": "# B\n"])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded)
        let page = try #require(project.read("site/index.html"))
        #expect(!page.contains("glance-palettes") && !page.contains("glance-type"))
        #expect(page.contains("glance-components") && page.contains("<strong>2</strong> docs"))
        #expect(!page.contains(" tokens</a>"))
        // No colour page to list them on: the components' default pairs are not told.
        #expect(page.contains("<p class=\"health\">Build: no warnings.</p>"))
    }
}

/// The choices behind the overview, on the numbers that decide them.
@Suite struct HomeOverviewChoiceTests {
    @Test func manyPalettesAreSpreadEvenlyKeepingTheFirstAndLast() {
        let spread = PaletteStrips.spread(Array(0..<40))
        #expect(spread.count == PaletteStrips.limit)
        #expect(spread.first == 0 && spread.last == 39)
        #expect(spread == spread.sorted() && Set(spread).count == spread.count)
        #expect(PaletteStrips.spread([1, 2, 3]) == [1, 2, 3])
    }

    @Test func countsAreGroupedByThousandsWithoutALocale() {
        #expect(SiteCounts.grouped(0) == "0")
        #expect(SiteCounts.grouped(999) == "999")
        #expect(SiteCounts.grouped(1000) == "1,000")
        #expect(SiteCounts.grouped(1_234_567) == "1,234,567")
        #expect(SiteCounts.grouped(-12_480) == "-12,480")
    }
}
