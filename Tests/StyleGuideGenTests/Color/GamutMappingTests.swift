import Testing
@testable import StyleGuideGen

@Suite struct GamutMappingTests {
    /// The DTCG Color module's "Hot pink" examples, with their hex member removed.
    static let hotPinks: [TokenColor] = [
        TokenColor(colorSpace: .srgb, components: [1, 0, 1]),
        TokenColor(colorSpace: .srgbLinear, components: [1, 0, 1]),
        TokenColor(colorSpace: .lab, components: [60.17, 93.54, -60.5]),
        TokenColor(colorSpace: .lch, components: [60.17, 111.4, 327.11]),
        TokenColor(colorSpace: .oklab, components: [0.701, 0.2746, -0.169]),
        TokenColor(colorSpace: .oklch, components: [0.7016, 0.3225, 328.363]),
        TokenColor(colorSpace: .xyzD65, components: [0.5929, 0.2848, 0.9699]),
        TokenColor(colorSpace: .xyzD50, components: [0.5791, 0.2831, 0.728]),
    ]

    @Test func specExamplesComeBackAsTheirHex() {
        for color in Self.hotPinks {
            #expect(color.sRGBFallbackHex == "#ff00ff", "\(color.colorSpace.rawValue)")
        }
        // The spec's HSL/HWB examples use hue 330, which is #ff0080, not the #ff00ff their hex member says.
        #expect(TokenColor(colorSpace: .hsl, components: [330, 100, 50]).sRGBFallbackHex == "#ff0080")
        #expect(TokenColor(colorSpace: .hwb, components: [330, 0, 0]).sRGBFallbackHex == "#ff0080")
    }

    @Test func wideGamutPrimariesKeepHueWhereClippingDoesNot() {
        // Expected hex values from ColorAide's minde-chroma (the CSS Color 4 algorithm).
        let expected: [(ColorSpace, String, String)] = [
            (.displayP3, "#ff0b0c", "#ff2bfb"), (.a98RGB, "#ff5a48", "#ff69ed"),
            (.prophotoRGB, "#ff5566", "#ff44e4"), (.rec2020, "#ff494f", "#ff56e7"),
        ]
        for (space, red, magenta) in expected {
            let redColor = TokenColor(colorSpace: space, components: [1, 0, 0])
            #expect(redColor.sRGBFallbackHex == red)
            #expect(TokenColor(colorSpace: space, components: [1, 0, 1]).sRGBFallbackHex == magenta)
            #expect(!redColor.isInSRGBGamut)
            #expect(HexColor.string(redColor.clippedSRGB) == "#ff0000")
            #expect(GamutMapping.isInSRGBGamut(redColor.gamutMappedSRGB))
        }
    }

    @Test func inGamutColoursAreUntouchedAndExtremesGoToBlackOrWhite() {
        let inside = TokenColor(colorSpace: .oklch, components: [0.6, 0.05, 120])
        #expect(inside.isInSRGBGamut)
        #expect(inside.gamutMappedSRGB == inside.sRGB)
        #expect(TokenColor(colorSpace: .oklch, components: [1, 0.3, 40]).gamutMappedSRGB == SIMD3(1, 1, 1))
        #expect(TokenColor(colorSpace: .oklch, components: [0, 0.3, 40]).gamutMappedSRGB == SIMD3(0, 0, 0))
    }

    @Test func mappedColourStaysWithinTheJNDOfItsReducedChromaForm() {
        let vivid = TokenColor(colorSpace: .oklch, components: [0.7, 0.4, 150])
        let mapped = vivid.gamutMappedSRGB
        #expect(GamutMapping.isInSRGBGamut(mapped))
        let back = ColorConversion.convert(mapped, from: .srgb, to: .oklch)
        #expect(abs(back.x - 0.7) < 0.02)
        #expect(back.y < 0.4)
        // ColorAide: color(srgb 0 0.76068 0.28082).
        #expect(maxAbsDifference(mapped, SIMD3(0, 0.76068, 0.28082)) < 1e-5)
    }

    @Test func fallbackPrefersTheTokensHexMember() {
        let p3 = TokenColor(colorSpace: .displayP3, components: [1, 0, 1], alpha: 1, hex: "#FF00FF")
        #expect(p3.sRGBFallbackHex == "#ff00ff")
        let translucent = TokenColor(colorSpace: .displayP3, components: [1, 0, 1], alpha: 0.5, hex: "#FF00FF")
        #expect(translucent.sRGBFallbackHex == "#ff00ff80")
        let badHex = TokenColor(colorSpace: .displayP3, components: [1, 0, 1], hex: "magenta")
        #expect(badHex.sRGBFallbackHex == "#ff2bfb")
    }

    @Test func conversionsRoundTripThroughEverySpace() {
        let start = SIMD3(0.2, 0.4, 0.6)
        for space in ColorSpace.allCases {
            let there = ColorConversion.convert(start, from: .srgb, to: space)
            let back = ColorConversion.convert(there, from: space, to: .srgb)
            #expect(maxAbsDifference(back, start) < 1e-12, "\(space.rawValue)")
        }
        let converted = TokenColor(colorSpace: .srgb, components: [1, 1, 1], alpha: 0.3).converted(to: .xyzD65)
        #expect(converted.alpha == 0.3)
        let d65White = SIMD3(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
        #expect(maxAbsDifference(converted.resolvedComponents, d65White) < 1e-12)
    }
}
