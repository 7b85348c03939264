import CXXHash
import Testing
@testable import StyleGuideGen

@Suite struct XXH3Tests {
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }

    static func hex(_ bytes: [UInt8]) -> String {
        var hash = XXH3()
        bytes.withUnsafeBytes { hash.update($0) }
        return Hex.string(hash.digest())
    }

    /// "" and "abc", from `printf '' | xxh128sum` and `printf abc | xxh128sum`
    /// (Debian's xxhash 0.8.1).
    @Test func knownStrings() {
        #expect(Self.hex([]) == "99aa06d3014798d86001c324468d497f")
        #expect(Self.hex(Array("abc".utf8)) == "06b05ab6733a618578af5f94892f3950")
    }

    /// `bytes(length)` piped into `xxh128sum` (Debian's xxhash 0.8.1), for
    /// lengths on every branch of XXH3-128 up to a 1 MiB buffer.
    @Test(arguments: [
        (1, "495b62073ef70ca44c5cca45d0f4811f"),
        (3, "46f66cb93538156515f7093b173d005c"),
        (4, "7fefeeffb4d0eab3b987ca5d9241572a"),
        (8, "803c675a846cc6c256bb836ceb6d4baa"),
        (9, "d46556872d230f224376673580310154"),
        (16, "650fe308c566747df853dd94614dfa07"),
        (17, "18217300b5132d5a78c349fe81b2f26c"),
        (128, "b4f87b99d2db8a511e04fad9f0cacb4d"),
        (129, "6881633650cd8924c51bc887976aef63"),
        (240, "de57aab31e77a2ff93e173833f75ab66"),
        (241, "92b991a7192f3f080b3b630948ce4a00"),
        (1000, "f534f51e82a81d29989765d0ea7a5ecd"),
        (1_048_576, "e3503d8de40743b7269eb834f6c110a9"),
    ])
    func matchesXxh128sum(length: Int, expected: String) {
        #expect(Self.hex(Self.bytes(length)) == expected)
    }

    /// Pieces of any size hash like the whole, and like libxxhash's one-shot
    /// `XXH3_128bits`; reading the digest leaves the state as it was.
    @Test func streamingMatchesOneShot() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 5, 16, 17, 128, 129, 240, 241, 1024, 5000, 70_000] {
            let bytes = Self.bytes(length)
            let oneShot = bytes.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) }
            var hash = XXH3()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...300, using: &generator))
                bytes[start..<end].withUnsafeBytes { hash.update($0) }
                start = end
                _ = hash.digest()
            }
            let digest = hash.digest()
            let high = digest[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
            let low = digest[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
            #expect(high == oneShot.high64 && low == oneShot.low64, "length \(length)")
            #expect(Hex.string(digest) == Self.hex(bytes), "length \(length)")
        }
    }
}
