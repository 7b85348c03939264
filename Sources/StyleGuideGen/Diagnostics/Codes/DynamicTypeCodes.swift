/// `$extensions.styleguide`: how a token follows Dynamic Type.
extension DiagnosticCode {
    /// The extension is not an object, has unknown keys, or combines keys that exclude each other.
    static let dynamicTypeInvalid = DiagnosticCode("dynamic-type/invalid")
    /// A rule on a token of a type it cannot apply to.
    static let dynamicTypeWrongType = DiagnosticCode("dynamic-type/wrong-type")
    /// A text style name Apple does not have.
    static let dynamicTypeUnknownTextStyle = DiagnosticCode("dynamic-type/unknown-text-style")
    /// A text-style token whose own size differs from the HIG table at Large.
    static let dynamicTypeSizeMismatch = DiagnosticCode("dynamic-type/size-mismatch")

    static let dynamicTypeCodes: [DiagnosticCode] = [dynamicTypeInvalid, dynamicTypeWrongType, dynamicTypeUnknownTextStyle, dynamicTypeSizeMismatch]
}
