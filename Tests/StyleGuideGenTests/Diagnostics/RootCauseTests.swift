import Foundation
import Testing
@testable import StyleGuideGen

/// Root cause first, everywhere, on copies of a real system (Sage, a Tokens Studio project) broken as
/// a user breaks one: the terminal, the diagnostics page and the GitHub annotations show the file
/// that did not parse, or the set that is missing, first, with what may follow from it folded under it.
@Suite struct RootCauseTests {
    /// Sage with `$themes.json`'s set `mode/light` removed, or a stray `{` in `core.json`.
    static func brokenSage(_ breakage: (TemporaryProject) throws -> Void) throws -> TemporaryProject {
        let copy = try ExistingProjectInitializerTests.corpusCopy("sage")
        try breakage(copy)
        return copy
    }

    static func missingSet() throws -> TemporaryProject {
        try brokenSage { try FileManager.default.removeItem(atPath: $0.root + "/data/tokens/mode/light.json") }
    }

    static func strayBrace() throws -> TemporaryProject {
        try brokenSage { copy in
            var lines = try #require(copy.read("data/tokens/core.json")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines[2] = "{" + lines[2]
            try copy.write("data/tokens/core.json", lines.joined(separator: "\n"))
        }
    }

    static func build(_ project: TemporaryProject) throws -> [Diagnostic] {
        SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).diagnostics
    }

    @Test func aSetThatThemesNameButNoFileHoldsIsTheRootCause() throws {
        let diagnostics = try Self.build(try Self.missingSet())
        let split = RootCauses(diagnostics)
        #expect(split.causes.map(\.code) == [.resolverUnknownSet])
        #expect(split.causes.first?.location == SourceLocation(file: "data/tokens/$themes.json", line: 325, column: 7))
        let unresolved = split.rest.filter { $0.code == .formatUnknownReference && $0.severity == .error }
        #expect(unresolved.count > 700, "the aliases into mode/light that follow: \(unresolved.count)")

        let lines = DiagnosticFormatter.terminal(diagnostics).split(separator: "\n").map(String.init)
        #expect(lines[0] == split.causes[0].description)
        let errors = split.rest.filter { $0.severity == .error }.count
        #expect(lines[1] == "note: fix this first: the \(split.rest.count) diagnostics below (\(errors) errors) may follow from it")
    }

    /// The page shows the cause's group, then the rest folded under a count, in the terminal's split.
    @Test func theDiagnosticsPageFoldsWhatFollowsUnderTheCause() throws {
        for project in [try Self.missingSet(), try Self.strayBrace()] {
            let diagnostics = try Self.build(project)
            let split = RootCauses(diagnostics)
            let cause = try #require(split.causes.first)
            let page = try #require(project.read("site/diagnostics.html"))
            let errors = split.rest.filter { $0.severity == .error }.count
            let causeGroup = try #require(page.range(of: "<h2 id=\"\(DiagnosticsPage.anchor(for: cause.code))\">"))
            let fold = try #require(page.range(of: "<details class=\"diagnostics-page__following\">\n<summary>\(split.rest.count) diagnostics (\(errors) errors) that may follow from it</summary>"))
            let unresolved = try #require(page.range(of: "<h2 id=\"code-format-unknown-reference\">"))
            #expect(causeGroup.lowerBound < fold.lowerBound && fold.lowerBound < unresolved.lowerBound, "\(cause.code.id) first, the rest folded")
            #expect(page.contains("<p class=\"diagnostics-page__first\">Fix this first: the \(split.rest.count) diagnostics folded below (\(errors) errors) may follow from it.</p>"))
            // Each diagnostic once: the cause above the fold only.
            #expect(page.components(separatedBy: "<h2 id=\"\(DiagnosticsPage.anchor(for: cause.code))\">").count == 2)
            #expect(page.components(separatedBy: "<li><span class=\"diagnostics-list__severity\">").count - 1 == diagnostics.count)
        }
    }

    @Test func aStrayBraceIsTheFirstAnnotationWithACountOfWhatFollows() throws {
        let project = try Self.strayBrace()
        let diagnostics = ProjectCheck().run(path: project.root, strict: false)
        let split = RootCauses(diagnostics)
        #expect(split.causes.map(\.code) == [.jsonSyntax])
        let errors = split.rest.filter { $0.severity == .error }.count
        #expect(errors > 600, "the references into core that follow: \(errors)")
        let first = GitHubReport.annotations(diagnostics).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == "::error file=data/tokens/core.json,line=3,col=1,title=styleguide json/syntax::expected a key (a quoted string or a name without quotes), found '{' "
            + "(fix this first: the \(split.rest.count) diagnostics (\(errors) errors) may follow from it)")
        let summary = GitHubReport.summary(diagnostics)
        #expect(summary.contains("\nRoot cause: `json/syntax` at data/tokens/core.json:3:1; fix this first: the \(split.rest.count) diagnostics below (\(errors) errors) may follow from it.\n"))
    }

    /// A resolver naming a set it does not declare stops loading: the error is a root cause, alone.
    @Test func aResolverSetThatIsMissingIsARootCause() throws {
        let copy = try ExistingProjectInitializerTests.corpusCopy("little-league")
        let resolver = try #require(copy.read("tokens.resolver.json"))
        try copy.write("tokens.resolver.json", resolver.replacingOccurrences(of: "{ \"$ref\": \"#/sets/core\" }", with: "{ \"$ref\": \"#/sets/base\" }"))
        let diagnostics = ProjectCheck().run(path: copy.root, strict: false)
        let cause = try #require(RootCauses(diagnostics).causes.first)
        #expect(cause.code == .resolverInvalidReference)
        #expect(cause.message == "reference to the unknown set 'base'")
        #expect(GitHubReport.annotations(diagnostics).hasPrefix("::error file=tokens.resolver.json,line="))
    }

    /// A font file that cannot be read is a warning: nothing follows from it, nothing is folded.
    @Test func onlyAnErrorIsARootCause() {
        let font = Diagnostic.warning(.ioUnreadable, "cannot read the font file", at: SourceLocation(file: "fonts/a.woff2", line: 1, column: 1))
        let split = RootCauses([.warning(.formatHexColor, "hex"), font])
        #expect(split.causes.isEmpty)
        #expect(split.fixFirst() == nil && split.mayFollow == nil)
        #expect(!DiagnosticFormatter.terminal([.warning(.formatHexColor, "hex"), font]).contains("fix this first"))
    }
}
