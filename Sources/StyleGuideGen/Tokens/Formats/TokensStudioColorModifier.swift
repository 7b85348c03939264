/// Tokens Studio's colour modifiers, `$extensions["studio.tokens"].modify`
/// (`{type: lighten|darken|mix|alpha, value, space, color?}`), computed as its Style Dictionary
/// transforms do, in the space they name (the result stays in that space), with amount `a`:
/// - lighten: hsl `L + (100 − L)·a`; srgb and p3 each channel `c + (1 − c)·a`; lch `L + (100 − L)·a`, `C·(1 − a)`;
/// - darken: hsl `L·(1 − a)`; srgb and p3 `c·(1 − a)`; lch `L·(1 − a)`, `C·(1 − a)`;
/// - mix: `base + (other − base)·a`, channel by channel in the space;
/// - alpha: the alpha becomes `a`.
struct TokensStudioColorModifier {
    static let spaces: [String: ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3, "display-p3": .displayP3]

    /// The modified colour; nil after an error (reported).
    static func apply(_ modify: JSONValue, to base: ColorValue, context: inout ValueContext) -> ColorValue? {
        guard let type = modify["type"]?.stringValue, ["lighten", "darken", "mix", "alpha"].contains(type) else {
            context.error(.formatInvalidValue, "a Tokens Studio colour modifier needs \"type\": lighten, darken, mix or alpha", at: modify["type"]?.location ?? modify.location)
            return nil
        }
        guard let amountJSON = modify["value"], let amount = context.number(amountJSON, what: "the modifier's amount, a number from 0 to 1", member: "") else {
            if modify["value"] == nil { context.error(.formatInvalidValue, "the \(type) modifier needs \"value\", an amount from 0 to 1", at: modify.location) }
            return nil
        }
        let spaceName = modify["space"]?.stringValue ?? "srgb"
        guard let space = spaces[spaceName.lowercased()] else {
            context.error(.formatInvalidValue, "the \(type) modifier's space '\(spaceName)' is not one Tokens Studio offers; expected srgb, hsl, lch or p3", at: modify["space"]?.location ?? modify.location)
            return nil
        }
        let a = min(max(amount, 0), 1)
        if type == "alpha" {
            var result = base
            result.alpha = a
            result.hex = nil
            return result
        }
        var color = base.tokenColor.converted(to: space)
        var c = color.resolvedComponents
        switch (type, space) {
        case ("lighten", .hsl): c.z = min(100, c.z + (100 - c.z) * a)
        case ("lighten", .lch): c.x = c.x + (100 - c.x) * a; c.y *= 1 - a
        case ("lighten", _): c = SIMD3(min(1, c.x + (1 - c.x) * a), min(1, c.y + (1 - c.y) * a), min(1, c.z + (1 - c.z) * a))
        case ("darken", .hsl): c.z *= 1 - a
        case ("darken", .lch): c.x *= 1 - a; c.y *= 1 - a
        case ("darken", _): c *= 1 - a
        default:
            guard let otherJSON = modify["color"] else {
                context.error(.formatInvalidValue, "the mix modifier needs \"color\", the colour to mix in", at: modify.location)
                return nil
            }
            guard case .color(let other)? = context.value(otherJSON, as: .color, member: "") else { return nil }
            let o = other.tokenColor.converted(to: space).resolvedComponents
            c = c + (o - c) * a
        }
        color.components = [c.x, c.y, c.z]
        return ColorValue(colorSpace: ColorSpaceName(rawValue: space.rawValue) ?? .srgb, components: color.components.map { .value($0 ?? 0) }, alpha: base.alpha)
    }
}
