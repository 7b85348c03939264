/// Light or dark, as the resolver's appearance modifier names them.
public enum Appearance: String, CaseIterable, Sendable, Hashable {
    case light, dark
}

/// A colour in extended sRGB (components may leave 0...1 for wide-gamut colours), as
/// `UIColor(red:green:blue:alpha:)` and `Color(.sRGB, ...)` take it.
public struct TokenColor: Sendable, Hashable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Extended sRGB red, green and blue, as the generated tokens write a colour that is no `hex:`.
    public init(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// An 8-bit sRGB colour, `0xRRGGBB` as CSS writes `#rrggbb`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// A colour token: its value in light and in dark appearance.
public struct DynamicColor: Sendable, Hashable {
    public let light: TokenColor
    public let dark: TokenColor

    public init(light: TokenColor, dark: TokenColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: TokenColor) {
        self.init(light: color, dark: color)
    }

    public func resolved(for appearance: Appearance) -> TokenColor {
        appearance == .dark ? dark : light
    }
}

/// A token other than a colour whose value differs between light and dark.
public struct ByAppearance<Value: Sendable & Hashable>: Sendable, Hashable {
    public let light: Value
    public let dark: Value

    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    public func resolved(for appearance: Appearance) -> Value {
        appearance == .dark ? dark : light
    }
}
