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

    /// A `dynamicType` entry of the config names no token or group of the project.
    static let dynamicTypeUnknownToken = DiagnosticCode("dynamic-type/unknown-token")
    /// A component reads a size token that has no rule: it stays as written at every step.
    static let dynamicTypeNoRule = DiagnosticCode("dynamic-type/no-rule")

    static let dynamicTypeCodes: [DiagnosticCode] = [dynamicTypeInvalid, dynamicTypeWrongType, dynamicTypeUnknownTextStyle, dynamicTypeSizeMismatch,
                                                     dynamicTypeUnknownToken, dynamicTypeNoRule]
}
