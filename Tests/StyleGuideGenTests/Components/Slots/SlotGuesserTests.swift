import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SlotGuesserTests {
    /// Names ranked by word numbers rank as by their words: every slot of the example theme,
    /// against each foreign system's tokens (component-scoped names included), twenty deep.
    @Test(arguments: DesignSystemFixture.all)
    func rankingByWordNumbersIsRankingByWords(_ fixture: DesignSystemFixture) throws {
        let project = try fixture.project()
        let (loaded, _) = loadTokens(at: project.root + "/" + fixture.resolver, fileSystem: LocalFileSystem())
        let guesser = SlotGuesser(tokens: try #require(loaded?.defaultPermutation?.tokens))
        var compared = 0
        for token in try #require(ExampleTheme.shared.project.defaultPermutation).tokens.tokens {
            let quick = guesser.candidates(for: token.name, type: token.type, limit: 20)
            #expect(quick == guesser.candidates(for: token.name, type: token.type, limit: 20, byWordNumbers: false), "\(token.name)")
            compared += quick.count
        }
        #expect(compared > 500, "enough candidates ranked to compare: \(compared)")
    }

    /// What the corpus guessed before (Swiss Post's list-bullet icon size, Brave's menu-item letter
    /// spacing, Koobiq's table-cell line height, OpenEdX's switch width for the switch's height) is no
    /// candidate: a row's least height is a name that says height, and a switch's height says height.
    @Test func sizesTakeANameThatSaysWhatTheyAre() throws {
        func dimension(_ px: Double) -> String { "{\"$type\": \"dimension\", \"$value\": {\"value\": \(px), \"unit\": \"px\"}}" }
        let project = try ContrastTestSupport.project("""
        {"list": {"bullet": {"item": {"icon": {"size": \(dimension(16))}}}},
         "menu-item": {"letterSpacing": \(dimension(0)), "lineHeight": \(dimension(20))},
         "switch": {"width": \(dimension(40))}}
        """)
        let guesser = SlotGuesser(tokens: try #require(project.defaultPermutation?.tokens))
        #expect(guesser.candidates(for: "size.row-min-height", type: .dimension).isEmpty)
        #expect(guesser.candidates(for: "size.toggle-height", type: .dimension).isEmpty)
        #expect(guesser.candidates(for: "size.toggle-width", type: .dimension).map(\.token) == ["switch.width"])
        let named = try ContrastTestSupport.project("{\"list\": {\"item\": {\"min-height\": \(dimension(48)), \"icon\": {\"height\": \(dimension(24))}}}}")
        let rows = SlotGuesser(tokens: try #require(named.defaultPermutation?.tokens)).candidates(for: "size.row-min-height", type: .dimension)
        #expect(rows.map(\.token) == ["list.item.min-height"])
    }
}
