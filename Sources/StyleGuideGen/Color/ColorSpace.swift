/// The fourteen colour spaces of the DTCG 2025.10 Color module; the raw value is the `colorSpace` string.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The components the spec lists for this space, in order, with their allowed ranges.
    public var components: [ColorComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [.unit("red"), .unit("green"), .unit("blue")]
        case .xyzD65, .xyzD50:
            [.unit("X"), .unit("Y"), .unit("Z")]
        case .hsl:
            [.hue, .percentage("saturation"), .percentage("lightness")]
        case .hwb:
            [.hue, .percentage("whiteness"), .percentage("blackness")]
        case .lab:
            [.percentage("lightness"), .unbounded("a"), .unbounded("b")]
        case .lch:
            [.percentage("lightness"), .nonNegative("chroma"), .hue]
        case .oklab:
            [.unit("lightness"), .unbounded("a"), .unbounded("b")]
        case .oklch:
            [.unit("lightness"), .nonNegative("chroma"), .hue]
        }
    }

    /// The index of the hue component in polar spaces, nil in rectangular ones.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The accepted `colorSpace` strings, for "expected one of" messages.
    public static var acceptedNames: [String] { allCases.map(\.rawValue) }
}

/// One component's name and allowed interval, as the DTCG Color module's table gives it.
public struct ColorComponentRange: Sendable, Hashable {
    public let name: String
    /// Lower bound, nil when unbounded below.
    public let lower: Double?
    /// Upper bound, nil when unbounded above.
    public let upper: Double?
    /// False for hue, whose upper bound 360 is excluded: `[0, 360)`.
    public let upperInclusive: Bool

    public init(name: String, lower: Double?, upper: Double?, upperInclusive: Bool = true) {
        self.name = name
        self.lower = lower
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    static func unit(_ name: String) -> Self { Self(name: name, lower: 0, upper: 1) }
    static func percentage(_ name: String) -> Self { Self(name: name, lower: 0, upper: 100) }
    static func unbounded(_ name: String) -> Self { Self(name: name, lower: nil, upper: nil) }
    static func nonNegative(_ name: String) -> Self { Self(name: name, lower: 0, upper: nil) }
    static let hue = Self(name: "hue", lower: 0, upper: 360, upperInclusive: false)

    /// Whether `value` lies in the interval.
    public func contains(_ value: Double) -> Bool {
        if let lower, value < lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// The interval in the spec's notation, e.g. `[0, 360)` or `[0, +Infinity)`.
    public var intervalDescription: String {
        let low = lower.map { "[\(CSSNumberFormat.string($0))" } ?? "(-Infinity"
        let high = upper.map { "\(CSSNumberFormat.string($0))\(upperInclusive ? "]" : ")")" } ?? "+Infinity)"
        return "\(low), \(high)"
    }
}
