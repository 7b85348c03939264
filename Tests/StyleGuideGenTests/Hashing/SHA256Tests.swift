import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples, and lengths around the padding boundary checked
    /// against the system's sha256sum.
    @Test func knownDigests() throws {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
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

    /// Feeding a message in pieces of any size gives the one-shot digest.
    @Test func streamingMatchesOneShot() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 63, 64, 65, 127, 128, 129, 4096, 10_001] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = SHA256.hex(bytes)
            var hasher = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...150, using: &generator))
                hasher.update(bytes[start..<end])
                start = end
            }
            #expect(SHA256.hexString(hasher.finalize()) == expected, "length \(length)")
        }
    }
}
