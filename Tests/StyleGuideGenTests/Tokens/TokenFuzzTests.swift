import Foundation
import Testing
@testable import StyleGuideGen

/// Feeds damaged copies of every fixture to the loader: it must answer with
/// diagnostics (or a token set), never trap.
@Suite struct TokenFuzzTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let interesting: [UInt8] = Array("{}[]\",:\\{}.$#/~0123456789-eE".utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xE2, 0x80]

    static func mutate(_ bytes: [UInt8], using rng: inout SplitMix) -> [UInt8] {
        var out = bytes
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !out.isEmpty else { out.append(interesting.randomElement(using: &rng) ?? 0); continue }
            let i = Int.random(in: 0..<out.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: out[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
            case 1: out.remove(at: i)
            case 2: out.insert(interesting.randomElement(using: &rng) ?? 0, at: i)
            default: out[i] = interesting.randomElement(using: &rng) ?? 0
            }
        }
        return out
    }

    @Test func damagedFixturesNeverTrap() {
        let inputs = Fixtures.allFixtureBytes().map { [UInt8]($0) }
        #expect(inputs.count >= 170)
        var rng = SplitMix(state: 0x5EED)
        var runs = 0
        var failures = 0
        for (index, original) in inputs.enumerated() {
            var variants: [[UInt8]] = [Array(original.prefix(original.count / 2)), Array(original.dropLast())]
            for _ in 0..<18 { variants.append(Self.mutate(original, using: &rng)) }
            for variant in variants {
                let (set, diagnostics) = TestTokenLoader().load(Data(variant), file: "fuzz\(index).json")
                runs += 1
                if set == nil || diagnostics.contains(where: { $0.severity == .error }) {
                    failures += 1
                    #expect(diagnostics.allSatisfy { $0.location == nil || ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
                }
            }
        }
        #expect(runs >= 3000)
        // Truncation alone breaks every file, so most variants must be rejected with a diagnostic.
        #expect(failures > runs / 4)
    }

    @Test func damagedResolversNeverTrap() throws {
        let folder = Fixtures.root.appendingPathComponent("resolver/themes").path
        let files = try LocalFileSystem().filesRecursively(under: folder)
        var base: [String: Data] = [:]
        for file in files { base["/p/" + (file.split(separator: "/").last.map(String.init) ?? "")] = try LocalFileSystem().readFile(file) }
        var rng = SplitMix(state: 42)
        for round in 0..<200 {
            var damaged = base
            let key = base.keys.sorted()[round % base.count]
            damaged[key] = Data(Self.mutate([UInt8](base[key] ?? Data()), using: &rng))
            let (project, diagnostics) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(files: damaged))
            #expect(project != nil || !diagnostics.isEmpty)
        }
    }
}
