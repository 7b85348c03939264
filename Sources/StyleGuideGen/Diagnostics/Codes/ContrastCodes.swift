/// Contrast pairs from the config and from the components.
extension DiagnosticCode {
    /// A pair below its required contrast ratio.
    static let contrastFailure = DiagnosticCode("contrast/failure")
    /// A pair that names no token, or a component pair whose property no token sets.
    static let contrastUnknownToken = DiagnosticCode("contrast/unknown-token")
    /// A pair whose colours cannot be compared (not colours, or not opaque enough to judge).
    static let contrastUndecidable = DiagnosticCode("contrast/undecidable")

    static let contrastCodes: [DiagnosticCode] = [contrastFailure, contrastUnknownToken, contrastUndecidable]
}
