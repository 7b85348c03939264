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

    /// Modules of the toolchains and SDKs a package of that name would clash with.
    private static let systemModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "CoreFoundation", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "SwiftShims", "SwiftGlibc", "XCTest", "Testing",
        "ObjectiveC", "Observation", "Synchronization", "RegexBuilder", "Distributed", "SwiftUI", "UIKit", "AppKit", "WatchKit",
        "Combine", "CoreGraphics", "CoreText", "QuartzCore", "PackageDescription", "PackagePlugin", "_Concurrency", "_StringProcessing",
    ]

    /// Why the name cannot be a Swift module name, or nil.
    var nameProblem: String? {
        let valid = name.unicodeScalars.enumerated().allSatisfy { index, scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_" || (index > 0 && ("0"..."9").contains(scalar)))
        }
        guard !name.isEmpty, valid else {
            return "the Swift package name `\(name)` is not a Swift identifier; use ASCII letters, digits and `_`, not starting with a digit (e.g. DesignTokens)"
        }
        if name.count > 64 { return "the Swift package name is \(name.count) characters long; at most 64 make file names every system accepts (e.g. DesignTokens)" }
        if name.allSatisfy({ $0 == "_" }) || SwiftIdentifier.keywords.contains(name) || SwiftIdentifier.unusable.contains(name)
            || SwiftIdentifier.reservedTypeNames.contains(name) || Self.systemModules.contains(name) {
            return "the Swift package name `\(name)` is taken by Swift, by a system module or by a type the package declares; choose another (e.g. DesignTokens)"
        }
        return nil
    }
}
