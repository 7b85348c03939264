/// Serialises typed token values to CSS text. Every string that reaches the stylesheet goes through here.
public enum CSSValueSerializer {
    /// Generic font families and keywords that must stay unquoted to keep their meaning.
    static let fontKeywords: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "-apple-system", "BlinkMacSystemFont",
    ]

    /// Names that cannot be an unquoted family name (CSS-wide keywords and `default`).
    static let reservedWords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    public static func number(_ value: Double) -> String { CSSNumberFormat.string(value) }

    /// `16px`, `1.5rem`.
    public static func dimension(_ value: DimensionValue) -> String { number(value.value) + value.unit.rawValue }

    /// A length in CSS px (iOS points).
    public static func pixels(_ points: Double) -> String { number(points) + "px" }

    /// Always in milliseconds: `250ms`.
    public static func duration(_ value: DurationValue) -> String { number(value.milliseconds) + "ms" }

    public static func fontWeight(_ value: FontWeightValue) -> String { number(value.weight) }

    /// A custom-type value as CSS: numbers, and strings that are a safe CSS value
    /// (one or more identifiers, numbers, dimensions or percentages); nil for anything else.
    public static func custom(_ value: CustomValue) -> String? {
        switch value.content {
        case .number(let n): return number(n)
        case .bool, .json: return nil
        case .string(let text): return isSafeCSSValue(text) ? text : nil
        }
    }

    /// Letters, digits, `-`, `.`, `%`, `#` and single spaces only: nothing that can
    /// end a declaration, open a block, a string, a comment or a function.
    static func isSafeCSSValue(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 200, !text.hasPrefix(" "), !text.hasSuffix(" "), !text.contains("  ") else { return false }
        return text.unicodeScalars.allSatisfy { s in
            (s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s))) || "-.%# ".unicodeScalars.contains(s)
        }
    }

    public static func cubicBezier(_ value: CubicBezierValue) -> String {
        "cubic-bezier(" + [value.x1, value.y1, value.x2, value.y2].map(number).joined(separator: ", ") + ")"
    }

    /// A keyword stroke style as is; a dashed object as `dashed` (CSS borders cannot express dash arrays).
    public static func strokeStyle(_ value: StrokeStyleValue) -> String {
        switch value {
        case .keyword(let keyword): keyword.rawValue
        case .dashed: "dashed"
        }
    }

    /// A comma-separated family list: generic families and simple identifiers bare, anything else quoted.
    public static func fontFamily(_ families: [String]) -> String {
        families.map(familyName).joined(separator: ", ")
    }

    /// The list as a `font-family` declaration takes it: ending with a generic family (`FontKind`).
    public static func fontStack(_ families: [String]) -> String {
        fontFamily(FontKind.withGeneric(families))
    }

    static func familyName(_ name: String) -> String {
        if fontKeywords.contains(name) { return name }
        if isPlainIdentifier(name), !reservedWords.contains(name.lowercased()), !name.hasPrefix("-") { return name }
        return CSSNaming.quotedString(name)
    }

    /// ASCII letters, digits, `-`, `_`, not starting with a digit: safe unquoted.
    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// A colour as a value part: hex when it is exact sRGB, else the sRGB fallback with the own-space form.
    public static func color(_ value: ColorValue) -> CSSValueText.Part {
        let color = TokenColor(value)
        let own = color.cssString
        if own.hasPrefix("#") { return .color(fallback: own, wide: nil) }
        return .color(fallback: color.sRGBFallbackHex, wide: own)
    }

    /// A gradient position (0...1) as a percentage.
    public static func percentage(_ fraction: Double) -> String { number(fraction * 100) + "%" }
}
