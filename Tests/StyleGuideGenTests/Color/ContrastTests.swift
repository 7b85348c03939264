import Testing
@testable import StyleGuideGen

@Suite struct ContrastTests {
    let black = TokenColor(colorSpace: .srgb, components: [0, 0, 0])
    let white = TokenColor(colorSpace: .srgb, components: [1, 1, 1])

    @Test func blackOnWhiteIs21AndSameOnSameIs1() {
        #expect(abs(ColorContrast.ratio(foreground: black, background: white) - 21) < 1e-12)
        #expect(ColorContrast.ratio(foreground: white, background: white) == 1)
        #expect(ColorContrast.relativeLuminance(of: white) == 1)
        #expect(ColorContrast.relativeLuminance(of: black) == 0)
    }

    @Test func gray777OnWhiteJustFailsAA() throws {
        let gray = try #require(TokenColor(hex: "#777777"))
        let ratio = ColorContrast.ratio(foreground: gray, background: white)
        #expect(abs(ratio - 4.478) < 1e-3)
        #expect(ratio == ColorContrast.ratio(foreground: white, background: gray))
        #expect(!WCAGLevel.aaNormalText.isMet(by: ratio))
        #expect(WCAGLevel.aaLargeText.isMet(by: ratio))
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() {
        let halfBlack = TokenColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 0.5)
        // 50% black over white paints sRGB 0.5 gray: luminance ((0.5 + 0.055) / 1.055)^2.4.
        let gray = 0.2140411404
        let ratio = ColorContrast.ratio(foreground: halfBlack, background: white)
        #expect(abs(ratio - 1.05 / (gray + 0.05)) < 1e-6)
        // Over black, the same colour is invisible.
        #expect(ColorContrast.ratio(foreground: halfBlack, background: black) == 1)
    }

    @Test func translucentBackgroundIsCompositedOverWhite() {
        let clear = TokenColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 0)
        #expect(abs(ColorContrast.ratio(foreground: black, background: clear) - 21) < 1e-12)
        #expect(abs(ColorContrast.relativeLuminance(of: clear) - 1) < 1e-12)
    }

    @Test func wideGamutColoursAreGamutMappedFirst() {
        let p3Red = TokenColor(colorSpace: .displayP3, components: [1, 0, 0])
        let mapped = ColorContrast.relativeLuminance(ofSRGB: p3Red.gamutMappedSRGB)
        #expect(ColorContrast.relativeLuminance(of: p3Red) == mapped)
        #expect(mapped > 0.2126)  // more than pure sRGB red: the mapped colour is #ff0b0c
    }

    @Test func levelsUseUnroundedThresholds() {
        #expect(WCAGLevel.aaNormalText.minimumRatio == 4.5)
        #expect(WCAGLevel.aaLargeText.minimumRatio == 3)
        #expect(WCAGLevel.aaaNormalText.minimumRatio == 7)
        #expect(WCAGLevel.aaaLargeText.minimumRatio == 4.5)
        #expect(!WCAGLevel.aaNormalText.isMet(by: 4.499))
        #expect(WCAGLevel.levelsMet(by: 4.5) == [.aaNormalText, .aaLargeText, .aaaLargeText])
        #expect(WCAGLevel.levelsMet(by: 3.0) == [.aaLargeText])
        #expect(WCAGLevel.levelsMet(by: 2.99) == [])
        #expect(WCAGLevel.levelsMet(by: 21) == WCAGLevel.allCases)
    }
}
