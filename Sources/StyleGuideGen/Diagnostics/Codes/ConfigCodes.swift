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

    /// A `map` entry for a slot no component reads.
    static let configMapUnknownSlot = DiagnosticCode("config/map-unknown-slot")
    /// A `map` entry naming a token no permutation defines.
    static let configMapUnknownToken = DiagnosticCode("config/map-unknown-token")
    /// A `map` entry whose token is not of the slot's type.
    static let configMapTypeMismatch = DiagnosticCode("config/map-type-mismatch")
    /// `map` entries that lead back to themselves (`a` -> `b` -> `a`).
    static let configMapCycle = DiagnosticCode("config/map-cycle")

    static let configCodes: [DiagnosticCode] = [configUnknownKey, configInvalidValue, configUnknownModifier, configUnknownCode,
                                                configMapUnknownSlot, configMapUnknownToken, configMapTypeMismatch, configMapCycle]
}
