/// Mustache templates: the site's layouts and the components' markup.
extension DiagnosticCode {
    /// A Mustache syntax error: an unclosed tag or section, a bad name or
    /// delimiter, or sections nested deeper than the parser accepts.
    static let templateSyntax = DiagnosticCode("template/syntax")
    /// A required template or a partial that does not exist.
    static let templateMissing = DiagnosticCode("template/missing")
    /// Rendering that would not end, or grows past the output limit.
    static let templateRunaway = DiagnosticCode("template/runaway")

    static let templateCodes: [DiagnosticCode] = [templateSyntax, templateMissing, templateRunaway]
}
