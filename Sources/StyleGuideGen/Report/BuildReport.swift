import Foundation

/// `report.json`: what a build read, made and found, for CI and review tools.
/// Deterministic: sorted keys, no timestamp unless the build was given a date.
public struct BuildReport: Sendable {
    public var inputs: [(path: String, sha256: String)]
    public var pages: [(path: String, title: String)]
    public var permutations: [[String: String]]
    public var tokenCounts: [String: Int]
    public var contrast: [[String: String]]
    public var diagnostics: [Diagnostic]
    public var date: String?

    public init(inputs: [(path: String, sha256: String)], pages: [(path: String, title: String)], permutations: [[String: String]],
                tokenCounts: [String: Int], contrast: [[String: String]] = [], diagnostics: [Diagnostic], date: String?) {
        self.inputs = inputs
        self.pages = pages
        self.permutations = permutations
        self.tokenCounts = tokenCounts
        self.contrast = contrast
        self.diagnostics = diagnostics
        self.date = date
    }

    public var json: Data {
        var object: [String: Any] = [
            "tool": ["name": "styleguide", "version": StyleGuideVersion.current],
            "inputs": inputs.map { ["path": $0.path, "sha256": $0.sha256] },
            "pages": pages.map { ["path": $0.path, "title": $0.title] },
            "permutations": permutations,
            "tokens": ["total": tokenCounts.values.reduce(0, +), "byType": tokenCounts],
            "contrast": contrast,
            "diagnostics": diagnostics.map(Self.json),
        ]
        if let date { object["date"] = date }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }

    static func json(_ diagnostic: Diagnostic) -> [String: Any] {
        var entry: [String: Any] = ["severity": diagnostic.severity.rawValue, "code": diagnostic.code.id, "message": diagnostic.message]
        if let location = diagnostic.location {
            entry["file"] = location.file
            entry["line"] = location.line
            entry["column"] = location.column
        }
        if let subject = diagnostic.subject { entry["subject"] = subject }
        return entry
    }
}
