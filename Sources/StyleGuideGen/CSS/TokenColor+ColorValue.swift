extension TokenColor {
    /// The Color module's view of a colour the token loader has shape-checked.
    public init(_ value: ColorValue) {
        let space = ColorSpace(rawValue: value.colorSpace.rawValue) ?? .srgb
        let components: [Double?] = value.components.map { component in
            if case .value(let number) = component { number } else { nil }
        }
        self.init(colorSpace: space, components: components, alpha: value.alpha, hex: value.hex)
    }
}
