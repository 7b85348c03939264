import Testing
@testable import StyleGuideGen

@Suite struct TokenColorHexTests {
    @Test func readsAllFourHexForms() throws {
        let short = try #require(TokenColor(hex: "#0aF"))
        #expect(short.colorSpace == .srgb)
        #expect(short.components == [0, 170.0 / 255, 1] as [Double?])
        #expect(short.alpha == 1)
        let shortAlpha = try #require(TokenColor(hex: "#0af8"))
        #expect(shortAlpha.alpha == 136.0 / 255)
        let long = try #require(TokenColor(hex: "#FF8D28"))
        #expect(long.components == [1, 141.0 / 255, 40.0 / 255] as [Double?])
        let longAlpha = try #require(TokenColor(hex: "#3C3C4399"))
        let grey: [Double?] = [60.0 / 255, 60.0 / 255, 67.0 / 255]
        #expect(longAlpha.components == grey)
        #expect(longAlpha.alpha == 153.0 / 255)
        #expect(longAlpha.hex == nil)
    }

    @Test(arguments: ["0af", "#", "#12", "#12345", "#1234567", "#ggg", "#\u{FF11}\u{FF12}\u{FF13}", "#123456789", " #123"])
    func rejectsMalformedHex(_ text: String) {
        #expect(TokenColor(hex: text) == nil)
    }

    @Test func hexRoundTripsThroughCSS() throws {
        for text in ["#000000", "#ffffff", "#0088ff", "#3c3c4399", "#ff8d28"] {
            #expect(try #require(TokenColor(hex: text)).cssString == text)
        }
    }
}

@Suite struct TokenColorValidationTests {
    @Test func acceptsValidValuesInEverySpace() {
        let samples: [ColorSpace: [Double?]] = [
            .srgb: [1, 0, 1], .srgbLinear: [0, 0.5, 1], .hsl: [359.9, 100, 0], .hwb: [0, 100, 100],
            .lab: [60.17, 93.54, -160.5], .lch: [100, 230, 0], .oklab: [1, -0.5, 0.5], .oklch: [0, 0.5, 328.363],
            .displayP3: [1, 0, 1], .a98RGB: [0, 0, 0], .prophotoRGB: [1, 1, 1], .rec2020: [0.5, 0.5, 0.5],
            .xyzD65: [0.5929, 0.2848, 0.9699], .xyzD50: [0.5791, 0.2831, 0.728],
        ]
        #expect(samples.count == ColorSpace.allCases.count)
        for (space, components) in samples {
            #expect(TokenColor(colorSpace: space, components: components, alpha: 0.5, hex: "#FF00ff").validate() == [])
        }
        #expect(TokenColor(colorSpace: .hsl, components: [nil, 0, 100]).validate() == [])
    }

    @Test func reportsEachOutOfRangeComponent() {
        let hsl = TokenColor(colorSpace: .hsl, components: [360, 101, -1]).validate()
        #expect(hsl == [
            "component 0 (hue) is 360, outside [0, 360) for hsl",
            "component 1 (saturation) is 101, outside [0, 100] for hsl",
            "component 2 (lightness) is -1, outside [0, 100] for hsl",
        ])
        #expect(TokenColor(colorSpace: .srgb, components: [1.2, 0, 0]).validate()
            == ["component 0 (red) is 1.2, outside [0, 1] for srgb"])
        #expect(TokenColor(colorSpace: .lch, components: [50, -1, 0]).validate()
            == ["component 1 (chroma) is -1, outside [0, +Infinity) for lch"])
        #expect(TokenColor(colorSpace: .oklab, components: [1.5, 9, -9]).validate()
            == ["component 0 (lightness) is 1.5, outside [0, 1] for oklab"])
    }

    @Test func reportsCountAlphaHexAndNonFiniteProblems() {
        #expect(TokenColor(colorSpace: .oklch, components: [0.5, 0.1]).validate()
            == ["colorSpace \"oklch\" needs 3 components (lightness, chroma, hue), got 2"])
        #expect(TokenColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 1.5).validate()
            == ["alpha is 1.5, outside [0, 1]"])
        #expect(TokenColor(colorSpace: .srgb, components: [0, 0, 0], hex: "#fff").validate()
            == ["hex \"#fff\" is not a 6-digit CSS hex colour (#rrggbb)"])
        #expect(TokenColor(colorSpace: .lab, components: [50, .infinity, 0]).validate()
            == ["component 1 (a) is not a finite number"])
    }
}

@Suite struct ColorSpaceTests {
    @Test func hasTheFourteenDTCGSpaces() {
        #expect(ColorSpace.acceptedNames == [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
            "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
        ])
        #expect(ColorSpace.allCases.allSatisfy { $0.components.count == 3 })
    }

    @Test func prophotoMatrixIsCSSColor4s() {
        // CSS Color 4 sample code, lin_ProPhoto_to_XYZ (6-decimal primaries, D50).
        let m = ColorMatrices.prophotoToXYZD50
        let expected: [SIMD3<Double>] = [
            SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
            SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
            SIMD3(0, 0, 0.82510460251046020),
        ]
        for (row, want) in zip([m.rows.0, m.rows.1, m.rows.2], expected) {
            #expect(maxAbsDifference(row, want) < 1e-15)
        }
    }
}
