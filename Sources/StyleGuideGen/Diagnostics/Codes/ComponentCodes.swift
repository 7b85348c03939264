/// Components: their files, their metadata, the blocks that embed them, the tokens they read.
extension DiagnosticCode {
    /// A component's stylesheet reads a token the tokens do not define (in some permutation).
    static let componentMissingToken = DiagnosticCode("component/missing-token")
    /// A component partial (`templates/components/NAME.html`) without its stylesheet `NAME.css`.
    static let componentMissingStylesheet = DiagnosticCode("component/missing-stylesheet")
    /// A component's leading `{{! ... }}` metadata comment that cannot be read:
    /// a line that is not `key: value`, an unknown key, an `order` that is not a whole number.
    static let componentMetadata = DiagnosticCode("component/metadata")
    /// A `component NAME` block naming no component.
    static let componentUnknown = DiagnosticCode("component/unknown")
    /// A `component` block argument that is malformed, repeated, unknown or out of range.
    static let componentArgument = DiagnosticCode("component/argument")

    /// A slot of a built-in component the project neither maps nor defines: the preview takes the
    /// example theme's value. An error under `--strict`: the site would show someone else's design.
    static let componentUnmappedToken = DiagnosticCode("component/unmapped-token", errorUnderStrict: true)

    /// A touch target a component declares (`touch-target:` in its metadata) that its stylesheet draws
    /// under Apple's 44 x 44 pt minimum at some text-size step, in some permutation.
    static let componentSmallTouchTarget = DiagnosticCode("component/small-touch-target")

    static let componentCodes: [DiagnosticCode] = [componentMissingToken, componentUnmappedToken, componentMissingStylesheet, componentMetadata, componentUnknown, componentArgument,
                                                   componentSmallTouchTarget]
}
