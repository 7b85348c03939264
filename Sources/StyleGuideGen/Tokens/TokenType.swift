/// The thirteen DTCG 2025.10 token types.
public enum TokenType: String, CaseIterable, Sendable, Hashable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// Every `$type` name, for "expected one of" messages.
    public static var acceptedNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The fourteen colour spaces of the DTCG Color module.
public enum ColorSpaceName: String, CaseIterable, Sendable, Hashable, Codable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    public static var acceptedNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Units a dimension may use.
public enum DimensionUnit: String, CaseIterable, Sendable, Hashable, Codable { case px, rem }

/// Units a duration may use.
public enum DurationUnit: String, CaseIterable, Sendable, Hashable, Codable { case ms, s }

/// The keyword stroke styles (CSS border-style names).
public enum StrokeStyleKeyword: String, CaseIterable, Sendable, Hashable, Codable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
}

/// Line caps of a dashed stroke.
public enum LineCap: String, CaseIterable, Sendable, Hashable, Codable { case round, butt, square }

/// The named font weights and their numeric values.
public enum FontWeightKeywords {
    /// Keyword -> numeric weight, as the DTCG format lists them.
    public static let values: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    public static var acceptedNames: String { values.keys.sorted().joined(separator: ", ") }
}
