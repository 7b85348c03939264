import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SHA256Tests {
    /// The FIPS 180-4 / NIST examples.
    @Test func knownDigests() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding boundary, checked against the system's sha256sum.
    @Test func matchesSha256sum() throws {
        for length in [55, 56, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(bytes))
            try input.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(SHA256.hex(bytes) == String(text.prefix(64)), "length \(length)")
        }
    }

    /// Feeding a message in pieces of any size gives the one-shot digest;
    /// non-contiguous sequences are hashed like their bytes.
    @Test func streamingMatchesOneShot() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 63, 64, 65, 127, 128, 129, 4096, 10_001] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = SHA256.digest(bytes)
            var hasher = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...150, using: &generator))
                hasher.update(bytes[start..<end])
                start = end
            }
            #expect(hasher.finalize() == expected, "length \(length)")
        }
        var hasher = SHA256()
        hasher.update("ab".utf8.lazy.map { $0 })
        hasher.update(CollectionOfOne(UInt8(ascii: "c")))
        #expect(Hex.string(hasher.finalize()) == SHA256.hex(Array("abc".utf8)))
    }
}
