import Foundation
import Testing
@testable import StyleGuideGen

/// Owners worked out only for the properties asked about are the owners of those properties in
/// the whole table: the same token, the same member, across permutations.
@Suite struct PropertyOwnersTests {
    /// Every plain property of every token of every permutation, members included, without `--`, once each.
    static func allProperties(_ project: TokenProject) -> [String] {
        var properties: [String] = [], seen: Set<String> = []
        for token in project.permutations.flatMap(\.tokens.tokens) {
            let base = CSSNaming.propertyName(forPath: token.path)
            properties.append(base)
            properties += TokenDeclarations.memberKeys(of: token.value).map { CSSPropertyNames.member($0, of: base) }
        }
        return properties.filter { seen.insert($0).inserted }.map { String($0.dropFirst(2)) }
    }

    @Test(arguments: DesignSystemFixture.all)
    func askedOwnersMatchTheWholeTable(_ fixture: DesignSystemFixture) throws {
        let scratch = try fixture.project()
        let resolved = try SlotTestSupport.resolve(scratch.root).resolved
        let project = try #require(resolved.tokens)
        let whole = PropertyOwners(project: project)
        let all = Self.allProperties(project)
        // Every third property of the project, what the built-in components read, and names no token has.
        let asked = Set(all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
                        + resolved.catalog.components.flatMap(\.tokenProperties) + ["no-such-token", "color"])
        let restricted = PropertyOwners(project: project, asked: asked)
        for property in asked { #expect(restricted[property] == whole[property], "\(property)") }
        #expect(asked.contains { whole[$0]?.member != nil }, "some asked property belongs to a member")
        let notAsked = try #require(all.first { !asked.contains($0) && whole[$0] != nil })
        #expect(restricted[notAsked] == nil)
    }
}
