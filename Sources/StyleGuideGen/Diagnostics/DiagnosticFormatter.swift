import Foundation

/// How `check` prints diagnostics.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `file:line:col: error: message [subject]`, like a compiler.
    case text
    /// One JSON document (schema in docs/commands/check.md).
    case json
    /// GitHub Actions workflow commands, so problems show on the pull request.
    case github
}

public enum DiagnosticFormatter {
    public static func format(_ diagnostics: [Diagnostic], as format: DiagnosticFormat) -> String {
        switch format {
        case .text: diagnostics.map { $0.description + "\n" }.joined()
        case .json: json(diagnostics)
        case .github: GitHubReport.annotations(diagnostics)
        }
    }

    /// For a terminal (and serve's overlay): the root causes first (a file that did not parse or
    /// could not be read, a broken set), with a count of what may follow from them; then at most
    /// `limit` diagnostics of each code, and one line saying how many more there are (all are in `report.json`).
    public static func terminal(_ diagnostics: [Diagnostic], limit: Int = 50) -> String {
        let split = RootCauses(diagnostics)
        var text = split.causes.map { $0.description + "\n" }.joined()
        if let note = split.fixFirst(place: " below") { text += "note: \(note)\n" }
        var shown: [DiagnosticCode: Int] = [:]
        for diagnostic in split.rest {
            shown[diagnostic.code, default: 0] += 1
            if shown[diagnostic.code]! <= limit { text += diagnostic.description + "\n" }
        }
        for (code, count) in shown.sorted(by: { $0.key < $1.key }) where count > limit {
            text += "note: \(count - limit) more \(code.id) not shown (\(count) in all; every diagnostic is in report.json)\n"
        }
        return text
    }

    /// `{"version": 1, "summary": {"errors", "warnings", "notes", "codes"}, "diagnostics": [{severity, code, message, file?, line?, column?, subject?}]}`
    static func json(_ diagnostics: [Diagnostic]) -> String {
        var codes: [String: Int] = [:]
        for diagnostic in diagnostics { codes[diagnostic.code.id, default: 0] += 1 }
        let summary: JSONValue = .object([
            ("errors", .number(diagnostics.filter { $0.severity == .error }.count)),
            ("warnings", .number(diagnostics.filter { $0.severity == .warning }.count)),
            ("notes", .number(diagnostics.filter { $0.severity == .note }.count)),
            ("codes", .object(codes.map { ($0.key, .number($0.value)) })),
        ])
        return JSONWriter.write(.object([("version", .number(1)), ("summary", summary), ("diagnostics", .array(diagnostics.map(BuildReport.json)))]))
    }

    /// `::error file=docs/a.md,line=3,col=5,title=styleguide format/hex-alpha [color.x]::message`
    static func github(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        var message = diagnostic.message
        if let location = diagnostic.location, location.file.hasSuffix(TemplateFiles.builtInSuffix) {
            // The repository has no such file: name it in the message, not as an annotation target.
            message += " (in \(location))"
        } else if let location = diagnostic.location {
            properties.append("file=\(escapeProperty(location.file))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        return githubCommand(diagnostic.severity, properties: properties,
                             title: "styleguide \(diagnostic.code.id)" + (diagnostic.subject.map { " [\($0)]" } ?? ""), message: message)
    }

    /// `::error file=...,title=...::message`, escaped.
    static func githubCommand(_ severity: Severity, properties: [String] = [], title: String, message: String) -> String {
        let command = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let all = properties + ["title=\(escapeProperty(title))"]
        return "::\(command) \(all.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Workflow-command escaping (as in @actions/core).
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
