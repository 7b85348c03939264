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
    /// JSON5 in a JSON file: an unquoted key, a single-quoted string, a hexadecimal number...
    /// (in a `.json5` file they are the format, and not reported).
    static let jsonJSON5Syntax = DiagnosticCode("json/json5-syntax", deviatesFromSpec: true)

    static let jsonCodes: [DiagnosticCode] = [jsonSyntax, jsonTooDeep, jsonDuplicateKey, jsonComment, jsonTrailingComma, jsonJSON5Syntax]
}
