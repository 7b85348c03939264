import Foundation

/// Writes a token's value as Swift: colours as `DynamicColor` (light and dark), typography as a
/// `ScalableFont`, scaled dimensions as a `ScalableMetric`, the rest as plain values in points and
/// seconds. A value other than a colour that differs between light and dark is a `ByAppearance`.
struct SwiftValueWriter {
    /// A token in light and dark, and at each step when a modifier gives the text sizes.
    struct Sides {
        var light: ResolvedToken
        var dark: ResolvedToken
        /// The light side's token at each step of a text-size modifier; empty without one.
        var steps: [ContentSizeCategory: ResolvedToken] = [:]
        /// A typography token's `fontSize` refers to a dimension scaled like this.
        var fontSizeScaling: (style: TextStyle, maximum: Double?)?
        /// The appearance whose permutation lacks the token, which then takes the other's value.
        var absentIn: ColorScheme? = nil
    }

    /// What Swift cannot hold as the style guide shows it, once per token and kind.
    private(set) var problems: [String: Diagnostic] = [:]

    /// The token's constant; `forSlot` always gives a dimension as a `ScalableMetric` and never a
    /// `ByAppearance`, since a slot's type is fixed by the components that read it.
    mutating func constant(_ sides: Sides, forSlot: Bool = false) -> SwiftConstant {
        var light = sides.light, dark = sides.dark
        // `none` beside a shadow (Gestalt's floating elevation in dark) is no shadow.
        if case .shadow = light.value, Self.text(dark.value) == "none" { dark.value = .shadow([]) }
        if case .shadow = dark.value, Self.text(light.value) == "none" { light.value = .shadow([]) }
        guard light.value.type == dark.value.type, light.value.colorless != dark.value.colorless else {
            if light.value.type != dark.value.type {
                note(light, "has the type \(light.type.rawValue) in light and \(dark.type.rawValue) in dark; the light value is generated")
            }
            return write(light.value, dark: dark.value, token: light, steps: sides.steps, fontSizeScaling: sides.fontSizeScaling, forSlot: forSlot)
        }
        let lightSide = write(light.value, dark: light.value, token: light, steps: sides.steps, fontSizeScaling: sides.fontSizeScaling, forSlot: forSlot)
        if forSlot {
            note(light, "differs between light and dark in more than its colours; a component slot holds one value, so the light one is generated")
            return lightSide
        }
        let darkSide = write(dark.value, dark: dark.value, token: dark, steps: [:], fontSizeScaling: nil, forSlot: false)
        // A colour the browser computes in one appearance (a gradient, `color-mix()`) and a colour
        // in the other: both as their CSS text.
        if lightSide.type != darkSide.type, let lightText = Self.cssText(light.value), let darkText = Self.cssText(dark.value) {
            return SwiftConstant(type: "ByAppearance<String>",
                                 expression: "ByAppearance(light: \(SwiftLiteral.string(lightText)), dark: \(SwiftLiteral.string(darkText)))")
        }
        return SwiftConstant(type: "ByAppearance<\(lightSide.type)>",
                             expression: "ByAppearance(light: \(lightSide.expression), dark: \(darkSide.expression))")
    }

    private mutating func write(_ value: TokenValue, dark: TokenValue, token: ResolvedToken, steps: [ContentSizeCategory: ResolvedToken],
                                fontSizeScaling: (style: TextStyle, maximum: Double?)?, forSlot: Bool) -> SwiftConstant {
        switch value {
        case .color(let color):
            guard case .color(let darkColor) = dark else { return SwiftConstant(type: "DynamicColor", expression: Self.dynamic(color, color)) }
            return SwiftConstant(type: "DynamicColor", expression: Self.dynamic(color, darkColor))
        case .dimension(let dimension):
            return metric(dimension, token: token, steps: steps, forSlot: forSlot)
        case .typography(let typography):
            return SwiftConstant(type: "ScalableFont", expression: font(typography, token: token, steps: steps, fontSizeScaling: fontSizeScaling))
        case .fontFamily(let families): return SwiftConstant(type: "[String]", expression: SwiftLiteral.strings(families))
        case .fontWeight(let weight): return SwiftConstant(type: "Double", expression: SwiftLiteral.number(weight.weight))
        case .number(let number): return SwiftConstant(type: "Double", expression: SwiftLiteral.number(number))
        case .duration(let duration): return SwiftConstant(type: "TimeInterval", expression: Self.seconds(duration))
        case .cubicBezier(let curve): return SwiftConstant(type: "CubicBezier", expression: Self.curve(curve))
        case .strokeStyle(let style): return SwiftConstant(type: "TokenStrokeStyle", expression: points(style, token: token))
        case .border(let border):
            let darkColor = if case .border(let other) = dark { other.color } else { border.color }
            return SwiftConstant(type: "TokenBorder", expression: "TokenBorder(color: \(Self.dynamic(border.color, darkColor)), width: \(points(border.width, token: token)), style: \(points(border.style, token: token)))")
        case .transition(let transition):
            return SwiftConstant(type: "TokenTransition", expression: "TokenTransition(duration: \(Self.seconds(transition.duration)), delay: \(Self.seconds(transition.delay)), timingFunction: \(Self.curve(transition.timingFunction)))")
        case .shadow(let layers):
            let darkLayers = if case .shadow(let other) = dark, other.count == layers.count { other } else { layers }
            let written = zip(layers, darkLayers).map { layer, darkLayer in
                "TokenShadowLayer(color: \(Self.dynamic(layer.color, darkLayer.color)), offsetX: \(points(layer.offsetX, token: token)), offsetY: \(points(layer.offsetY, token: token)), blur: \(points(layer.blur, token: token)), spread: \(points(layer.spread, token: token)), inset: \(layer.inset))"
            }
            return SwiftConstant(type: "TokenShadow", expression: "TokenShadow([\(written.joined(separator: ", "))])")
        case .gradient(let stops):
            let darkStops = if case .gradient(let other) = dark, other.count == stops.count { other } else { stops }
            let written = zip(stops, darkStops).map { stop, darkStop in
                "TokenGradient.Stop(color: \(Self.dynamic(stop.color, darkStop.color)), position: \(SwiftLiteral.number(stop.position)))"
            }
            return SwiftConstant(type: "TokenGradient", expression: "TokenGradient([\(written.joined(separator: ", "))])")
        case .custom(let custom):
            switch custom.content {
            case .number(let number): return SwiftConstant(type: "Double", expression: SwiftLiteral.number(number))
            case .string(let text), .json(let text): return SwiftConstant(type: "String", expression: SwiftLiteral.string(text))
            case .bool(let flag): return SwiftConstant(type: "Bool", expression: "\(flag)")
            }
        case .css(let css):
            // A value only a browser computes: the app gets its text.
            return SwiftConstant(type: "String", expression: SwiftLiteral.string(css.text))
        }
    }

    // MARK: Sizes

    /// A dimension in points: a `ScalableMetric` when it follows the text size, else a `Double`; one
    /// in a unit without a fixed size (`50%`, `10vw`) is its CSS text, as only a layout can size it.
    private mutating func metric(_ dimension: DimensionValue, token: ResolvedToken, steps: [ContentSizeCategory: ResolvedToken],
                                 forSlot: Bool) -> SwiftConstant {
        if !dimension.hasFixedSize, !forSlot {
            return SwiftConstant(type: "String", expression: SwiftLiteral.string(CSSValueSerializer.dimension(dimension)))
        }
        let base = points(dimension, token: token)
        let perStep = steps.sorted { $0.key < $1.key }.compactMap { step, stepToken -> (ContentSizeCategory, Double)? in
            guard case .dimension(let value) = stepToken.value else { return nil }
            return (step, value.points)
        }
        // With a text-size modifier the steps are its contexts, and the CSS ignores the rules.
        if !perStep.isEmpty, Set(perStep.map(\.1)).count > 1 {
            let table = perStep.map { ".\(Self.stepCase($0.0)): \(SwiftLiteral.number($0.1))" }.joined(separator: ", ")
            return SwiftConstant(type: "ScalableMetric", expression: "ScalableMetric(base: \(base), scaling: .steps([\(table)]))")
        }
        if perStep.isEmpty, case .scaledMetric(let style, let maximum)? = token.dynamicType {
            return SwiftConstant(type: "ScalableMetric",
                                 expression: "ScalableMetric(base: \(base), scaling: .relative(to: .\(style.rawValue), maximum: \(SwiftLiteral.optionalNumber(maximum))))")
        }
        if forSlot { return SwiftConstant(type: "ScalableMetric", expression: "ScalableMetric(base: \(base), scaling: .fixed)") }
        return SwiftConstant(type: "Double", expression: base)
    }

    /// A simple value as its CSS text: what a token whose themes give it different kinds of value
    /// (`2px` in one, `1px 6px` in another) is in every theme; nil for a composite value.
    static func text(_ value: TokenValue) -> String? {
        switch value {
        case .dimension(let dimension): CSSValueSerializer.dimension(dimension)
        case .number(let number): CSSValueSerializer.number(number)
        case .fontWeight(let weight): CSSValueSerializer.fontWeight(weight)
        case .duration(let duration): CSSValueSerializer.duration(duration)
        case .css(let css): css.text
        case .custom(let custom): CSSValueSerializer.custom(custom)
        default: nil
        }
    }

    /// A colour or a value only a browser computes, as CSS text.
    private static func cssText(_ value: TokenValue) -> String? {
        switch value {
        case .color(let color): color.tokenColor.cssString
        case .css(let css): css.text
        default: nil
        }
    }

    /// The font as the site's CSS sizes it: the HIG table for a text style, `UIFontMetrics` scaling
    /// (rounded, capped) for a font relative to one, else its own size with leading = size x line height.
    private mutating func font(_ value: TypographyValue, token: ResolvedToken, steps: [ContentSizeCategory: ResolvedToken],
                               fontSizeScaling: (style: TextStyle, maximum: Double?)?) -> String {
        var size = points(value.fontSize, token: token)
        var lineHeight = SwiftLiteral.number(Self.fixedLeading(value))
        let scaling: String
        let perStep = steps.sorted { $0.key < $1.key }.compactMap { step, stepToken -> (ContentSizeCategory, Double, Double)? in
            guard case .typography(let stepValue) = stepToken.value else { return nil }
            return (step, stepValue.fontSize.points, Self.fixedLeading(stepValue))
        }
        if !perStep.isEmpty {
            // With a text-size modifier the steps are its contexts, and the CSS ignores the rules.
            let table = perStep.map { ".\(Self.stepCase($0.0)): StepMetrics(size: \(SwiftLiteral.number($0.1)), lineHeight: \(SwiftLiteral.number($0.2)))" }
            scaling = Set(perStep.map { [$0.1, $0.2] }).count > 1 ? ".steps([\(table.joined(separator: ", "))])" : ".fixed"
        } else {
            switch token.dynamicType {
            case .textStyle(let style)?:
                let metrics = DynamicTypeTable.metrics(for: style, at: .large)
                (size, lineHeight) = (SwiftLiteral.number(Double(metrics.size)), SwiftLiteral.number(Double(metrics.leading)))
                scaling = ".textStyle(.\(style.rawValue))"
            case .scaledFont(let style, let maximum)?:
                scaling = ".relative(to: .\(style.rawValue), maximumSize: \(SwiftLiteral.optionalNumber(maximum)))"
            case .scaledMetric?, .fixed?, nil:
                if let (style, maximum) = fontSizeScaling {
                    let table = ContentSizeCategory.allCases.map { step in
                        let size = DynamicTypeScaling.scaledMetric(base: value.fontSize.points, relativeTo: style, step: step, max: maximum)
                        return ".\(Self.stepCase(step)): StepMetrics(size: \(SwiftLiteral.number(size)), lineHeight: \(lineHeight))"
                    }
                    scaling = ".steps([\(table.joined(separator: ", "))])"
                } else {
                    scaling = ".fixed"
                }
            }
        }
        return "ScalableFont(family: \(SwiftLiteral.strings(value.fontFamily)), weight: \(SwiftLiteral.number(value.fontWeight.weight)), size: \(size), lineHeight: \(lineHeight), lineHeightMultiplier: \(SwiftLiteral.number(value.lineHeight)), letterSpacing: \(points(value.letterSpacing, token: token)), scaling: \(scaling))"
    }

    /// The CSS's leading for a font that does not scale: size x line height rounded to 1/100 of the
    /// size's own unit, in points.
    static func fixedLeading(_ value: TypographyValue) -> Double {
        let size = value.fontSize
        guard size.value != 0 else { return 0 }
        return DynamicTypeScaling.lineHeight(size: size.value, multiplier: value.lineHeight) * (size.points / size.value)
    }

    private mutating func points(_ dimension: DimensionValue, token: ResolvedToken) -> String {
        if !dimension.hasFixedSize {
            note(token, "uses the unit \(dimension.unit.rawValue), which has no fixed size in points; its number is generated as points")
        }
        return SwiftLiteral.number(dimension.points)
    }

    private mutating func points(_ style: StrokeStyleValue, token: ResolvedToken) -> String {
        switch style {
        case .keyword(let keyword): ".\(keyword.rawValue)"
        case .dashed(let dashes, let cap): ".dashes([\(dashes.map { points($0, token: token) }.joined(separator: ", "))], lineCap: .\(cap.rawValue))"
        }
    }

    mutating func note(_ token: ResolvedToken, _ text: String) {
        let key = token.name + "\u{0}" + text
        guard problems[key] == nil else { return }
        problems[key] = .warning(.swiftValue, "the token \(token.name) \(text)", at: token.location, subject: token.name)
    }

    // MARK: Literals

    static func stepCase(_ step: ContentSizeCategory) -> String {
        switch step {
        case .xSmall, .xLarge, .xxLarge, .xxxLarge: step.rawValue
        default: step.rawValue.lowercased()
        }
    }

    private static func dynamic(_ light: ColorValue, _ dark: ColorValue) -> String {
        light == dark ? "DynamicColor(\(color(light)))" : "DynamicColor(light: \(color(light)), dark: \(color(dark)))"
    }

    /// An sRGB colour as the CSS writes it, `TokenColor(hex: 0x1E222B)` (`#1e222b`); any other in
    /// extended sRGB (wide-gamut colours keep components beyond 0...1) to four decimals, 1/39 of an
    /// 8-bit step.
    private static func color(_ value: ColorValue) -> String {
        let color = value.tokenColor
        let rgb = color.sRGB
        func component(_ x: Double) -> String { SwiftLiteral.number((x * 10_000).rounded() / 10_000) }
        let alpha = value.alpha == 1 ? "" : ", alpha: \(component(value.alpha))"
        let channels = [rgb.x, rgb.y, rgb.z]
        let complete = color.components.count == 3 && !color.components.contains { $0 == nil }
        if value.colorSpace == .srgb, complete, channels.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) {
            let hex = channels.reduce(0) { $0 * 256 + Int(($1 * 255).rounded()) }
            return "TokenColor(hex: 0x" + String(format: "%06X", hex) + alpha + ")"
        }
        return "TokenColor(\(component(rgb.x)), \(component(rgb.y)), \(component(rgb.z))\(alpha))"
    }

    private static func seconds(_ duration: DurationValue) -> String { SwiftLiteral.number(duration.milliseconds / 1000) }

    private static func curve(_ curve: CubicBezierValue) -> String {
        "CubicBezier(x1: \(SwiftLiteral.number(curve.x1)), y1: \(SwiftLiteral.number(curve.y1)), x2: \(SwiftLiteral.number(curve.x2)), y2: \(SwiftLiteral.number(curve.y2)))"
    }
}

private extension TokenValue {
    /// The value with every colour blanked: what must be equal for light and dark to share one value.
    var colorless: TokenValue {
        let blank = ColorValue(colorSpace: .srgb, components: [])
        switch self {
        case .color: return .color(blank)
        case .border(var border):
            border.color = blank
            return .border(border)
        case .shadow(let layers):
            return .shadow(layers.map { layer in
                var copy = layer
                copy.color = blank
                return copy
            })
        case .gradient(let stops):
            return .gradient(stops.map { GradientStop(color: blank, position: $0.position) })
        default: return self
        }
    }
}
