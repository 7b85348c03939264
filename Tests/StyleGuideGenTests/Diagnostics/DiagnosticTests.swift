import Testing
@testable import StyleGuideGen

@Suite struct DiagnosticTests {
    private static let here = SourceLocation(file: "a.tokens.json", line: 3, column: 14)

    @Test func printsLikeACompilerWithItsCode() {
        let d = Diagnostic.error(.formatInvalidValue, "expected a number", at: Self.here, subject: "size.small")
        #expect(d.description == "a.tokens.json:3:14: error: expected a number [size.small] (format/invalid-value)")
    }

    @Test func sortsByLocationThenKeepsOrder() {
        var bag = DiagnosticBag()
        bag.append(.warning(.formatHexColor, "late", at: SourceLocation(file: "b", line: 1, column: 1)))
        bag.append(.error(.ioNotFound, "no place"))
        bag.append(.error(.formatInvalidValue, "early", at: SourceLocation(file: "a", line: 9, column: 2)))
        #expect(bag.sorted.map(\.message) == ["early", "late", "no place"])
    }

    @Test func appendUniqueKeepsEachProblemOnce() {
        var bag = DiagnosticBag()
        let one = Diagnostic.warning(.formatHexColor, "hex", at: Self.here)
        bag.appendUnique([one, one])
        bag.appendUnique([one, .warning(.formatHexAlpha, "alpha", at: Self.here)])
        #expect(bag.all.map(\.code) == [.formatHexColor, .formatHexAlpha])
    }

    /// `--strict` makes deviations errors and leaves other warnings alone.
    @Test func strictPromotesOnlyDeviationsFromTheSpec() {
        let found: [Diagnostic] = [
            .warning(.formatHexAlpha, "hex alpha", at: Self.here),
            .warning(.jsonDuplicateKey, "duplicate", at: Self.here),
            .note(.jsonDuplicateKey, "first here", at: Self.here),
            .warning(.resolverUnusedSet, "unused", at: Self.here),
            .error(.formatInvalidValue, "bad", at: Self.here),
        ]
        let strict = DiagnosticPolicy(strict: true).apply(found)
        #expect(strict.map(\.severity) == [.error, .warning, .note, .warning, .error])
        #expect(DiagnosticPolicy().apply(found) == found)
    }

    /// The config's levels change warnings and notes; errors stay errors; strict wins for deviations.
    @Test func levelsChangeWarningsButNeverErrors() {
        let found: [Diagnostic] = [
            .warning(.formatHexAlpha, "hex alpha", at: Self.here),
            .warning(.formatUnknownUnit, "em", at: Self.here),
            .warning(.jsonDuplicateKey, "duplicate", at: Self.here),
            .error(.formatInvalidValue, "bad", at: Self.here),
        ]
        let levels: [DiagnosticCode: DiagnosticPolicy.Level] = [.formatHexAlpha: .off, .formatUnknownUnit: .error, .jsonDuplicateKey: .note, .formatInvalidValue: .off]
        let lenient = DiagnosticPolicy(levels: levels).apply(found)
        #expect(lenient.map(\.code) == [.formatUnknownUnit, .jsonDuplicateKey, .formatInvalidValue])
        #expect(lenient.map(\.severity) == [.error, .note, .error])
        let strict = DiagnosticPolicy(strict: true, levels: levels).apply(found)
        #expect(strict.map(\.code) == [.formatHexAlpha, .formatUnknownUnit, .jsonDuplicateKey, .formatInvalidValue])
        #expect(strict.map(\.severity) == [.error, .error, .note, .error])
    }

    @Test func theSummaryCountsByCodeMostFrequentFirst() {
        let found: [Diagnostic] = [
            .warning(.formatUnknownType, "a"), .warning(.formatHexAlpha, "b"), .warning(.formatUnknownType, "c"),
            .error(.formatInvalidValue, "d"), .note(.jsonDuplicateKey, "e"),
        ]
        #expect(DiagnosticSummary(found).description == "1 error: 1 format/invalid-value; 3 warnings: 2 format/unknown-type, 1 format/hex-alpha; 1 note")
        #expect(DiagnosticSummary([]).description == "no problems")
    }

    @Test func aTerminalShowsFiftyOfOneCodeAndCountsTheRest() {
        let many = (0..<53).map { Diagnostic.warning(.formatHexColor, "hex \($0)", at: SourceLocation(file: "a", line: $0 + 1, column: 1)) }
        let text = DiagnosticFormatter.terminal(many + [.warning(.formatHexAlpha, "alpha")])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 52)
        #expect(lines.filter { $0.hasSuffix("(format/hex-color)") }.count == 50)
        #expect(lines.last == "note: 3 more format/hex-color not shown (53 in all; every diagnostic is in report.json)")
    }

    /// A file that did not parse comes first, whatever its place, with how many may follow from it.
    @Test func theTerminalShowsTheRootCauseFirst() {
        let knockOn = (1...3).map { Diagnostic.error(.configMapUnknownToken, "names t\($0)", at: SourceLocation(file: "a.json", line: $0, column: 1)) }
        let cause = Diagnostic.error(.jsonSyntax, "expected a key", at: SourceLocation(file: "z.json", line: 9, column: 2))
        let lines = DiagnosticFormatter.terminal(knockOn + [.note(.formatHexAlpha, "alpha"), cause]).split(separator: "\n").map(String.init)
        #expect(lines.first == cause.description)
        #expect(lines[1] == "note: fix this first: the 4 diagnostics below (3 errors) may follow from it")
        #expect(lines.count == 6)
    }

    /// A built-in default is no file of the user's repository: GitHub gets no `file=` for it.
    @Test func githubNeverAnnotatesABuiltInTemplate() {
        let d = Diagnostic.error(.contrastUnknownToken, "no token", at: SourceLocation(file: "templates/components/row.css (built-in)", line: 4, column: 2))
        #expect(DiagnosticFormatter.format([d], as: .github)
            == "::error title=styleguide contrast/unknown-token::no token (in templates/components/row.css (built-in):4:2)\n")
    }

    @Test func jsonAndGithubCarryTheCode() {
        let d = Diagnostic.warning(.formatHexAlpha, "alpha", at: Self.here, subject: "c")
        #expect(DiagnosticFormatter.format([d], as: .json).contains("\"code\": \"format/hex-alpha\""))
        #expect(DiagnosticFormatter.format([d], as: .github) == "::warning file=a.tokens.json,line=3,col=14,title=styleguide format/hex-alpha [c]::alpha\n")
    }
}
