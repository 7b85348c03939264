extension ColorValue {
    /// The Color module's view of this colour, for conversions and contrast.
    public var tokenColor: TokenColor { TokenColor(self) }
}
