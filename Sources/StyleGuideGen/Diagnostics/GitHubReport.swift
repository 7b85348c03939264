import Foundation

/// What `check --format github` gives a pull request: annotations a team can act on (one per code,
/// with how many more there are, errors first, within GitHub's 10 per kind and step), and the whole
/// list as a table for the job summary (`GITHUB_STEP_SUMMARY`).
public enum GitHubReport {
    /// GitHub shows at most this many annotations of each kind per step.
    public static let annotationLimit = 10
    /// A step summary may hold 1 MiB; the table stops short of it.
    static let summaryLimit = 900_000

    /// The diagnostics of one code and severity, the first the one annotated.
    struct Group {
        var diagnostics: [Diagnostic]
        var first: Diagnostic { diagnostics[0] }
        /// Distinct tokens, components or templates it concerns.
        var subjects: Int { Set(diagnostics.map { $0.subject ?? $0.location?.description ?? "" }).count }
    }

    /// Errors, then warnings, then notes; in each, a root cause first (a file that did not parse, a
    /// broken set), then the codes that concern the most.
    static func groups(_ diagnostics: [Diagnostic]) -> [Group] {
        let groups = diagnostics.groupedInOrder { "\($0.severity.rawValue) \($0.code.id)" }.map { _, all in
            // The first one in a file of the project is the one to annotate.
            let isInProject = { (d: Diagnostic) in d.location.map { !$0.file.hasSuffix(TemplateFiles.builtInSuffix) } ?? false }
            return Group(diagnostics: all.filter(isInProject) + all.filter { !isInProject($0) })
        }
        return groups.sorted { a, b in
            guard a.first.severity == b.first.severity else { return a.first.severity > b.first.severity }
            guard RootCauses.isCause(a.first) == RootCauses.isCause(b.first) else { return RootCauses.isCause(a.first) }
            return (-a.subjects, -a.diagnostics.count, a.first.code.id) < (-b.subjects, -b.diagnostics.count, b.first.code.id)
        }
    }

    /// Workflow commands, at most `annotationLimit` of each kind: past it, the last names the rest.
    /// The first, a root cause when there is one, says how many may follow from it.
    public static func annotations(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        var fixFirst = RootCauses(diagnostics).fixFirst()
        for severity in [Severity.error, .warning, .note] {
            let kind = groups(diagnostics).filter { $0.first.severity == severity }
            let shown = kind.count > annotationLimit ? Array(kind.prefix(annotationLimit - 1)) : kind
            for group in shown {
                var first = group.first
                if let note = fixFirst {
                    first.message += " (\(note))"
                    fixFirst = nil
                }
                let more = group.diagnostics.count - 1
                if more > 0 { first.message += " (and \(more) more \(first.code.id): the job summary lists them all)" }
                text += DiagnosticFormatter.github(first)
            }
            let rest = kind.dropFirst(shown.count)
            if !rest.isEmpty {
                let count = rest.reduce(0) { $0 + $1.diagnostics.count }
                let codes = rest.map(\.first.code.id).joined(separator: ", ")
                text += DiagnosticFormatter.githubCommand(severity, title: "styleguide: \(count) more",
                                                          message: "\(count) more in \(rest.count) other codes (\(codes)): the job summary lists them all")
            }
        }
        return text
    }

    /// A Markdown table of every diagnostic, grouped as the annotations are, for `GITHUB_STEP_SUMMARY`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        var text = "## styleguide check\n\n" + (diagnostics.isEmpty ? "No problems.\n" : DiagnosticSummary(diagnostics).description + "\n")
        guard !diagnostics.isEmpty else { return text }
        let split = RootCauses(diagnostics)
        if let note = split.fixFirst(place: " below") {
            let named = split.causes.prefix(3).map { "`\($0.code.id)`" + ($0.location.map { " at \($0)" } ?? "") }.joined(separator: ", ")
            let others = split.causes.count > 3 ? " and \(split.causes.count - 3) more" : ""
            text += "\nRoot cause\(split.causes.count == 1 ? "" : "s"): \(named)\(others); \(note).\n"
        }
        text += "\n| | Code | Where | Concerns | Message |\n|---|---|---|---|---|\n"
        var written = 0
        for group in groups(diagnostics) {
            for diagnostic in group.diagnostics {
                let row = "| \(diagnostic.severity.rawValue) | `\(diagnostic.code.id)` | \(cell(diagnostic.location?.description ?? "")) | \(cell(diagnostic.subject ?? "")) | \(cell(diagnostic.message)) |\n"
                guard text.utf8.count + row.utf8.count < summaryLimit else {
                    return text + "\n\(diagnostics.count - written) more not listed (the summary's size limit); `report.json` of a build has them all.\n"
                }
                text += row
                written += 1
            }
        }
        return text
    }

    /// The summary added to the file GitHub names in `GITHUB_STEP_SUMMARY`, after what earlier steps wrote.
    public static func appendSummary(_ diagnostics: [Diagnostic], to path: String, fileSystem: FileSystem = LocalFileSystem()) throws {
        let earlier = fileSystem.fileExists(path) ? try fileSystem.readFile(path) : Data()
        try fileSystem.writeFile(earlier + Data(summary(diagnostics).utf8), to: path)
    }

    /// Table cell text: no line breaks, pipes escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
