/// `styleguide swift`: the Swift package generated from the tokens.
extension DiagnosticCode {
    /// Two token (or slot) names become the same Swift identifier; the later one is numbered.
    static let swiftNameCollision = DiagnosticCode("swift/name-collision")
    /// A value Swift cannot hold as the style guide shows it (a slot of the wrong type, a size in a
    /// unit without a fixed size in points); what is generated instead is said.
    static let swiftValue = DiagnosticCode("swift/value")
    /// `--name` is not a usable Swift package name.
    static let swiftPackageName = DiagnosticCode("swift/package-name")

    static let swiftCodes: [DiagnosticCode] = [swiftNameCollision, swiftValue, swiftPackageName]
}
