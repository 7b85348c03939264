import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ComponentTokenStylesheetTests {
    /// A component page links a stylesheet of the properties its previews read, and of those of the
    /// components its doc embeds; the other pages keep the whole tokens.css.
    @Test func aComponentPageLinksOnlyWhatItsPreviewsRead() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        try project.write("docs/components/title-label.md", "# Title label\n\nNext to a button:\n\n```component destructive-button\n```\n")
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).succeeded)
        let page = try #require(project.read("site/components/standard-button.html"))
        #expect(page.contains(#"<link rel="stylesheet" href="../assets/tokens/standard-button.css">"#))
        #expect(!page.contains("assets/tokens.css"))
        #expect(try #require(project.read("site/index.html")).contains(#"<link rel="stylesheet" href="assets/tokens.css">"#))
        let whole = try #require(project.read("site/assets/tokens.css"))
        let button = try #require(project.read("site/assets/tokens/standard-button.css"))
        #expect(button.contains("--color-accent-fill: #0071e3;"))
        #expect(button.contains("[data-brand=\"ocean\"] {") && button.contains("[data-dynamic-type=\"AX5\"] {"))
        #expect(!button.contains("--color-destructive-fill"))
        // The preview canvas (site.css) reads the grouped background and the label colour, in every theme.
        #expect(button.contains("--color-grouped-background:") && button.contains("--color-label:"))
        #expect(button.utf8.count * 4 < whole.utf8.count)
        // The title label's doc embeds the destructive button: its fill comes along.
        let title = try #require(project.read("site/assets/tokens/title-label.css"))
        #expect(title.contains("--color-destructive-fill"))
        #expect(try #require(project.read("site/components/title-label.html")).contains("../assets/tokens/title-label.css"))
    }

    /// A card that includes the standard button by name: its page's stylesheet carries the button's
    /// fill, text colour and font, at every step.
    @Test func aCardsStylesheetCarriesTheTokensOfTheButtonItIncludes() throws {
        let project = try ComponentPageContractTests.cardProject()
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let css = try #require(project.read("site/assets/tokens/card.css"))
        for property in ["--color-accent-fill: #0071e3;", "--color-on-accent:", "--typography-button-font-family:", "--radius-button:", "--spacing-m:"] {
            #expect(css.contains(property), "\(property)")
        }
        // The button font follows the text size: 15 px at xSmall, capped at 28 px from AX1 on.
        #expect(Self.block("[data-dynamic-type=\"xSmall\"]", in: css)?.contains("--typography-button-font-size: 15px;") == true)
        #expect(Self.block("[data-dynamic-type=\"AX5\"]", in: css)?.contains("--typography-button-font-size: 28px;") == true)
        #expect(try #require(project.read("site/components/card.html")).contains("../assets/tokens/card.css"))
    }

    /// The declarations of the first rule with `selector`, up to its closing brace.
    static func block(_ selector: String, in css: String) -> Substring? {
        guard let start = css.range(of: selector + " {") else { return nil }
        let rest = css[start.upperBound...]
        return rest[..<(rest.firstIndex(of: "}") ?? rest.endIndex)]
    }
}
