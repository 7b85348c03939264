import Foundation
import Testing
@testable import StyleGuideGen

/// The token pages of the bundled example theme, rendered through the real templates.
@Suite struct TokenPagesExampleTests {
    static let project = Result { try ContrastTestSupport.bundledExample() }
    static let site = Result { try TokenPagesTestSupport.render(try project.get()) }

    @Test func thePagesAreTheOverviewThenOnePerKind() throws {
        let project = try Self.project.get()
        let pages = TokenPages.pages(project: project, contrast: ContrastReport())
        #expect(pages.map(\.outputPath) == ["tokens/index.html", "tokens/colors.html", "tokens/typography.html", "tokens/dimensions.html", "tokens/effects.html"])
        #expect(pages.map(\.template) == ["pages/tokens-index", "pages/tokens-colors", "pages/tokens-typography", "pages/tokens-dimensions", "pages/tokens-effects"])
        // Every heading of the table of contents is an id on its page.
        let site = try Self.site.get()
        for page in pages {
            let html = try #require(site[page.outputPath])
            #expect(!page.headings.isEmpty)
            for heading in page.headings { #expect(html.contains("<h2 id=\"\(heading.id)\""), "\(page.outputPath): \(heading.id)") }
        }
    }

    @Test func everyColourTokenOfEveryPermutationShowsItsHex() throws {
        let project = try Self.project.get()
        let html = try #require(try Self.site.get()["tokens/colors.html"])
        var names: Set<String> = []
        for permutation in project.permutations { for token in permutation.tokens.tokens where token.type == .color { names.insert(token.name) } }
        #expect(names.count == 31)
        for name in names {
            let path = name.split(separator: ".").map(String.init)
            let cells = TokenPagesTestSupport.cells(html, after: "id=\"token-\(TokenPropertyNames.propertyName(for: path))\"")
            #expect(cells.count == project.permutations.count, "\(name)")
            for (cell, permutation) in zip(cells, project.permutations) {
                guard case .color(let value)? = permutation.tokens[name]?.value else { Issue.record("\(name) missing"); continue }
                #expect(cell.contains("<code class=\"token-hex\">\(value.tokenColor.sRGBFallbackHex)</code>"), "\(name) in \(permutation.label)")
            }
        }
        // Known values: systemBlue light and dark (iOS 26), secondaryLabel with its alpha.
        let blue = TokenPagesTestSupport.cells(html, after: "id=\"token-color-system-blue\"")
        #expect(blue.map { $0.contains("#0088ff") } == [true, true, false, false])
        #expect(blue.map { $0.contains("#0091ff") } == [false, false, true, true])
        #expect(TokenPagesTestSupport.cells(html, after: "id=\"token-color-secondary-label\"").first?.contains("#3c3c43c7") == true)
    }

    @Test func contrastIsShownOnTheForegroundAndFlaggedInWordsWhenItFails() throws {
        let html = try #require(try Self.site.get()["tokens/colors.html"])
        let label = TokenPagesTestSupport.cells(html, after: "id=\"token-color-label\"")
        #expect(label.first?.contains("21.00:1") == true)
        #expect(label.first?.contains("passes AA (4.5:1)") == true)
        // systemGray on the grouped background is below AA for text in light.
        let project = try Self.project.get()
        let catalog = try ComponentCatalog(files: TokenPagesTestSupport.templateFiles())
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: catalog, config: ContrastConfig(pairs: TokenPagesTestSupport.examplePairs),
                                             diagnostics: &diagnostics)
        let failing = try #require(report.failures.first { $0.foreground == "color.system.gray" && $0.background == "color.grouped-background" })
        #expect(failing.ratio < 3)
        let gray = TokenPagesTestSupport.cells(html, after: "id=\"token-color-system-gray\"")
        let cell = try #require(gray.indices.contains(failing.permutationIndex) ? gray[failing.permutationIndex] : nil)
        #expect(cell.contains(ContrastFormat.ratio(failing.ratio) + ":1"))
        #expect(cell.contains("<span aria-hidden=\"true\">✗</span>"))
        #expect(cell.contains("fails AA: needs 4.5:1"))
        #expect(html.contains("<h2 id=\"contrast-pairs\">Contrast pairs</h2>"))
        let index = try #require(try Self.site.get()["tokens/index.html"])
        #expect(index.contains("\(report.results.count) checks of colour pairs across the permutations (WCAG 2 ratio and APCA Lc); \(report.failures.count) below their level or APCA minimum."))
        #expect(index.contains("<code>color.system.gray</code> on <code>color.grouped-background</code> in \(failing.permutation): \(ContrastFormat.ratio(failing.ratio)):1, \(APCAFormat.lc(failing.lc)): fails AA: needs 4.5:1</li>"))
    }

    @Test func theTypeScaleFollowsTheHIGTableAndCaps() throws {
        let html = try #require(try Self.site.get()["tokens/typography.html"])
        let steps = ContentSizeCategory.allCases
        let body = TokenPagesTestSupport.cells(html, after: "href=\"#token-typography-body\"")
        #expect(body.count == 12)
        #expect(body[steps.firstIndex(of: .large) ?? 0] == "17/22")
        #expect(body[steps.firstIndex(of: .ax5) ?? 0] == "53/62")
        #expect(body.first == "14/19")
        // The button font scales with Body and stops at 28 pt; its line height follows its multiplier.
        let button = TokenPagesTestSupport.cells(html, after: "href=\"#token-typography-button\"")
        #expect(button.last == "28/36.23")
        #expect(button[steps.firstIndex(of: .large) ?? 0] == "17/22")
        // Specimens are drawn at the computed size.
        #expect(html.contains("font-size: 53px; line-height: 62px"))
        #expect(html.contains("Apple text style Body: sizes from the HIG table"))
        #expect(html.contains("Scaled with Body, at most 28 pt"))
    }

    @Test func scaledMetricsShowTheirTwelveValues() throws {
        let html = try #require(try Self.site.get()["tokens/dimensions.html"])
        let frame = TokenPagesTestSupport.cells(html, after: "href=\"#token-size-icon-frame\"")
        // 28 x leading(Body, step) / 22 on the 1/3 pt grid, capped at 60 from AX3 (28 x 48 / 22 = 61.09).
        #expect(frame == ["24.33", "25.33", "26.67", "28", "30.67", "33", "37", "43.33", "51", "60", "60", "60"])
        let radius = TokenPagesTestSupport.cells(html, after: "href=\"#token-radius-icon-tile\"")
        #expect(radius.count == 12 && radius[3] == "6" && radius.last == "13")
        // The avatar does not scale, so it has no row in that table, but is drawn above.
        #expect(!html.contains("href=\"#token-size-avatar\""))
        #expect(TokenPagesTestSupport.cells(html, after: "id=\"token-size-avatar\"").contains { $0.contains("width: 60px") })
    }

    @Test func aValueThatDiffersByPermutationGetsARowPerValue() throws {
        let html = try #require(try Self.site.get()["tokens/dimensions.html"])
        let first = TokenPagesTestSupport.cells(html, after: "id=\"token-radius-button\"")
        #expect(first.first == "12 pt")
        // Named by what its permutations share: every theme of the ocean brand.
        #expect(html.contains("In brand=ocean<"), "\(html.components(separatedBy: "id=\"token-radius-button\"").last?.prefix(600) ?? "")")
        #expect(html.components(separatedBy: "id=\"token-radius-button\"").count == 2)
    }

    @Test func aliasesLinkToAnAnchorThatExists() throws {
        let site = try Self.site.get()
        let colors = try #require(site["tokens/colors.html"])
        #expect(TokenPagesTestSupport.cells(colors, after: "id=\"token-color-accent\"").first?
            .contains("Alias of <a href=\"colors.html#token-color-system-blue\"><code>color.system.blue</code></a>") == true)
        for (path, html) in site where path.hasPrefix("tokens/") {
            for href in TokenPagesTestSupport.hrefs(html) where href.contains("#") && !href.hasPrefix("#") && !href.hasPrefix("../") {
                let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
                let target = try #require(site["tokens/" + parts[0]], "\(path) links to \(href)")
                #expect(TokenPagesTestSupport.ids(target).contains(parts[1]), "\(path) links to \(href)")
            }
        }
    }

    @Test func effectsAreDrawn() throws {
        let html = try #require(try Self.site.get()["tokens/effects.html"])
        #expect(html.contains("style=\"box-shadow: 0px 1px 3px 0px #00000026\""))
        #expect(html.contains("style=\"border: 0.5px solid #3c3c434a\""))
        #expect(html.contains("<path class=\"effect-curve__line\" d=\"M0,100 C25,90 25,0 100,0\"/>"))
        #expect(html.contains("style=\"width: 62.5px\""))  // 250 ms at 4 ms per px
        #expect(html.contains("background-image: linear-gradient(to right, #8e8e93 0%, #5856d6 100%)"))
        #expect(html.contains("style=\"font-weight: 600\""))
        // Durations and transitions beside their reduced-motion value: nothing given, so removed, or for
        // a transition whose duration is a reference, that duration's.
        #expect(html.contains("<th scope=\"col\">Reduced motion</th>"))
        #expect(TokenPagesTestSupport.row(html, id: "token-duration-fast")?.contains("<code class=\"token-value\">0 ms</code><span class=\"token-note\">removed: none given</span>") == true)
        #expect(TokenPagesTestSupport.row(html, id: "token-transition-toggle")?.contains(
            "<code class=\"token-value\">0 ms, delay 0 ms, cubic-bezier(0.25, 0.1, 0.25, 1)</code><span class=\"token-note\">none given: the reduced duration of duration.toggle</span>") == true)
        #expect(html.components(separatedBy: "<th scope=\"col\">Reduced motion</th>").count == 3, "the durations and transitions only")
    }

    @Test func renderingIsDeterministic() throws {
        let again = try TokenPagesTestSupport.render(try Self.project.get())
        #expect(again == (try Self.site.get()))
    }
}
