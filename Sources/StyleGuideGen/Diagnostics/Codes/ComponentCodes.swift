/// Components: their files, their metadata, the blocks that embed them, the tokens they read.
extension DiagnosticCode {
    /// A component's stylesheet reads a token the tokens do not define.
    static let componentMissingToken = DiagnosticCode("component/missing-token")
    /// A component without its stylesheet, or with metadata that cannot be read.
    static let componentDefinition = DiagnosticCode("component/definition")
    /// A `component NAME` block naming no component.
    static let componentUnknown = DiagnosticCode("component/unknown")
    /// A `component` block argument that is malformed, repeated, unknown or out of range.
    static let componentArgument = DiagnosticCode("component/argument")

    static let componentCodes: [DiagnosticCode] = [componentMissingToken, componentDefinition, componentUnknown, componentArgument]
}
