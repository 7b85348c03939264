import Foundation

/// A DTCG 2025.10 colour value: a space, components (nil = `none`), alpha and an optional sRGB hex fallback.
public struct TokenColor: Sendable, Hashable {
    public var colorSpace: ColorSpace
    /// The components in the space's order; nil stands for the `none` keyword.
    public var components: [Double?]
    public var alpha: Double
    /// The token's own `hex` member (`#rrggbb`), kept as written.
    public var hex: String?

    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// Reads CSS hex notation `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (case-insensitive) as an sRGB colour;
    /// nil when the string is anything else. The `hex` member is left nil: the value is the colour itself.
    public init?(hex text: String) {
        guard let channels = HexColor.channels(text) else { return nil }
        self.init(colorSpace: .srgb, components: [channels.x, channels.y, channels.z], alpha: channels.w)
    }

    /// The components with `none` read as 0 (CSS Color 4's rule for conversion); missing ones are 0 too.
    public var resolvedComponents: SIMD3<Double> {
        func value(_ index: Int) -> Double { index < components.count ? (components[index] ?? 0) : 0 }
        return SIMD3(value(0), value(1), value(2))
    }

    /// The colour in XYZ relative to D65.
    public var xyzD65: SIMD3<Double> { ColorConversion.toXYZD65(resolvedComponents, from: colorSpace) }

    /// The colour's sRGB components, not clipped: values outside [0, 1] mean "outside the sRGB gamut".
    public var sRGB: SIMD3<Double> { ColorConversion.convert(resolvedComponents, from: colorSpace, to: .srgb) }

    /// The same colour in another space (no `none` left, hex dropped, alpha kept).
    public func converted(to space: ColorSpace) -> TokenColor {
        let c = ColorConversion.convert(resolvedComponents, from: colorSpace, to: space)
        return TokenColor(colorSpace: space, components: [c.x, c.y, c.z], alpha: alpha)
    }
}

/// Parsing and printing of CSS hex colours.
enum HexColor {
    /// RGBA in [0, 1] from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    static func channels(_ text: String) -> SIMD4<Double>? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), [3, 4, 6, 8].contains(digits.count) else { return nil }
        let pairs: [String] = digits.count <= 4
            ? digits.map { String([$0, $0]) }
            : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0..<($0 + 2)]) }
        let bytes = pairs.compactMap { UInt8($0, radix: 16) }.map { Double($0) / 255 }
        guard bytes.count == pairs.count, bytes.count >= 3 else { return nil }
        return SIMD4(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#rrggbb`, or `#rrggbbaa` when alpha < 1; channels are clamped to [0, 1] and rounded half up.
    static func string(_ rgb: SIMD3<Double>, alpha: Double = 1) -> String {
        var text = "#" + [rgb.x, rgb.y, rgb.z].map(byte).joined()
        if alpha < 1 { text += byte(alpha) }
        return text
    }

    private static func byte(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        let rounded = Int((clamped * 255 + 0.5).rounded(.down))
        let hex = String(rounded, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
    }
}
