import Testing
@testable import StyleGuideGen

/// A token shared by several permutations is written once per list of names and step, and
/// declares in each permutation what it would alone: a `var()` only where its target is emitted.
@Suite struct TokenCSSValuesBuildTests {
    private func token(_ name: String, _ value: Double, aliasOf: String? = nil) -> ResolvedToken {
        ResolvedToken(path: name.split(separator: ".").map(String.init), type: .number, value: .number(value), aliasOf: aliasOf.map { $0.split(separator: ".").map(String.init) },
                      memberAliases: [:], description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: 1, column: 1))
    }

    @Test func aSharedAliasPointsAtItsTargetOnlyWhereTheTargetIsEmitted() throws {
        let alias = token("a", 1, aliasOf: "b")
        let contexts = ["with", "without", "again"]
        let project = TokenProject(name: nil, description: nil, modifiers: [Modifier(name: "m", contexts: contexts, defaultContext: "with")],
                                   permutations: [
                                       ResolvedPermutation(inputs: [ModifierChoice(modifier: "m", context: "with")], tokens: ResolvedTokenSet(tokens: [alias, token("b", 1)])),
                                       ResolvedPermutation(inputs: [ModifierChoice(modifier: "m", context: "without")], tokens: ResolvedTokenSet(tokens: [alias, token("c", 2)])),
                                       ResolvedPermutation(inputs: [ModifierChoice(modifier: "m", context: "again")], tokens: ResolvedTokenSet(tokens: [alias, token("b", 1)])),
                                   ], defaultIndex: 0)
        let values = TokenCSSValues(project: project)
        let declared = try contexts.map { context in
            let cell = try #require(values.cell(for: [ModifierChoice(modifier: "m", context: context)], at: .large))
            return values.declaredValue(ofProperty: "--a", in: cell)?.rendered(wide: false)
        }
        #expect(declared == ["var(--b)", "1", "var(--b)"])
    }
}
