import Testing
@testable import StyleGuideGen

/// Tokens Studio's `source` sets lend their tokens to references; a token only they define is
/// not shown, one an enabled set defines too is.
@Suite struct ResolverDocumentTests {
    private func set(_ name: String, _ json: String, roles: [String: [String: ThemedSet.Role]]) throws -> ThemedSet {
        ThemedSet(name: name, documents: [try JSONParser.parse(json, file: "\(name).json")], roles: roles)
    }

    private func tokens(_ names: [String]) -> ResolvedTokenSet {
        ResolvedTokenSet(tokens: names.map { name in
            ResolvedToken(path: name.split(separator: ".").map(String.init), type: .number, value: .number(1), aliasOf: nil, memberAliases: [:],
                          description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: 1, column: 1))
        })
    }

    @Test func tokensOnlySourceSetsDefineAreSourceOnlyInTheirPermutations() throws {
        let core = try set("core", #"{"base": {"a": {"$value": 1}, "b": {"$value": 2}}, "both": {"$value": 3}}"#,
                           roles: ["mode": ["light": .source, "dark": .enabled]])
        let semantic = try set("semantic", #"{"both": {"$value": 4}, "own": {"$value": 5}}"#, roles: ["mode": ["light": .enabled, "dark": .enabled]])
        let document = ResolverDocument(name: nil, steps: [.themedSets([core, semantic])])
        let resolved = tokens(["base.a", "base.b", "both", "own"])
        let light = document.sourceOnly(in: resolved, for: ["mode": "light"])
        #expect(zip(resolved.tokens.map(\.name), light).filter(\.1).map(\.0) == ["base.a", "base.b"])
        #expect(!document.sourceOnly(in: resolved, for: ["mode": "dark"]).contains(true))
        #expect(resolved.filter(omitting: light).tokens.map(\.name) == ["both", "own"])
    }
}
