// TEMPORARY while every call site gains its code; deleted before commit of issue 12.
extension DiagnosticCode {
    static let uncoded = DiagnosticCode("uncoded/uncoded")
}

extension Diagnostic {
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, subject: String? = nil) {
        self.init(severity, .uncoded, message, at: location, subject: subject)
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.error, .uncoded, message, at: location, subject: subject)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, subject: String? = nil) -> Diagnostic {
        Diagnostic(.warning, .uncoded, message, at: location, subject: subject)
    }
}

extension DiagnosticBag {
    public mutating func promoteWarnings() {
        let promoted = all.map { d -> Diagnostic in var d = d; if d.severity == .warning { d.severity = .error }; return d }
        self = DiagnosticBag(promoted)
    }
}
