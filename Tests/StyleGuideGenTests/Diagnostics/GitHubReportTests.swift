import Foundation
import Testing
@testable import StyleGuideGen

/// `check --format github`: annotations a team can act on, and the whole list in the job summary.
@Suite struct GitHubReportTests {
    /// 100 repeats of one warning, eleven other warning codes, three errors (one in a built-in template).
    static let diagnostics: [Diagnostic] = {
        var all = (1...100).map { line in
            Diagnostic.warning(.formatHexColor, "colour written as a hex string", at: SourceLocation(file: "tokens/colors.json", line: line, column: 5), subject: "color.c\(line)")
        }
        let others: [DiagnosticCode] = [.formatUnitString, .formatInferredType, .formatCSSColor, .formatNumberString, .formatInterpolation, .formatUnitlessZero,
                                        .formatUnknownUnit, .formatLegacyTokens, .formatGroupReference, .formatInvalidName, .formatExpression]
        all += others.enumerated().map { index, code in .warning(code, "other \(index)", at: SourceLocation(file: "tokens/more.json", line: index + 1, column: 1), subject: "t\(index)") }
        all.insert(.error(.contrastUnknownToken, "no token", at: SourceLocation(file: "templates/components/row.css (built-in)", line: 4, column: 2)), at: 3)
        all.insert(.error(.jsonSyntax, "expected ','", at: SourceLocation(file: "tokens/broken.json", line: 7, column: 9)), at: 50)
        all.append(.error(.componentMissingToken, "reads --x", at: SourceLocation(file: "templates/components/card.css", line: 2, column: 3), subject: "card"))
        return all
    }()

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func errorsComeFirstThenTheWarningsThatConcernTheMost() {
        let lines = Self.lines(GitHubReport.annotations(Self.diagnostics))
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("::error ") }, "\(lines.prefix(3))")
        #expect(lines[0].hasPrefix("::error file=tokens/broken.json,line=7,col=9,title=styleguide json/syntax::"), "the root cause first: \(lines[0])")
        #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix("::warning ") })
        #expect(lines[3] == "::warning file=tokens/colors.json,line=1,col=5,title=styleguide format/hex-color [color.c1]::colour written as a hex string (and 99 more format/hex-color: the job summary lists them all)")
    }

    @Test func annotationsStayWithinGitHubsLimitsAndTheLastNamesTheRest() {
        let lines = Self.lines(GitHubReport.annotations(Self.diagnostics))
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(warnings.count == GitHubReport.annotationLimit)
        #expect(warnings.last?.hasPrefix("::warning title=styleguide%3A 3 more::3 more in 3 other codes (") == true, "\(warnings.last ?? "")")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 3)
    }

    @Test func everyAnnotationWithAFileIsOnAFileOfTheProject() {
        let lines = Self.lines(GitHubReport.annotations(Self.diagnostics))
        let files = lines.compactMap { line in line.range(of: "file=").map { String(line[$0.upperBound...].prefix { $0 != "," }) } }
        #expect(!files.isEmpty && files.allSatisfy { !$0.contains("built-in") }, "\(files)")
        #expect(lines.contains { $0.hasPrefix("::error title=styleguide contrast/unknown-token::no token (in templates/components/row.css (built-in):4:2)") })
    }

    @Test func theJobSummaryListsEveryDiagnosticInTheSameOrder() {
        let summary = GitHubReport.summary(Self.diagnostics)
        let rows = Self.lines(summary).filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
        #expect(rows.count == Self.diagnostics.count)
        #expect(rows.first?.hasPrefix("| error | `") == true && rows[3].hasPrefix("| warning | `format/hex-color` | tokens/colors.json:1:5 | color.c1 |"), "\(rows.prefix(4))")
        #expect(summary.hasPrefix("## styleguide check\n\n3 errors"), "\(summary.prefix(80))")
    }

    /// The command appends the table to the file `GITHUB_STEP_SUMMARY` names, after what is there.
    @Test func checkAddsTheTableToTheStepSummary() throws {
        let project = try TemporaryProject(files: ["docs/index.md": "# Home\n", "tokens/t.tokens.json": "{\"c\": {\"$type\": \"color\", \"$value\": \"#ff000080\"}}\n"])
        try project.write("summary.md", "earlier step\n")
        let run = try CommandLineTests.run(["check", ".", "--format", "github"], in: project.root, environment: ["GITHUB_STEP_SUMMARY": project.root + "/summary.md"])
        let summary = try #require(project.read("summary.md"))
        #expect(summary.hasPrefix("earlier step\n## styleguide check\n"), "\(summary.prefix(200))")
        #expect(summary.contains("| warning | `format/hex-alpha` | tokens/t.tokens.json:1:"), "\(summary.prefix(600)) / \(run.stdout.prefix(300))")
    }
}
