import Testing
@testable import StyleGuideGen

@Suite struct CSSColorSerializationTests {
    @Test func serialisesEachSpaceInItsOwnSyntax() {
        let cases: [(TokenColor, String)] = [
            (TokenColor(colorSpace: .srgb, components: [1, 0, 1]), "#ff00ff"),
            (TokenColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 0.5), "#00000080"),
            (TokenColor(colorSpace: .srgb, components: [1.2, 0, 0]), "color(srgb 1.2 0 0)"),
            (TokenColor(colorSpace: .srgb, components: [nil, 0.5, 0.25]), "color(srgb none 0.5 0.25)"),
            (TokenColor(colorSpace: .srgbLinear, components: [1, 0, 1]), "color(srgb-linear 1 0 1)"),
            (TokenColor(colorSpace: .hsl, components: [330, 100, 50]), "hsl(330 100% 50%)"),
            (TokenColor(colorSpace: .hsl, components: [nil, 0, 100], alpha: 0.25), "hsl(none 0% 100% / 0.25)"),
            (TokenColor(colorSpace: .hwb, components: [330, 0, 0]), "hwb(330 0% 0%)"),
            (TokenColor(colorSpace: .lab, components: [60.17, 93.54, -60.5]), "lab(60.17% 93.54 -60.5)"),
            (TokenColor(colorSpace: .lch, components: [60.17, 111.4, 327.11]), "lch(60.17% 111.4 327.11)"),
            (TokenColor(colorSpace: .oklab, components: [0.701, 0.2746, -0.169]), "oklab(0.701 0.2746 -0.169)"),
            (TokenColor(colorSpace: .oklch, components: [0.7016, 0.3225, nil]), "oklch(0.7016 0.3225 none)"),
            (TokenColor(colorSpace: .displayP3, components: [1, 0, 0], alpha: 0.5), "color(display-p3 1 0 0 / 0.5)"),
            (TokenColor(colorSpace: .a98RGB, components: [1, 0, 1]), "color(a98-rgb 1 0 1)"),
            (TokenColor(colorSpace: .prophotoRGB, components: [1, 0, 1]), "color(prophoto-rgb 1 0 1)"),
            (TokenColor(colorSpace: .rec2020, components: [1, 0, 1]), "color(rec2020 1 0 1)"),
            (TokenColor(colorSpace: .xyzD65, components: [0.5929, 0.2848, 0.9699]), "color(xyz-d65 0.5929 0.2848 0.9699)"),
            (TokenColor(colorSpace: .xyzD50, components: [0.5791, 0.2831, 0.728]), "color(xyz-d50 0.5791 0.2831 0.728)"),
        ]
        for (color, css) in cases {
            #expect(color.cssString == css)
        }
    }

    @Test func formatsNumbersDeterministically() {
        #expect(CSSNumberFormat.string(0.1 + 0.2) == "0.3")
        #expect(CSSNumberFormat.string(-0.0) == "0")
        #expect(CSSNumberFormat.string(-0.000001) == "0")
        #expect(CSSNumberFormat.string(1e-7) == "0")
        #expect(CSSNumberFormat.string(123456.123456) == "123456.12346")
        #expect(CSSNumberFormat.string(0.333333333) == "0.33333")
        #expect(CSSNumberFormat.string(1e21) == "1000000000000000000000")
        #expect(CSSNumberFormat.string(12.5, fractionDigits: 0) == "13")
        #expect(CSSNumberFormat.string(-12.5, fractionDigits: 0) == "-13")
        #expect(CSSNumberFormat.string(40) == "40")
        let huge = CSSNumberFormat.string(-1e300)
        #expect(huge.hasPrefix("-1000000000000000") && huge.count == 302 && huge.allSatisfy { $0 == "-" || $0.isNumber })
        #expect(!CSSNumberFormat.string(.greatestFiniteMagnitude).contains("e"))
    }
}
