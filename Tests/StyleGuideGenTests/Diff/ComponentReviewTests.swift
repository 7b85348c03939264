import Foundation
import Testing
@testable import StyleGuideGen

/// The bundled theme and a pull request against it: the accent fill changes, the destructive fill
/// drops below 4.5:1 under white text, and the Settings icon tile grows from 28 to 32 pt.
@Suite struct ComponentReviewTests {
    static let edits: [(String, String)] = [
        ("\"components\": [0.0, 0.4431, 0.8902],\n        \"hex\": \"#0071e3\"", "\"components\": [0.3686, 0.3608, 0.902],\n        \"hex\": \"#5e5ce6\""),
        ("\"components\": [0.8431, 0.0, 0.0824],\n        \"hex\": \"#d70015\"", "\"components\": [1.0, 0.2314, 0.1882],\n        \"hex\": \"#ff3b30\""),
        ("\"$value\": { \"value\": 28, \"unit\": \"px\" },\n      \"$description\": \"Settings row icon tile", "\"$value\": { \"value\": 32, \"unit\": \"px\" },\n      \"$description\": \"Settings row icon tile"),
    ]

    /// The example's token files, with `edits` applied to `base.tokens.json` for the head.
    static func theme(edited: Bool) throws -> TokenProject {
        let folder = TestFixtures.repositoryRoot.appendingPathComponent("tokens")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        if edited {
            for (old, new) in edits {
                let text = try #require(files["base.tokens.json"])
                #expect(text.contains(old), "the example no longer has: \(old)")
                files["base.tokens.json"] = text.replacingOccurrences(of: old, with: new)
            }
        }
        return try DiffTestSupport.project(files, entry: "/p/styleguide.resolver.json")
    }

    let diff: TokenDiff
    let catalog: ComponentCatalog

    init() throws {
        catalog = try ComponentCatalog(files: TemplateFiles.defaults)
        diff = try TokenDiff.compare(base: try Self.theme(edited: false), head: try Self.theme(edited: true),
                                     config: DiffTestSupport.config(contrast: try DiffTestSupport.contrastConfig(), appearance: "theme"))
    }

    func review(_ name: String) throws -> ComponentReview {
        try #require(diff.reviews.first { $0.component == name })
    }

    @Test func reviewsEveryComponentWhoseValuesChange() {
        #expect(diff.reviews.map(\.component) == ["standard-button", "destructive-button", "settings-row", "settings-screen"])
    }

    @Test func aColourChangeIsShownAtLargeAndAX5WithItsPropertiesNamed() throws {
        let review = try review("destructive-button")
        for group in review.groups {
            #expect(!group.scales)
            #expect(group.pairs.map(\.step) == [.large, .ax5])
            for pair in group.pairs {
                let change = try #require(pair.changes.first { $0.property == "color-destructive-fill" })
                #expect(change.before == "#d70015" && change.after == "#ff3b30")
                #expect(change.readers.contains("background-color"))
            }
        }
    }

    @Test func theAccentChangeReachesOnlyTheBrandThatDoesNotSetItsOwn() throws {
        let columns = try review("standard-button").groups.flatMap(\.columns)
        #expect(columns.count == 2)
        #expect(columns.allSatisfy { $0.choices["brand"] == "ios" })
    }

    @Test func aSizeThatScalesIsShownAtEveryStepAndUnchangedWhereBothReachTheCap() throws {
        let review = try review("settings-row")
        #expect(review.groups.count == 4)  // light and dark differ, and so do the brands' accents
        for group in review.groups {
            #expect(group.scales)
            #expect(group.pairs.map(\.step) == ContentSizeCategory.allCases)
            let changed = group.pairs.filter { pair in pair.changes.contains { $0.property == "size-icon-frame" } }.map(\.step)
            // 28 and 32 pt scaled with Body both pass the 60 pt cap from AX3 on.
            #expect(changed == ContentSizeCategory.allCases.filter { $0 < .ax3 })
            for pair in group.pairs {
                for change in pair.changes where change.property == "size-icon-frame" { #expect(change.readers == ["height", "width"]) }
            }
        }
        let large = try #require(review.groups.first?.pairs.first { $0.step == .large }?.changes.first { $0.property == "size-icon-frame" })
        #expect(large.before == "28px" && large.after == "32px")
    }

    @Test func theCrossingIsOnThePairsItConcerns() throws {
        let crossed = try review("destructive-button").groups.flatMap(\.crossings)
        #expect(!crossed.isEmpty)
        #expect(crossed.allSatisfy { $0.foreground == "color.on-accent" && $0.background == "color.destructive-fill" && $0.startsFailing })
        #expect(try review("standard-button").groups.allSatisfy { $0.crossings.isEmpty })
    }

    @Test func eachSideHasItsOwnScopedStylesheetOfWhatThePreviewsRead() throws {
        let css = diff.reviewStylesheet
        let headStart = try #require(css.range(of: "[data-version=\"head\"],"))
        let base = String(css[..<headStart.lowerBound]), head = String(css[headStart.lowerBound...])
        #expect(base.contains("[data-version=\"base\"] [data-theme=\"dark\"] {") && !base.contains("data-version=\"head\""))
        #expect(base.contains("--color-destructive-fill: #d70015;") && !base.contains("#ff3b30"))
        #expect(head.contains("--color-destructive-fill: #ff3b30;") && !head.contains("#d70015"))
        #expect(base.contains("[data-version=\"base\"]:not([data-theme])"))
        // Tokens no reviewed component reads stay out.
        #expect(!css.contains("--easing-spring") && !css.contains("--typography-callout-font-size"))
    }

    @Test func thePageDrawsEachPairUnderBothVersionsAndLinksCrossingsToThem() throws {
        let html = try diff.html(templates: SiteTemplates(files: TemplateFiles.defaults), catalog: catalog, siteTitle: "Example")
        #expect(html.contains("<link rel=\"stylesheet\" href=\"assets/diff-tokens.css\">"))
        #expect(html.contains("<div class=\"review-side__preview\" data-version=\"base\" inert>\n<div class=\"preview__canvas\" data-dynamic-type=\"AX5\" data-theme=\"light\" data-brand=\"ios\">"))
        #expect(html.contains("<a href=\"#review-destructive-button-1\">destructive-button</a>"))
        #expect(html.components(separatedBy: "data-version=\"base\"").count == html.components(separatedBy: "data-version=\"head\"").count)
        #expect(html.contains("<span class=\"review-pair__crossing-mark\">Contrast</span> color.on-accent on color.destructive-fill: 5.38:1 (Lc -79.3) → 3.54:1 (Lc -66.7), now fails AA"))
    }

    @Test func markdownLinksEachComponentToItsBeforeAndAfter() {
        let markdown = diff.markdown(linkBase: "https://example.org/pr 7")
        #expect(markdown.contains("| [settings-row](https://example.org/pr%207/diff.html#review-settings-row) | 4 permutations, 12 text sizes | `size.icon-frame` |"))
        #expect(markdown.contains("[destructive-button](https://example.org/pr%207/diff.html#review-destructive-button-1)"))
        #expect(markdown.contains("4 permutations, 2 text sizes, **contrast crossing**"))
    }
}
