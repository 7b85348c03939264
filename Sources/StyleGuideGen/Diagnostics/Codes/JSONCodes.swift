/// Problems in a JSON file as text, before it means anything.
extension DiagnosticCode {
    /// Not JSON at all: a syntax error (the message says which).
    static let jsonSyntax = DiagnosticCode("json/syntax")
    /// Arrays and objects nested deeper than the parser accepts.
    static let jsonTooDeep = DiagnosticCode("json/too-deep")
    /// The same key twice in one object: valid JSON, the last one wins.
    static let jsonDuplicateKey = DiagnosticCode("json/duplicate-key")
    /// `//` or `/* */` comments (JSONC), which DTCG files are not allowed to have.
    static let jsonComment = DiagnosticCode("json/comment", deviatesFromSpec: true)
    /// A comma before `}` or `]`.
    static let jsonTrailingComma = DiagnosticCode("json/trailing-comma", deviatesFromSpec: true)

    static let jsonCodes: [DiagnosticCode] = [jsonSyntax, jsonTooDeep, jsonDuplicateKey, jsonComment, jsonTrailingComma]
}
