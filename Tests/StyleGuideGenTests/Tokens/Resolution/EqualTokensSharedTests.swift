import Testing
@testable import StyleGuideGen

/// Tokens that come out equal in several permutations become one instance; the permutations
/// are the same as before, token for token.
@Suite struct EqualTokensSharedTests {
    private func token(_ name: String, _ value: Double, line: Int = 1) -> ResolvedToken {
        ResolvedToken(path: name.split(separator: ".").map(String.init), type: .number, value: .number(value), aliasOf: nil, memberAliases: [:],
                      description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: line, column: 1))
    }

    private func permutation(_ context: String, _ tokens: [ResolvedToken]) -> ResolvedPermutation {
        ResolvedPermutation(inputs: [ModifierChoice(modifier: "m", context: context)], tokens: ResolvedTokenSet(tokens: tokens))
    }

    @Test func equalTokensBecomeOneInstanceAndDifferentOnesStayApart() {
        let given = [
            permutation("a", [token("x", 1), token("y", 1), token("z", 5)]),
            permutation("b", [token("x", 1), token("y", 2), token("z", 5, line: 2)]),
            permutation("c", [token("x", 1), token("y", 2)]),
            permutation("d", [token("x", 1), token("y", 1), token("z", 5)]),
        ]
        let shared = TokenProject.sharingEqualTokens(given)
        #expect(shared == given)
        func instance(_ permutation: Int, _ name: String) -> ObjectIdentifier? { shared[permutation].tokens[name]?.instance }
        #expect(Set((0..<4).compactMap { instance($0, "x") }).count == 1)
        #expect(instance(1, "y") == instance(2, "y") && instance(0, "y") == instance(3, "y") && instance(0, "y") != instance(1, "y"))
        // Equal values written in two places are two tokens (their locations differ).
        #expect(instance(0, "z") == instance(3, "z") && instance(0, "z") != instance(1, "z"))
        #expect(shared[2].tokens["z"] == nil)
    }

    @Test func aSinglePermutationIsLeftAsItIs() {
        let given = [permutation("a", [token("x", 1), token("x.y", 2)])]
        #expect(TokenProject.sharingEqualTokens(given).first?.tokens.tokens.map(\.instance) == given[0].tokens.tokens.map(\.instance))
    }
}
