/// The thirteen DTCG 2025.10 token types, and `custom` for every type name
/// outside them (`string`, `boolean`, `opacity`...), kept as written.
public enum TokenType: String, CaseIterable, Sendable, Hashable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case custom

    /// The thirteen types of the format.
    public static let standard: [TokenType] = allCases.filter { $0 != .custom }

    /// The standard type named `name` (`custom` is not a name a file can use).
    public static func standard(named name: String) -> TokenType? {
        TokenType(rawValue: name).flatMap { $0 == .custom ? nil : $0 }
    }

    /// Every standard `$type` name, for "expected one of" messages.
    public static var acceptedNames: String { standard.map(\.rawValue).joined(separator: ", ") }
}

/// The fourteen colour spaces of the DTCG Color module.
public enum ColorSpaceName: String, CaseIterable, Sendable, Hashable, Codable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    public static var acceptedNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The unit of a dimension: `px` and `rem` (the format's two), or another
/// CSS length unit kept as it is in CSS (`em`, `%`, `vw`, `ch`...).
public struct DimensionUnit: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let px = DimensionUnit(rawValue: "px")
    public static let rem = DimensionUnit(rawValue: "rem")
    public static let em = DimensionUnit(rawValue: "em")

    /// The format's own units.
    public var isStandard: Bool { self == .px || self == .rem }

    /// CSS length and percentage units beyond px and rem, written to CSS as they are.
    public static let cssUnits: Set<String> = [
        "em", "ex", "ch", "ic", "cap", "lh", "rlh", "rex", "rch", "ric", "rcap", "%",
        "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh",
        "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "cm", "mm", "q", "in", "pc",
    ]

    public var description: String { rawValue }
}

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

    /// A keyword however a design tool spells it (`SemiBold`, `Semi Bold`, `semibold`), by its letters.
    static func weight(spelledAs name: String) -> Double? {
        byLetters[String(name.lowercased().filter(\.isLetter))]
    }

    private static let byLetters = Dictionary(values.map { (String($0.key.filter(\.isLetter)), $0.value) }) { first, _ in first }
}
