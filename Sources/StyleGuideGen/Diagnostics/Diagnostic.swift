/// How bad a diagnostic is. `--strict` promotes warnings to errors.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the user's input: what is wrong, where, and (for
/// tokens) on which token path. Every failure the user can cause is one of these.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// Dotted token path (`color.text.title`) or template name, when there is one.
    public var subject: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, subject: subject)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, subject: subject)
    }

    /// Compiler style: `file:line:col: error: message [subject]`.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(message)"
        if let subject { text += " [\(subject)]" }
        return text
    }
}

/// Thrown when a stage cannot go on; carries everything found so far.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics through a stage, in the order they were found.
public struct DiagnosticBag: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func append(contentsOf diagnostics: [Diagnostic]) { all.append(contentsOf: diagnostics) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// Sorted by file, line, column (unlocated last), stable otherwise: the
    /// order the user reads them in, the same on every run.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    /// Warnings become errors (`--strict`).
    public mutating func promoteWarnings() {
        all = all.map { d in
            var d = d
            if d.severity == .warning { d.severity = .error }
            return d
        }
    }
}
