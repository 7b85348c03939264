/// The tokens module keeps a colour as parsed (`ColorValue`); the colour
/// maths works on `TokenColor`. Both name the same 14 DTCG colour spaces.
extension ColorValue {
    public var tokenColor: TokenColor {
        TokenColor(
            colorSpace: ColorSpace(rawValue: colorSpace.rawValue) ?? .srgb,
            components: components.map { component in
                if case .value(let number) = component { number } else { nil }
            },
            alpha: alpha,
            hex: hex)
    }
}
