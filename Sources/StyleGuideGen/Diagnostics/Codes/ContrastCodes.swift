/// Contrast pairs from the config and from the components.
extension DiagnosticCode {
    /// A pair below its required contrast ratio.
    static let contrastFailure = DiagnosticCode("contrast/failure")
    /// A pair below its APCA minimum (|Lc|), at some text size when its text's size is known.
    static let contrastAPCAFailure = DiagnosticCode("contrast/apca-failure")
    /// A pair that names no token, or a component pair whose property no token sets.
    static let contrastUnknownToken = DiagnosticCode("contrast/unknown-token")
    /// A pair whose colours cannot be compared: a side is a token that is not a colour.
    static let contrastUndecidable = DiagnosticCode("contrast/undecidable")
    /// A `/* contrast: ... */` comment in a component stylesheet that cannot be read.
    static let contrastCommentSyntax = DiagnosticCode("contrast/comment-syntax")

    static let contrastCodes: [DiagnosticCode] = [contrastFailure, contrastAPCAFailure, contrastUnknownToken, contrastUndecidable, contrastCommentSyntax]
}
