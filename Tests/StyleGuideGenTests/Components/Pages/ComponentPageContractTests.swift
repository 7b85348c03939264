import Foundation
import Testing
@testable import StyleGuideGen

/// The contract a component page and `report.json` show, with the slots a component reads
/// through the components it includes.
@Suite struct ComponentPageContractTests {
    /// The starter project with a card that includes the standard button (and no tag, whose colour
    /// the starter lacks).
    static func cardProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        let card = ComponentIncludesTests.card.replacingOccurrences(of: "{{> tag text=\"New\"}}\n", with: "")
        try project.write("templates/components/card.html", card)
        try project.write("templates/components/card.css", ComponentIncludesTests.cardCSS)
        return project
    }

    @Test func theCardsPageAndReportSayWhatItReadsThroughTheButton() throws {
        let project = try Self.cardProject()
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let page = try #require(project.read("site/components/card.html"))
        #expect(page.contains(#"<th scope="row"><code>spacing.m</code></th>"#))
        #expect(page.contains(#"<th scope="row"><code>color.accent-fill</code><br><span class="contract__through">through Standard button</span></th><td>color</td>"#))
        #expect(page.contains(#"<code>typography.button</code><br><span class="contract__through">through Standard button</span>"#))
        // The button's own page lists the same slot as its own.
        #expect(try #require(project.read("site/components/standard-button.html")).contains(#"<th scope="row"><code>color.accent-fill</code></th>"#))

        let report = try JSONSerialization.jsonObject(with: Data(try #require(project.read("site/report.json")).utf8)) as? [String: Any]
        let components = try #require(report?["components"] as? [[String: Any]])
        let slots = { (name: String) in ((components.first { $0["name"] as? String == name })?["slots"] as? [[String: Any]]) ?? [] }
        let card = slots("card")
        #expect(card.prefix(2).map { $0["slot"] as? String } == ["spacing.m", "color.label"] && card.prefix(2).allSatisfy { $0["through"] == nil })
        let fill = try #require(card.first { $0["slot"] as? String == "color.accent-fill" })
        #expect(fill["through"] as? String == "standard-button" && fill["source"] as? String == "own" && fill["token"] as? String == "color.accent-fill")
        // The button's slots but the spacing the card reads itself.
        #expect(card.count == 2 + slots("standard-button").count - 1)
        #expect(slots("standard-button").allSatisfy { $0["through"] == nil })
    }
}
