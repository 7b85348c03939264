/// The tokens stylesheet.
extension DiagnosticCode {
    /// Two tokens whose CSS custom property names collide: both get distinct names.
    static let cssNameCollision = DiagnosticCode("css/name-collision")
    /// Two modifiers that would use the same attribute selector.
    static let cssAttributeCollision = DiagnosticCode("css/attribute-collision")
    /// The appearance modifier has no light and dark contexts: no `prefers-color-scheme` block.
    /// (A configured modifier the tokens do not have is `config/unknown-modifier`.)
    static let cssAppearance = DiagnosticCode("css/appearance")
    /// A context of the text-size modifier that names no Dynamic Type step, or the same step as another.
    static let cssTextSize = DiagnosticCode("css/text-size")

    /// A font family the tokens name that is neither in the project (font files) nor a common
    /// system font: readers see the fallback instead.
    static let cssMissingFont = DiagnosticCode("css/missing-font")

    static let cssCodes: [DiagnosticCode] = [cssNameCollision, cssAttributeCollision, cssAppearance, cssTextSize, cssMissingFont]
}
