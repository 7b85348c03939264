import Testing
@testable import StyleGuideGen

/// `color-mix()` computed as CSS Color 5 says, where the maths is defined; left to the browser
/// where this tool does not compute it.
@Suite struct ColorMixTests {
    private func mix(_ text: String) -> ColorValue? { ColorMix.parse(text) }

    private func components(_ color: ColorValue?) -> [Double] {
        color?.components.map { if case .value(let x) = $0 { x } else { .nan } } ?? []
    }

    @Test func percentagesWeighTheColoursInTheirSpace() {
        let mixed = mix("color-mix(in srgb, #112233 40%, white)")
        #expect(mixed?.colorSpace == .srgb && mixed?.alpha == 1)
        #expect(components(mixed) == [0.62668, 0.65332, 0.68], "#112233 is read to 4 decimals, as every hex is")
        // One percentage leaves the other the rest; none is half and half; either order.
        #expect(components(mix("color-mix(in srgb, white, black)")) == [0.5, 0.5, 0.5])
        #expect(components(mix("color-mix(in srgb, 25% white, black)")) == [0.25, 0.25, 0.25])
    }

    /// Kong's `color-mix(in srgb, #f1f3f1 5%, transparent)`: the colour at 5% opacity (premultiplied).
    @Test func mixingWithTransparentKeepsTheColourAtThatAlpha() {
        let mixed = mix("color-mix(in srgb, #f1f3f1 5%, transparent)")
        #expect(mixed?.alpha == 0.05)
        #expect(components(mixed) == [0.9451, 0.9529, 0.9451])
    }

    @Test func percentagesUnder100PercentLowerTheAlpha() {
        let mixed = mix("color-mix(in srgb, red 20%, blue 60%)")
        #expect(mixed?.alpha == 0.8)
        #expect(components(mixed) == [0.25, 0, 0.75])
    }

    @Test func huesGoTheShorterWayRound() {
        let mixed = mix("color-mix(in oklch, oklch(0.6 0.1 350), oklch(0.6 0.1 10))")
        #expect(mixed?.colorSpace == .oklch)
        let hue = components(mixed)[2]
        #expect(hue < 0.000001 || hue > 359.999999, "\(hue)")
    }

    @Test(arguments: ["color-mix(in oklch longer hue, red, blue)", "color-mix(in srgb, red 0%, blue 0%)", "color-mix(in nowhere, red, blue)",
                      "color-mix(in srgb, var(--a), blue)", "color-mix(in srgb, red)"])
    func whatItDoesNotComputeIsLeftToTheBrowser(text: String) {
        #expect(mix(text) == nil)
        #expect(CSSPassthrough.value(text, as: .color) != nil)
    }
}
