/// How bad a diagnostic is. Policy (`--strict`, the config's `diagnostics`)
/// may change it once, at the edge: see `DiagnosticPolicy`.
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
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    /// Dotted token path (`color.text.title`) or template name, when there is one.
    public var subject: String?

    public init(_ severity: Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.subject = subject
    }

    public static func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, subject: subject)
    }

    public static func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, subject: subject)
    }

    public static func note(_ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.note, code, message, at: location, subject: subject)
    }

    /// Compiler style: `file:line:col: error: message [subject] (code)`.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(message)"
        if let subject { text += " [\(subject)]" }
        return text + " (\(code.id))"
    }
}

/// Thrown when a stage cannot go on; carries everything found so far.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
