/// Counts by severity and code, so a user with thousands of diagnostics sees
/// what to fix first: `231 warnings: 120 format/unknown-type, 80 format/hex-alpha, ...`.
public struct DiagnosticSummary: Sendable, CustomStringConvertible {
    public struct Count: Sendable, Hashable {
        public var code: DiagnosticCode
        public var count: Int
    }

    public var errors: [Count]
    public var warnings: [Count]
    public var notes: Int

    public init(_ diagnostics: [Diagnostic]) {
        func counts(_ severity: Severity) -> [Count] {
            var byCode: [DiagnosticCode: Int] = [:]
            for d in diagnostics where d.severity == severity { byCode[d.code, default: 0] += 1 }
            return byCode.map { Count(code: $0.key, count: $0.value) }.sorted { ($0.count, $1.code) > ($1.count, $0.code) }
        }
        errors = counts(.error)
        warnings = counts(.warning)
        notes = diagnostics.filter { $0.severity == .note }.count
    }

    public var errorCount: Int { errors.reduce(0) { $0 + $1.count } }
    public var warningCount: Int { warnings.reduce(0) { $0 + $1.count } }

    /// One line, most frequent codes first; `no problems` when empty.
    public var description: String {
        var parts: [String] = []
        for (name, counts) in [("error", errors), ("warning", warnings)] where !counts.isEmpty {
            let total = counts.reduce(0) { $0 + $1.count }
            parts.append("\(total) \(name)\(total == 1 ? "" : "s"): " + counts.map { "\($0.count) \($0.code.id)" }.joined(separator: ", "))
        }
        if notes > 0 { parts.append("\(notes) note\(notes == 1 ? "" : "s")") }
        return parts.isEmpty ? "no problems" : parts.joined(separator: "; ")
    }
}
