import Testing
@testable import StyleGuideGen

/// The resolved set finds tokens by dotted path through a table of the names it holds (filed by
/// their hashes), compares by its tokens alone, and takes changed tokens in place.
@Suite struct ResolvedTokenSetTests {
    private func token(_ name: String, _ value: Double) -> ResolvedToken {
        ResolvedToken(path: name.split(separator: ".").map(String.init), type: .number, value: .number(value), aliasOf: nil, memberAliases: [:],
                      description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: 1, column: 1))
    }

    private var names: [String] {
        ["space.b", "color.red", "space.a.x", "color.red-light", "z", "color.blue", "space.a"] + (0..<300).map { "many.t\($0)" }
    }

    @Test func findsEveryTokenByItsPathInPathOrder() {
        let set = ResolvedTokenSet(tokens: names.enumerated().map { token($1, Double($0)) })
        #expect(set.tokens.map(\.name) == names.sorted { $0.split(separator: ".").lexicographicallyPrecedes($1.split(separator: ".")) })
        for (index, name) in names.enumerated() {
            #expect(set[name]?.value == .number(Double(index)), "\(name)")
        }
        for missing in ["color", "space.a.y", "", "color.red.", "many.t300"] {
            #expect(set[missing] == nil, "\(missing)")
        }
    }

    @Test func aNameWrittenDecomposedFindsItsComposedToken() {
        let composed = "type.caf\u{E9}", decomposed = "type.cafe\u{301}"
        let set = ResolvedTokenSet(tokens: [token(composed, 1), token("type.other", 2)])
        #expect(set[decomposed]?.value == .number(1))
    }

    @Test func setsOfTheSameTokensAreEqualHoweverBuilt() {
        let tokens = names.enumerated().map { token($1, Double($0)) }
        let forwards = ResolvedTokenSet(tokens: tokens), backwards = ResolvedTokenSet(tokens: tokens.reversed())
        #expect(forwards == backwards)
        #expect(forwards.hashValue == backwards.hashValue)
        #expect(forwards != ResolvedTokenSet(tokens: Array(tokens.dropLast())))
    }

    @Test func aNameRepeatedInASortedListKeepsItsLaterTokenAndTheOthersTheirPlaces() {
        let sorted = [token("a.b", 1), token("a.b", 2), token("a.c", 3), token("b", 4)]
        let set = ResolvedTokenSet(sorted: sorted, groupDescriptions: [:])
        #expect(set.tokens.map(\.name) == ["a.b", "a.c", "b"])
        #expect(set["a.b"]?.value == .number(2))
        #expect(set["a.c"]?.value == .number(3))
        #expect(set["b"]?.value == .number(4))
    }

    @Test func changedTokensTakeTheirPlacesAndNewNamesAreRefused() throws {
        let base = ResolvedTokenSet(tokens: names.enumerated().map { token($1, Double($0)) })
        let updated = try #require(ResolvedTokenSet(updating: base, with: [token("color.red", 99), token("many.t7", 98)], count: base.count, groupDescriptions: [:]))
        #expect(updated["color.red"]?.value == .number(99))
        #expect(updated["many.t7"]?.value == .number(98))
        #expect(updated["space.a"]?.value == base["space.a"]?.value)
        #expect(updated.tokens.map(\.name) == base.tokens.map(\.name))
        #expect(ResolvedTokenSet(updating: base, with: [token("color.green", 1)], count: base.count, groupDescriptions: [:]) == nil)
    }

    @Test func addedTokensGoWhereAWholeNewSetPutsThemAndReplaceTheirNames() {
        let base = ResolvedTokenSet(tokens: names.enumerated().map { token($1, Double($0)) })
        for added in [[token("color.red", 99), token("a.first", 1), token("zz", 2), token("space.a.y", 3), token("a.first", 4)], [], [token("many.t1", 5)]] {
            let adding = base.adding(added)
            let whole = ResolvedTokenSet(tokens: base.tokens + added)
            #expect(adding == whole)
            #expect(adding.tokens.map(\.name) == whole.tokens.map(\.name))
            for name in whole.tokens.map(\.name) { #expect(adding[name] == whole[name], "\(name)") }
        }
    }

    @Test func filteredSetsFindTheTokensKeptAndOnlyThose() {
        let base = ResolvedTokenSet(tokens: names.enumerated().map { token($1, Double($0)) })
        let omitted = base.tokens.map { $0.name.hasPrefix("space") || $0.name == "many.t7" }
        let filtered = base.filter(omitting: omitted)
        #expect(filtered == ResolvedTokenSet(tokens: base.tokens.filter { !$0.name.hasPrefix("space") && $0.name != "many.t7" }))
        #expect(filtered["space.a"] == nil && filtered["many.t7"] == nil && filtered["many.t8"] == base["many.t8"])
        #expect(base.position(of: "color.red", hash: NameHash("color.red")).map { base.tokens[$0].name } == "color.red")
    }
}
