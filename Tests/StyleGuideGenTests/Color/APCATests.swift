import Testing
@testable import StyleGuideGen

@Suite struct APCATests {
    /// A published pair: text, background, the reference Lc, where it is published.
    struct Reference: CustomTestStringConvertible, Sendable {
        let text: TokenColor, background: TokenColor, lc: Double, source: String
        var testDescription: String { "\(source): \(lc)" }
    }

    static func hex(_ text: String) -> TokenColor { TokenColor(hex: text)! }
    static func color(_ space: ColorSpace, _ c: [Double]) -> TokenColor { TokenColor(colorSpace: space, components: c) }

    static let apcaW3 = "apca-w3 test/index.js (github.com/Myndex/apca-w3), calcAPCA"
    static let colorJS = "color.js test/contrast.js (github.com/color-js/color.js), \"APCA contrast\""
    static let colorJSSpaces = "color.js test/contrast.js, \"APCA contrast, sRGB gamut in other color spaces\""
    static let sassAPCA = "sass-apca README.md (github.com/gfellerph/sass-apca)"

    static let references: [Reference] = [
        // apca-w3's own keystone values (the same list is in its README, "Testing your implementation").
        Reference(text: hex("#888"), background: hex("#fff"), lc: 63.056469930209424, source: apcaW3),
        Reference(text: hex("#fff"), background: hex("#888"), lc: -68.54146436644962, source: apcaW3),
        Reference(text: hex("#000"), background: hex("#aaa"), lc: 58.146262578561334, source: apcaW3),
        Reference(text: hex("#aaa"), background: hex("#000"), lc: -56.24113336839742, source: apcaW3),
        Reference(text: hex("#123"), background: hex("#def"), lc: 91.66830811481631, source: apcaW3),
        Reference(text: hex("#def"), background: hex("#123"), lc: -93.06770049484275, source: apcaW3),
        Reference(text: hex("#123"), background: hex("#444"), lc: 8.32326136957393, source: apcaW3),
        Reference(text: hex("#444"), background: hex("#123"), lc: -7.526878460278154, source: apcaW3),
        // Translucent text, alpha-blended over the background before measuring.
        Reference(text: hex("#0006"), background: hex("#fff"), lc: 54.62184067441377, source: apcaW3),
        // The same pairs written in other colour spaces.
        Reference(text: color(.displayP3, [0.5333333, 0.5333333, 0.5333333]), background: hex("#fff"), lc: 63.056469930209424, source: colorJSSpaces),
        Reference(text: hex("#fff"), background: color(.prophotoRGB, [0.4590162, 0.4590162, 0.4590162]), lc: -68.54146436644962, source: colorJSSpaces),
        // (Its rec2020 grey is left out: color.js now encodes rec2020 with BT.1886's 2.4 power, the
        // token colours with CSS Color 4's BT.2020 curve, so the same numbers are another grey.)
        Reference(text: color(.xyzD65, [0.3820622, 0.4019778, 0.437777]), background: hex("#000"), lc: -56.24113336839742, source: colorJSSpaces),
        Reference(text: color(.hsl, [210, 50, 13.333333]), background: color(.lch, [93.207946, 10.778089, 252.00404]), lc: 91.66830811481631, source: colorJSSpaces),
        Reference(text: color(.oklch, [0.94162468, 0.0293154, 248.13928]), background: color(.oklch, [0.24619227, 0.0398483, 249.73161]),
                  lc: -93.06770049484275, source: colorJSSpaces),
        Reference(text: color(.displayP3, [0.0819793, 0.1316305, 0.1944321]), background: color(.a98RGB, [0.2735638, 0.2735638, 0.2735638]),
                  lc: 8.32326136957393, source: colorJSSpaces),
        Reference(text: color(.hwb, [0, 26.666667, 73.333333]), background: color(.hwb, [210, 6.6666667, 80]), lc: -7.526878460278154, source: colorJSSpaces),
        // Out of the sRGB gamut, too light to differ from white (color.js's other two out-of-gamut
        // pairs, on black, depend on how the colour is brought into gamut: it clips, CSS Color 4 maps).
        Reference(text: color(.displayP3, [1, 1, 0]), background: hex("#fff"), lc: 0, source: colorJS + ", outside sRGB gamut"),
        Reference(text: hex("#fff"), background: color(.displayP3, [1, 1, 0]), lc: 0, source: colorJS + ", outside sRGB gamut"),
        Reference(text: hex("#000"), background: hex("#fff"), lc: 106.0406668287, source: sassAPCA),
        Reference(text: hex("#fff"), background: hex("#000"), lc: -107.8847261151, source: sassAPCA),
    ]

    @Test(arguments: references) func matchesThePublishedLcToATenth(_ reference: Reference) {
        let lc = APCA.lightnessContrast(text: reference.text, background: reference.background)
        #expect(abs(lc - reference.lc) < 0.1, "\(reference.source): \(lc) vs \(reference.lc)")
    }

    @Test func twentyPublishedPairsFromThreeProjects() {
        #expect(Self.references.count == 20)
        #expect(Set(Self.references.map(\.source)).count == 4)
    }

    @Test func aTranslucentBackgroundIsCompositedOverWhiteAsForWCAG() {
        // 60% black painted on white is #666: the same Lc as the opaque grey.
        let clear = TokenColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 0)
        #expect(APCA.lightnessContrast(text: Self.hex("#000"), background: clear) == APCA.lightnessContrast(text: Self.hex("#000"), background: Self.hex("#fff")))
    }

    @Test func formatRoundsTowardZeroSoAFailureNeverReadsAsItsThreshold() {
        #expect(APCAFormat.lc(59.96) == "Lc 59.9")
        #expect(APCAFormat.lc(-68.541) == "Lc -68.5")
        #expect(APCAFormat.lc(84.31, up: true) == "Lc 84.4")
        #expect(APCAFormat.lc(0) == "Lc 0.0")
    }
}
