/// Token values as the review shows them: plain text built from typed values
/// (the caller escapes it), and for colours their sRGB hex.
enum DiffValueText {
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.tokenColor.cssString
        case .dimension(let dimension): dimensionText(dimension)
        case .fontFamily(let families): CSSValueSerializer.fontFamily(families)
        case .fontWeight(let weight): weightText(weight)
        case .duration(let duration): CSSValueSerializer.duration(duration)
        case .cubicBezier(let curve): CSSValueSerializer.cubicBezier(curve)
        case .number(let number): CSSValueSerializer.number(number)
        case .strokeStyle(let style): strokeText(style)
        case .border(let border): "\(dimensionText(border.width)) \(strokeText(border.style)) \(hex(border.color))"
        case .transition(let transition):
            "\(CSSValueSerializer.duration(transition.duration)) \(CSSValueSerializer.cubicBezier(transition.timingFunction)) delay \(CSSValueSerializer.duration(transition.delay))"
        case .shadow(let layers): TokenCSS.shadow(layers)
        case .gradient(let stops):
            stops.map { "\(hex($0.color)) \(CSSValueSerializer.percentage($0.position))" }.joined(separator: ", ")
        case .typography(let type): typographyText(type)
        case .custom(let value): TokenNumberText.custom(value)
        case .css(let css): css.text
        }
    }

    /// The sRGB hex (`#rrggbb`, `#rrggbbaa` when translucent), gamut-mapped when the colour is wider.
    static func hex(_ color: ColorValue) -> String { color.tokenColor.sRGBFallbackHex }

    /// `16px`, or `1.5rem (24px)`.
    static func dimensionText(_ dimension: DimensionValue) -> String {
        let written = CSSValueSerializer.dimension(dimension)
        return dimension.unit == .px ? written : "\(written) (\(TokenNumberText.points(dimension.points))px)"
    }

    /// `17px / 22px, weight 600, SF Pro Text`.
    static func typographyText(_ type: TypographyValue) -> String {
        let size = type.fontSize.points
        let leading = TokenNumberText.points(size * type.lineHeight)
        var text = "\(TokenNumberText.points(size))px / \(leading)px, weight \(weightText(type.fontWeight)), \(CSSValueSerializer.fontFamily(type.fontFamily))"
        if type.letterSpacing.value != 0 { text += ", tracking \(CSSValueSerializer.dimension(type.letterSpacing))" }
        return text
    }

    private static func weightText(_ weight: FontWeightValue) -> String {
        let number = CSSValueSerializer.fontWeight(weight)
        return weight.keyword.map { "\(number) (\($0))" } ?? number
    }

    private static func strokeText(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashed(let dashes, let cap):
            "dashed (\(dashes.map(CSSValueSerializer.dimension).joined(separator: " ")), \(cap.rawValue) caps)"
        }
    }

    /// A contrast ratio as `4.52:1`, rounded down like the token pages.
    static func ratio(_ value: Double) -> String { ContrastFormat.ratio(value) + ":1" }
}
