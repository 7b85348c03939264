/// The tokens stylesheet.
extension DiagnosticCode {
    /// Two tokens whose CSS custom property names collide: both get distinct names.
    static let cssNameCollision = DiagnosticCode("css/name-collision")
    /// Two modifiers that would use the same attribute selector.
    static let cssAttributeCollision = DiagnosticCode("css/attribute-collision")
    /// The appearance modifier is missing or has no light and dark contexts.
    static let cssAppearance = DiagnosticCode("css/appearance")
    /// The text-size modifier is missing or its contexts name no step.
    static let cssTextSize = DiagnosticCode("css/text-size")

    static let cssCodes: [DiagnosticCode] = [cssNameCollision, cssAttributeCollision, cssAppearance, cssTextSize]
}
