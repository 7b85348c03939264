/// `styleguide.json`.
extension DiagnosticCode {
    /// A key the configuration does not have.
    static let configUnknownKey = DiagnosticCode("config/unknown-key")
    /// A value of the wrong kind or outside what the key accepts.
    static let configInvalidValue = DiagnosticCode("config/invalid-value")
    /// A configured modifier (`appearance`, `textSize`, or `--appearance`/`--text-size`) the tokens do not have.
    static let configUnknownModifier = DiagnosticCode("config/unknown-modifier")
    /// A `diagnostics` entry naming no code, or a level that is not error, warning, note or off.
    static let configUnknownCode = DiagnosticCode("config/unknown-code")

    static let configCodes: [DiagnosticCode] = [configUnknownKey, configInvalidValue, configUnknownModifier, configUnknownCode]
}
