import Testing
@testable import StyleGuideGen

@Suite struct FingerprinterTests {
    static func fingerprint(_ values: [MustacheValue]) -> String {
        var fingerprinter = Fingerprinter()
        for value in values { fingerprinter.add(value) }
        return fingerprinter.finalize()
    }

    /// The tagged byte stream piped into `xxh128sum` (Debian's xxhash 0.8.1):
    /// `printf '\x01\x03\0\0\0\0\0\0\0abc'` for "abc"; for the object, tag 7
    /// with count 1, "a" as tag 1 with length 1, then tag 2 with the value 1;
    /// for the long string (past the 4 KB buffer, hashed in place) tag 1 with
    /// length 10000, the bytes, then `true` as tag 3 with 1.
    @Test func knownFingerprints() {
        #expect(Self.fingerprint(["abc"]) == "96985bff5e7464a3ac39467edd5f3b6d")
        #expect(Self.fingerprint([["a": .int(1)]]) == "0027cb15534b384968dbd0e22f1ef63a")
        #expect(Self.fingerprint([.string(String(repeating: "x", count: 10_000)), .bool(true)]) == "e281a977e884025f965c1a1222437918")
    }

    /// Values that differ only in where one ends and the next begins, or in
    /// type, fingerprint differently.
    @Test func fingerprintsSeparateValues() {
        let fingerprint = Self.fingerprint
        let distinct = [
            fingerprint(["ab", "c"]), fingerprint(["a", "bc"]), fingerprint(["abc"]),
            fingerprint([.int(1)]), fingerprint([.string("1")]), fingerprint([.bool(true)]), fingerprint([.double(1)]),
            fingerprint([.list(["a"])]), fingerprint([["a": "b"]]), fingerprint([["b": "a"]]), fingerprint([.null]),
            fingerprint([.string(String(repeating: "x", count: 10_000))]), fingerprint([.string(String(repeating: "x", count: 10_001))]),
        ]
        #expect(Set(distinct).count == distinct.count)
        #expect(fingerprint([["a": "1", "b": "2"]]) == fingerprint([["b": "2", "a": "1"]]), "key order does not matter")
        #expect(distinct.allSatisfy { $0.count == 32 })
    }

    /// However the values fall across the 4 KB buffer's flushes (small
    /// ones gathered, large ones hashed in place), the digest is XXH3 of the
    /// one tagged stream.
    @Test func bufferingDoesNotChangeTheDigest() {
        let strings = (0..<3000).map { "word-\($0)-" + String(repeating: "y", count: $0 % 97) } + [String(repeating: "z", count: 9000), "end"]
        var fingerprinter = Fingerprinter()
        var stream: [UInt8] = []
        for text in strings {
            fingerprinter.add(text)
            stream.append(1)
            for index in 0..<8 { stream.append(UInt8(truncatingIfNeeded: text.utf8.count >> (index * 8))) }
            stream.append(contentsOf: text.utf8)
        }
        #expect(stream.count > 100_000)
        #expect(fingerprinter.finalize() == XXH3Tests.hex(stream))
    }
}
