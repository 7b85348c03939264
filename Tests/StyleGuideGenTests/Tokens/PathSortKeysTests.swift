import Testing
@testable import StyleGuideGen

/// Sort keys must order ASCII names exactly as their paths compare segment by segment.
@Suite struct PathSortKeysTests {
    static func segmentOrder(_ names: [String]) -> [String] {
        names.sorted { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            .lexicographicallyPrecedes($1.split(separator: ".", omittingEmptySubsequences: false).map(String.init)) }
    }

    static func keyOrder(_ names: [String]) throws -> [String] {
        let keys = try #require(PathSortKeys(names))
        return names.indices.sorted(by: keys.precedes).map { names[$0] }
    }

    @Test func namesWhereDotsAndOtherBytesMeet() throws {
        let names = ["a-b", "a.b", "a", "ab", "a.b.c", "a.b-c", "a.bc", "A.b", "a_b", "a0", "a.0", "a.$root", "a.b.$root", " a", "a~b", "z", "Z.z"]
        #expect(try Self.keyOrder(names) == Self.segmentOrder(names))
    }

    @Test func generatedNames() throws {
        var generator = TokenFuzzTests.SplitMix(state: 0x50F7)
        let alphabet = Array("ab-_0.Z$".utf8)
        let names = (0..<2_000).map { _ in
            String(decoding: (0..<Int(generator.next() % 8 + 1)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
        }
        #expect(try Self.keyOrder(names) == Self.segmentOrder(names))
    }

    @Test func namesBeyondASCIIAreLeftToTheSegmentSort() {
        #expect(PathSortKeys(["color.red", "färg.röd"]) == nil)
        let set = ResolvedTokenSet(tokens: ["b.é", "b.e", "a"].map { name in
            ResolvedToken(path: name.split(separator: ".").map(String.init), type: .number, value: .number(1), aliasOf: nil, memberAliases: [:],
                          description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: 1, column: 1))
        })
        #expect(set.tokens.map(\.name) == ["a", "b.e", "b.é"])
    }
}
