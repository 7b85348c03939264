/// Where the Swift package goes and what it is called (`swift --out DIR --name NAME`, `build --swift DIR`).
public struct SwiftPackageOptions: Sendable, Hashable {
    /// The package folder, absolute.
    public var output: String
    /// The package, library and module name; the check executable is `NAMECheck`.
    public var name: String

    public static let defaultName = "DesignTokens"

    public init(output: String, name: String = Self.defaultName) {
        self.output = PathNormalizer.absolute(output)
        self.name = name
    }

    /// Why the name cannot be a Swift module name, or nil.
    var nameProblem: String? {
        let valid = name.unicodeScalars.enumerated().allSatisfy { index, scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_" || (index > 0 && ("0"..."9").contains(scalar)))
        }
        guard !name.isEmpty, valid else {
            return "the Swift package name `\(name)` is not a Swift identifier; use ASCII letters, digits and `_`, not starting with a digit (e.g. DesignTokens)"
        }
        if SwiftIdentifier.keywords.contains(name) || SwiftIdentifier.reservedTypeNames.contains(name) || ["SwiftUI", "UIKit", "PackageDescription"].contains(name) {
            return "the Swift package name `\(name)` is taken by Swift or by a type the package declares; choose another (e.g. DesignTokens)"
        }
        return nil
    }
}
