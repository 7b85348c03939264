/// CSS values for the drawings on the token pages, built only from typed
/// token data (numbers, colours, keywords), never from free text, so an
/// inline style cannot carry anything but the value it draws.
enum TokenCSS {
    /// The colour as drawn in shadows, borders and gradients: its sRGB hex
    /// (wide-gamut colours gamut-mapped), which every browser and validator reads.
    static func color(_ value: ColorValue) -> String { value.tokenColor.sRGBFallbackHex }

    /// The colour in its own space when that serialisation is plain
    /// (letters, digits, `#().%/ -`), else its sRGB hex.
    static func wideColor(_ value: ColorValue) -> String {
        let color = value.tokenColor
        let css = color.cssString
        let allowed = css.utf8.allSatisfy { isASCIILetterOrDigit($0) || "#().%/ -".utf8.contains($0) }
        return allowed ? css : color.sRGBFallbackHex
    }

    /// A swatch's colours as custom properties: `--swatch` (sRGB hex) and, for
    /// another space, `--swatch-wide`, which the stylesheet uses under
    /// `@supports`. (Custom properties also keep validators that do not know
    /// `color()` or `oklch()` quiet.)
    static func swatch(_ value: ColorValue) -> String {
        let hex = value.tokenColor.sRGBFallbackHex
        let css = wideColor(value)
        return css == hex ? "--swatch: \(hex)" : "--swatch: \(hex); --swatch-wide: \(css)"
    }

    static func shadow(_ layers: [ShadowLayer]) -> String {
        layers.map { layer in
            (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length).joined(separator: " ") + " " + color(layer.color)
        }.joined(separator: ", ")
    }

    static func border(_ border: BorderValue) -> String {
        "\(length(border.width)) \(strokeKeyword(border.style)) \(color(border.color))"
    }

    /// The CSS `border-style` closest to a stroke style (a dash array draws as `dashed`).
    static func strokeKeyword(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashed: "dashed"
        }
    }

    static func gradient(_ stops: [GradientStop]) -> String {
        let list = stops.map { "\(color($0.color)) \(CSSNumberFormat.string(min(max($0.position, 0), 1) * 100))%" }
        // A single stop is not a valid gradient: repeat it.
        return "linear-gradient(to right, " + (list.count == 1 ? list + list : list).joined(separator: ", ") + ")"
    }

    static func length(_ dimension: DimensionValue) -> String { TokenNumberText.px(dimension.points) }

    /// A `font-family` list of the names that are safe to quote, ending with a generic family
    /// (`FontKind`); the generic families (`system-ui`, `sans-serif`) stay unquoted.
    static func fontFamily(_ families: [String]) -> String {
        let safe = FontKind.withGeneric(families).filter { name in
            !name.isEmpty && name.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        }
        let list = safe.map { genericFamilies.contains($0.lowercased()) ? $0 : "\"\($0)\"" }
        return list.isEmpty ? "system-ui, sans-serif" : list.joined(separator: ", ")
    }

    private static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded", "-apple-system", "math", "emoji"]

    /// `[A-Za-z0-9]`: among ASCII, the alphabetic scalars are exactly the letters.
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A text specimen's style: family, weight, size and leading in px, tracking.
    static func specimen(family: [String], weight: Double, size: Double, lineHeight: Double, letterSpacing: Double = 0) -> String {
        specimen(familyCSS: fontFamily(family), weight: weight, size: size, lineHeight: lineHeight, letterSpacing: letterSpacing)
    }

    /// The same, with the `font-family` list already built (a token's rows share it).
    static func specimen(familyCSS: String, weight: Double, size: Double, lineHeight: Double, letterSpacing: Double = 0) -> String {
        "font-family: \(familyCSS); font-weight: \(CSSNumberFormat.string(min(max(weight, 1), 1000))); font-size: \(TokenNumberText.px(size)); line-height: \(TokenNumberText.px(lineHeight)); letter-spacing: \(TokenNumberText.px(letterSpacing))"
    }
}

/// An easing curve drawn as an SVG path in a 100 x 100 box (y up), with room
/// for control points above 1 or below 0.
struct BezierDrawing {
    var viewBox: String
    var path: String
    /// The control polygon, to show how the handles pull the curve.
    var handles: String

    init(_ curve: CubicBezierValue) {
        let top = max(1, curve.y1, curve.y2), bottom = min(0, curve.y1, curve.y2)
        func point(_ x: Double, _ y: Double) -> String {
            CSSNumberFormat.string(x * 100, fractionDigits: 2) + "," + CSSNumberFormat.string((top - y) * 100, fractionDigits: 2)
        }
        let height = (top - bottom) * 100
        viewBox = "-4 -4 108 \(CSSNumberFormat.string(height + 8, fractionDigits: 2))"
        path = "M\(point(0, 0)) C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) \(point(1, 1))"
        handles = "M\(point(0, 0)) L\(point(curve.x1, curve.y1)) M\(point(1, 1)) L\(point(curve.x2, curve.y2))"
    }

    /// `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    static func css(_ curve: CubicBezierValue) -> String {
        "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map { CSSNumberFormat.string($0) }.joined(separator: ", ") + ")"
    }
}
