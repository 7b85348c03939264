/// A dimension previews vary along, besides the text-size step: one resolver
/// modifier (`theme`: light, dark), shown as a `data-theme` attribute.
public struct PreviewAxis: Sendable, Hashable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String

    public init(name: String, contexts: [String], defaultContext: String) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }

    /// `data-` plus the modifier name in lowercase kebab case: the attribute
    /// the tokens stylesheet selects the modifier's blocks by.
    public var attributeName: String { "data-" + CSSIdentifier.kebab(name) }
}

/// Names made safe for CSS and HTML attributes.
public enum CSSIdentifier {
    /// `textSize` -> `text-size`, `Brand Name` -> `brand-name`; only ASCII
    /// letters, digits and `-` survive, so the result can never break out of
    /// a selector or an attribute.
    public static func kebab(_ name: String) -> String {
        var result = ""
        var previousWasLower = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isUppercase {
                if previousWasLower { result += "-" }
                result += String(scalar).lowercased()
                previousWasLower = false
            } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
                previousWasLower = true
            } else {
                if !result.isEmpty, !result.hasSuffix("-") { result += "-" }
                previousWasLower = false
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }
}
