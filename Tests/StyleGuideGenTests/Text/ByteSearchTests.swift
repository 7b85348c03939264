import Testing
@testable import StyleGuideGen

@Suite struct ByteSearchTests {
    @Test func findsANeedleAnywhereAndOnlyWhereItIs() {
        #expect(ByteSearch.contains("</", in: "a</b"))
        #expect(ByteSearch.contains("</", in: "</"))
        #expect(!ByteSearch.contains("</", in: "< /a <"))
        #expect(!ByteSearch.contains("</", in: ""))
        #expect(ByteSearch.contains("é<", in: "café</"))
        // Long text: the hit near the end, past any short-string fast path.
        #expect(ByteSearch.contains("</", in: String(repeating: "<a/", count: 10_000) + "</"))
        #expect(!ByteSearch.contains("</", in: String(repeating: "<a/", count: 10_000)))
    }

    @Test func offsetsListEveryOccurrenceFromTheEndOfTheLast() {
        let text = Array("<main><main></main>aa<main".utf8)
        text.withUnsafeBytes { bytes in
            #expect(ByteSearch.offsets(of: "<main", in: bytes) == [0, 6, 21])
            #expect(ByteSearch.offsets(of: "</main>", in: bytes) == [12])
            #expect(ByteSearch.offsets(of: "aa", in: bytes) == [19])
            #expect(ByteSearch.offsets(of: "x", in: bytes).isEmpty)
            #expect(ByteSearch.firstOffset(of: "<main", in: bytes, from: 1) == 6)
            #expect(ByteSearch.firstOffset(of: "<main", in: bytes, from: text.count) == nil)
        }
        #expect(Array("aaaa".utf8).withUnsafeBytes { ByteSearch.offsets(of: "aa", in: $0) } == [0, 2])
    }
}
