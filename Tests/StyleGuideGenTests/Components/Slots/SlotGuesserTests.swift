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
}
