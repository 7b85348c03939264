import Foundation
import Testing
@testable import StyleGuideGen

/// Huge, deep and combinatorial inputs: a diagnostic or a result in
/// reasonable time, never a stack overflow or an attempt at the impossible.
@Suite struct HostileSizeTests {
    static let tenMegabytes = 10 * 1024 * 1024

    @Test func aTenMegabyteMarkdownLineBuilds() throws {
        let sandbox = try HostileSandbox()
        let line = String(repeating: "word <b>&amp; ", count: Self.tenMegabytes / 14)
        try sandbox.write("docs/huge.md", "# Huge\n\n" + line + "\n")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try #require(sandbox.site["huge.html"])
        #expect(page.count > Self.tenMegabytes, "the whole line is on the page")
    }

    @Test func aTenMegabyteTokenStringValueLoads() throws {
        let family = String(repeating: "a", count: Self.tenMegabytes)
        let json = "{ \"font\": { \"$type\": \"fontFamily\", \"$value\": \"\(family)\", \"$description\": \"\(family)\" } }"
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.prefix(3))")
        #expect(project?.defaultPermutation?.tokens.tokens.first?.description?.count == Self.tenMegabytes)
    }

    /// Arithmetic 50,000 parentheses deep, 50,000 signs deep, or 60,000 terms long: an error at the token.
    static let hugeExpressions = [
        "parentheses": String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000),
        "signs": String(repeating: "-", count: 50_000) + "1",
        "terms": Array(repeating: "1", count: 60_000).joined(separator: "+"),
    ]

    @Test(arguments: hugeExpressions.keys.sorted())
    func hugeArithmeticIsADiagnostic(shape: String) throws {
        let json = "{\"n\": {\"$type\": \"number\", \"$value\": \"\(Self.hugeExpressions[shape] ?? "")\"}}"
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        #expect(diagnostics.contains { $0.code == .formatInvalidExpression && $0.message.contains("nests deeper than 64 levels or holds more than 1000 operations") },
                "\(diagnostics.map { String($0.description.suffix(160)) })")
        #expect(project?.defaultPermutation?.tokens["n"] == nil)
    }

    /// Signs with no operand: too deep to parse past 64 levels (an arithmetic error), and no
    /// arithmetic at all in 32 bytes (strings that short, with no digit, `.`, `{` or `(`, are not
    /// parsed as arithmetic: `semi-bold`, `sans-serif`), where the number's own check speaks.
    @Test(arguments: [(70, true), (32, false)])
    func signsWithoutAnOperand(count: Int, nestsTooDeep: Bool) throws {
        let json = "{\"n\": {\"$type\": \"number\", \"$value\": \"\(String(repeating: "-", count: count))\"}, \"w\": {\"$type\": \"fontWeight\", \"$value\": \"semi-bold\"}}"
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        #expect(diagnostics.contains { $0.code == .formatInvalidExpression && $0.message.contains("nests deeper than 64 levels") } == nestsTooDeep)
        #expect(diagnostics.contains { $0.code == .formatInvalidValue && $0.subject == "n" } == !nestsTooDeep, "\(diagnostics)")
        #expect(project?.defaultPermutation?.tokens["n"] == nil)
        #expect(project?.defaultPermutation?.tokens["w"]?.value == .fontWeight(FontWeightValue(weight: 600, keyword: "semi-bold")))
    }

    @Test func tenThousandNestedGroupsAreADiagnostic() throws {
        let depth = 10_000
        let json = String(repeating: "{\"g\":", count: depth) + "{\"$type\":\"number\",\"$value\":1}" + String(repeating: "}", count: depth)
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        #expect(project?.defaultPermutation?.tokens.tokens.isEmpty ?? true)
        #expect(diagnostics.map(\.description) == ["/p/tokens/a.tokens.json:1:\(5 * JSONParser.defaultMaxDepth + 1): error: nesting is deeper than \(JSONParser.defaultMaxDepth) levels (json/too-deep)"])

        let sandbox = try HostileSandbox()
        let built = try sandbox.expectFailureWritesTheRest { try sandbox.write("tokens/base.tokens.json", json) }
        #expect(built.contains { $0.description.contains("nesting is deeper than") && $0.location?.file == "tokens/base.tokens.json" })
    }

    /// `t0 -> t1 -> ... -> t99999 -> 1`, in both file orders.
    @Test(arguments: [false, true])
    func anAliasChainOfAHundredThousandEndsInADiagnosticOrAValue(reversed: Bool) throws {
        let count = 100_000
        var members = (0..<count - 1).map { "\"t\($0)\": { \"$value\": \"{t\($0 + 1)}\" }" }
        members.append("\"t\(count - 1)\": { \"$value\": 1 }")
        if reversed { members.reverse() }
        let json = "{ \"$type\": \"number\", " + members.joined(separator: ",\n") + " }"
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        let tokens = project?.defaultPermutation?.tokens.tokens ?? []
        // A plain chain is walked from its end: every token resolves, no depth limit.
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(tokens.count == count)
        #expect(tokens.allSatisfy { $0.value == .number(1) })
    }

    /// `g1` holds two groups extending `g0`, `g2` two extending `g1`...: 2^30
    /// tokens if expanded. Refused once the copies pass the limit.
    @Test func groupsExtendingGroupsTwicePerLevelAreRefusedNotExpanded() throws {
        var members = [#""g0": { "t": { "$type": "number", "$value": 1 } }"#]
        for level in 1...30 {
            members.append("\"g\(level)\": { \"a\": { \"$extends\": \"{g\(level - 1)}\" }, \"b\": { \"$extends\": \"{g\(level - 1)}\" } }")
        }
        let json = "{ " + members.joined(separator: ",\n") + " }"
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.description.contains("would copy more than \(GroupExtendsExpander.maxCopiedMembers) tokens and groups") == true, "\(errors)")
        #expect(errors.first?.location?.line ?? 0 > 1)
        #expect((project?.defaultPermutation?.tokens.tokens.count ?? 0) <= GroupExtendsExpander.maxCopiedMembers)
    }

    @Test func aResolverWithTwoToTheTwentyPermutationsIsRefused() throws {
        let modifiers = (0..<20).map { "\"m\($0)\": { \"contexts\": { \"a\": [], \"b\": [] } }" }.joined(separator: ", ")
        let order = (0..<20).map { "{ \"$ref\": \"#/modifiers/m\($0)\" }" }.joined(separator: ", ")
        let resolver = """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { \(modifiers) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, \(order)] }
            """
        let fileSystem = InMemoryFileSystem(text: ["/p/tokens/app.resolver.json": resolver, "/p/tokens/base.tokens.json": HostileSandbox.goodTokens])
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: fileSystem)
        #expect(project == nil)
        #expect(diagnostics.map(\.description) == ["/p/tokens/app.resolver.json:1:1: error: the resolver's modifiers give 1048576 permutations; at most 4096 are supported (resolver/too-many-permutations)"])

        let sandbox = try HostileSandbox()
        let built = try sandbox.expectFailureKeepsPreviousSite { try sandbox.write("tokens/app.resolver.json", resolver) }
        #expect(built.map(\.description) == ["tokens/app.resolver.json:1:1: error: the resolver's modifiers give 1048576 permutations; at most 4096 are supported (resolver/too-many-permutations)"])
    }

    @Test func deeplyNestedMarkdownAndTemplatesAreHandled() throws {
        // 10,000 nested block quotes and list items: cmark copes; the page is written.
        let sandbox = try HostileSandbox()
        try sandbox.write("docs/deep.md", "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "quote\n\n" + String(repeating: "- ", count: 2_000) + "item\n")
        let result = sandbox.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        // 10,000 nested Mustache sections in a template: an error at the template, old site kept.
        let template = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
        let diagnostics = try sandbox.expectFailureKeepsPreviousSite { try sandbox.write("templates/partials/toc.html", template) }
        #expect(diagnostics.contains { $0.description.contains("sections nest deeper than") && ($0.location?.file ?? "").hasPrefix("templates/partials/toc.html") }, "\(diagnostics)")
    }
}

extension HostileSizeTests {
    @Test func projectPartialsIncludingEachOtherTwicePerLevelFailTheBuild() throws {
        let sandbox = try HostileSandbox()
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        let diagnostics = try sandbox.expectFailureKeepsPreviousSite {
            try sandbox.write("templates/partials/lol0.html", "lol")
            for level in 1...40 {
                try sandbox.write("templates/partials/lol\(level).html", "{{>partials/lol\(level - 1)}}{{>partials/lol\(level - 1)}}")
            }
            try sandbox.write("templates/partials/nav.html", "{{>partials/lol40}}")
            let start = clock.now
            _ = sandbox.build()
            elapsed = clock.now - start
        }
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("over the 64 MB a page may have")
                && $0.message.contains("`partials/nav` > `partials/lol40` > `partials/lol39`") }, "\(diagnostics)")
        print("billion-laughs project build failed after \(elapsed)")
    }
}
