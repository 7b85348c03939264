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

    /// Every needle length at every place, with near misses (first and last bytes right, the
    /// middle not) around it, against a plain search.
    @Test func findsWhatAPlainSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        for needleLength in 1...20 {
            let needle = (0..<needleLength).map { UInt8(ascii: "a") + UInt8($0 % 3) }
            var nearMiss = needle
            if needleLength > 2 { nearMiss[needleLength / 2] = UInt8(ascii: "z") }
            for textLength in [needleLength, 15, 16, 17, 31, 33, 64, 100] where textLength >= needleLength {
                for place in [nil] + Array(0...(textLength - needleLength)) {
                    var text = (0..<textLength).map { _ in UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "d"), using: &generator) }
                    if let place { text.replaceSubrange(place..<place + needleLength, with: needle) }
                    if textLength >= needleLength * 2, place == nil { text.replaceSubrange(0..<needleLength, with: nearMiss) }
                    let expected = text.indices.first { text[$0...].starts(with: needle) }
                    let found = text.withUnsafeBytes { ByteSearch.firstOffset(of: String(decoding: needle, as: UTF8.self), in: $0, from: 0) }
                    #expect(found == expected, "needle \(needleLength) bytes in \(textLength)")
                }
            }
        }
    }
}
