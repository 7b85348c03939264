import Foundation
import Testing
@testable import StyleGuideGen

/// Long reference chains: plain aliases resolve at any length in linear time;
/// nested references past the depth limit report every token they fail.
@Suite struct AliasChainTests {
    static func load(_ json: String) -> ([ResolvedToken], [Diagnostic]) {
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        return (project?.defaultPermutation?.tokens.tokens ?? [], diagnostics)
    }

    /// `t0 -> t1 -> ... -> t(count-1) = 7`, each link written by `link`, in file order or reversed.
    static func chain(_ count: Int, reversed: Bool, link: (Int) -> String) -> String {
        var members = (0..<count - 1).map { "\"t\($0)\": { \"$value\": \(link($0 + 1)) }" }
        members.append("\"t\(count - 1)\": { \"$value\": 7 }")
        if reversed { members.reverse() }
        return "{ \"$type\": \"number\", " + members.joined(separator: ",\n") + " }"
    }

    @Test(arguments: [false, true])
    func aHundredThousandCurlyAliasesResolveFully(reversed: Bool) throws {
        let json = Self.chain(100_000, reversed: reversed) { "\"{t\($0)}\"" }
        let clock = ContinuousClock()
        let start = clock.now
        let (tokens, diagnostics) = Self.load(json)
        let elapsed = clock.now - start
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(tokens.count == 100_000)
        #expect(tokens.allSatisfy { $0.value == .number(7) })
        #expect(tokens.first { $0.name == "t0" }?.aliasOf == ["t1"])
        // Linear: ~4 s alone in a debug build, parse included; quadratic would take hours.
        #expect(elapsed < .seconds(60), "\(elapsed)")
        print("100,000-alias chain (reversed: \(reversed)): \(elapsed)")
    }

    @Test func aThreeThousandPointerChainResolvesFully() throws {
        let json = Self.chain(3_000, reversed: false) { "{ \"$ref\": \"#/t\($0)/$value\" }" }
        let (tokens, diagnostics) = Self.load(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(tokens.count == 3_000 && tokens.allSatisfy { $0.value == .number(7) })
    }

    @Test func aLongCycleIsStillACycle() throws {
        let count = 500
        let members = (0..<count).map { "\"t\($0)\": { \"$value\": \"{t\(($0 + 1) % count)}\" }" }
        let (tokens, diagnostics) = Self.load("{ \"$type\": \"number\", " + members.joined(separator: ", ") + " }")
        #expect(tokens.isEmpty)
        #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.severity == .error })
        #expect(Set(diagnostics.compactMap(\.subject)).count == diagnostics.count, "one error per token at most")
    }

    /// Dimensions whose `value` member points into the next one's value: a
    /// nested reference, resolved in dependency order too (this overflowed the
    /// stack of a debug build before).
    @Test func aChainOfMemberPointersResolvesFully() throws {
        let (tokens, diagnostics) = Self.load(Self.memberPointerChain(2_000, closed: false))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(tokens.count == 2_000 && tokens.allSatisfy { $0.value == .dimension(DimensionValue(value: 3, unit: .px)) })
    }

    static func memberPointerChain(_ count: Int, closed: Bool) -> String {
        var members = (0..<count - 1).map {
            "\"t\($0)\": { \"$value\": { \"value\": { \"$ref\": \"#/t\($0 + 1)/$value/value\" }, \"unit\": \"px\" } }"
        }
        let last = closed ? "{ \"$ref\": \"#/t0/$value/value\" }" : "3"
        members.append("\"t\(count - 1)\": { \"$value\": { \"value\": \(last), \"unit\": \"px\" } }")
        return "{ \"$type\": \"dimension\", " + members.joined(separator: ",\n") + " }"
    }

    /// A cycle longer than the depth limit: nested resolution meets the limit;
    /// every token it fails is reported, none silently dropped.
    @Test func everyTokenFailedByTheDepthLimitIsReported() throws {
        let count = 450
        let (tokens, diagnostics) = Self.load(Self.memberPointerChain(count, closed: true))
        let limit = "reference chain is deeper than \(TokenResolution.maxReferenceDepth) tokens"
        let reported = Set(diagnostics.filter { $0.severity == .error && $0.message.hasPrefix(limit) }.compactMap(\.subject))
        let resolved = Set(tokens.map(\.name))
        #expect(!reported.isEmpty, "the chain is deeper than the limit")
        #expect(reported.isDisjoint(with: resolved))
        #expect(reported.union(resolved) == Set((0..<count).map { "t\($0)" }), "every token resolves or is reported")
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix(limit) }, "\(diagnostics.prefix(3))")
        #expect(diagnostics.allSatisfy { $0.location?.file == "/p/tokens/a.tokens.json" && ($0.location?.line ?? 0) >= 1 })
    }
}
