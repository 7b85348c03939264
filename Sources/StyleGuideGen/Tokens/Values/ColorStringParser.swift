import Foundation

/// Colours written as CSS text instead of a 2025.10 colour object: hex
/// (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the CSS colour functions
/// (`rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`,
/// `color(space ...)`), `color-mix()` where it computes, and named colours. Nil when the text
/// is none of them.
enum ColorStringParser {
    struct Parsed {
        var color: ColorValue
        var code: DiagnosticCode
    }

    static func parse(_ text: String) -> Parsed? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return hex(trimmed) }
        let lower = trimmed.lowercased()
        if lower == "transparent" {
            let black: [ColorComponent] = [.value(0), .value(0), .value(0)]
            return Parsed(color: ColorValue(colorSpace: .srgb, components: black, alpha: 0), code: .formatCSSColor)
        }
        if let named = CSSNamedColors.hex[lower], let parsed = hex(named) {
            return Parsed(color: parsed.color, code: .formatCSSColor)
        }
        return (function(lower) ?? ColorMix.parse(lower)).map { Parsed(color: $0, code: .formatCSSColor) }
    }

    // MARK: Hex

    static func hex(_ text: String) -> Parsed? {
        guard let channels = HexColor.channels(text) else { return nil }
        let rgb = SIMD3(channels.x, channels.y, channels.z)
        let components: [ColorComponent] = [rgb.x, rgb.y, rgb.z].map { .value(($0 * 10000).rounded() / 10000) }
        let color = ColorValue(colorSpace: .srgb, components: components, alpha: channels.w, hex: HexColor.string(rgb))
        // `#rgba` and `#rrggbbaa` carry an alpha, whatever its value.
        let hasAlpha = text.count == 5 || text.count == 9
        return Parsed(color: color, code: hasAlpha ? .formatHexAlpha : .formatHexColor)
    }

    // MARK: Functions

    /// One argument: a number with its unit (`50%`, `120deg`) or `none`.
    private struct Argument {
        var value: Double?
        var unit: String
    }

    private static func function(_ text: String) -> ColorValue? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        var body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var space: ColorSpaceName
        switch name {
        case "rgb", "rgba": space = .srgb
        case "hsl", "hsla": space = .hsl
        case "hwb": space = .hwb
        case "lab": space = .lab
        case "lch": space = .lch
        case "oklab": space = .oklab
        case "oklch": space = .oklch
        case "color":
            let words = body.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard words.count == 2 else { return nil }
            let spaceName = words[0] == "xyz" ? "xyz-d65" : String(words[0])
            guard let named = ColorSpaceName(rawValue: spaceName), named != .hsl, named != .hwb, named != .lab,
                  named != .lch, named != .oklab, named != .oklch else { return nil }
            space = named
            body = String(words[1])
        default: return nil
        }
        guard let (channels, alphaArgument) = arguments(body), channels.count == 3 else { return nil }
        var components: [ColorComponent] = []
        for (index, argument) in channels.enumerated() {
            guard let value = argument.value else { components.append(.none); continue }
            guard let scaled = component(value, unit: argument.unit, index: index, space: space, legacyRGB: name.hasPrefix("rgb")) else { return nil }
            components.append(.value((scaled * 1_000_000).rounded() / 1_000_000))
        }
        var alpha = 1.0
        if let alphaArgument, let value = alphaArgument.value {
            switch alphaArgument.unit {
            case "%": alpha = value / 100
            case "": alpha = value
            default: return nil
            }
            alpha = min(max(alpha, 0), 1)
        }
        return ColorValue(colorSpace: space, components: components, alpha: alpha)
    }

    /// Splits `r g b / a` or `r, g, b, a` into channels and alpha.
    private static func arguments(_ body: String) -> ([Argument], Argument?)? {
        let slashParts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard slashParts.count <= 2 else { return nil }
        let separators: (Character) -> Bool = { $0 == " " || $0 == "," || $0 == "\t" }
        var words = slashParts[0].split(whereSeparator: separators).map(String.init)
        var alphaWord: String?
        if slashParts.count == 2 {
            let after = slashParts[1].split(whereSeparator: separators)
            guard after.count == 1 else { return nil }
            alphaWord = String(after[0])
        } else if words.count == 4 {
            alphaWord = words.removeLast()
        }
        let channels = words.compactMap(argument)
        guard channels.count == words.count else { return nil }
        let alpha = alphaWord.map(argument)
        if let alpha, alpha == nil { return nil }
        return (channels, alpha ?? nil)
    }

    private static func argument(_ word: String) -> Argument? {
        if word == "none" { return Argument(value: nil, unit: "") }
        if let n = NumberText.parse(word) { return Argument(value: n, unit: "") }
        guard let (value, unit) = NumberText.splitUnit(word) else { return nil }
        return Argument(value: value, unit: unit)
    }

    /// A channel in the range the DTCG Color module uses for `space`.
    private static func component(_ value: Double, unit: String, index: Int, space: ColorSpaceName, legacyRGB: Bool) -> Double? {
        if space.isHueIndex(index) {
            let degrees: Double
            switch unit {
            case "", "deg": degrees = value
            case "turn": degrees = value * 360
            case "rad": degrees = value * 180 / Double.pi
            case "grad": degrees = value * 0.9
            default: return nil
            }
            let wrapped = degrees.truncatingRemainder(dividingBy: 360)
            return wrapped < 0 ? wrapped + 360 : wrapped
        }
        switch space {
        case .srgb where legacyRGB:
            return unit == "%" ? value / 100 : (unit.isEmpty ? value / 255 : nil)
        case .hsl, .hwb:
            return unit == "%" || unit.isEmpty ? value : nil
        case .lab, .lch:
            if index == 0 { return unit == "%" || unit.isEmpty ? value : nil }
            guard unit == "%" || unit.isEmpty else { return nil }
            return unit == "%" ? value * (space == .lab ? 1.25 : 1.5) / 100 : value
        case .oklab, .oklch:
            if index == 0 { return unit == "%" ? value / 100 : (unit.isEmpty ? value : nil) }
            guard unit == "%" || unit.isEmpty else { return nil }
            return unit == "%" ? value * 0.4 / 100 : value
        default:
            return unit == "%" ? value / 100 : (unit.isEmpty ? value : nil)
        }
    }
}

private extension ColorSpaceName {
    func isHueIndex(_ index: Int) -> Bool {
        switch self {
        case .hsl, .hwb: index == 0
        case .lch, .oklch: index == 2
        default: false
        }
    }
}
