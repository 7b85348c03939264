import Foundation
import Testing
@testable import StyleGuideGen

/// Values at all twelve steps, from the HIG table (dynamic-type.md) and the scaling rules worked by hand.
@Suite struct TokenStylesheetStepTests {
    private func series(_ property: String, _ values: TokenCSSValues, _ inputs: [ModifierChoice] = []) -> [String] {
        ContentSizeCategory.allCases.map { values.value(ofProperty: property, in: inputs, at: $0) ?? "missing" }
    }

    private func px(_ numbers: [Double]) -> [String] { numbers.map { CSSNumberFormat.string($0) + "px" } }

    @Test func defaultPermutationAtEveryStep() throws {
        let values = TokenStylesheet.generate(try CSSFixtures.example()).values
        // Body is the text style itself: size and leading straight from the table.
        #expect(series("--typography-body-font-size", values) == px([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]))
        #expect(series("--typography-body-line-height", values) == px([19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]))
        #expect(series("--typography-body", values)[11] == #"400 53px/62px -apple-system, system-ui, "Helvetica Neue", Arial, sans-serif"#)
        // The button font: 17pt relative to Body, round(17 x leading/22), capped at 28.
        #expect(series("--typography-button-font-size", values) == px([15, 15, 16, 17, 19, 20, 22, 26, 28, 28, 28, 28]))
        // The icon frame: 28pt relative to Body, rounded to 1/3 pt, capped at 60.
        #expect(series("--size-icon-frame", values) == px([73.0 / 3, 76.0 / 3, 80.0 / 3, 28, 92.0 / 3, 33, 37, 130.0 / 3, 51, 60, 60, 60]))
        // The icon tile radius: 6pt, capped at 13.
        #expect(series("--radius-icon-tile", values) == px([16.0 / 3, 16.0 / 3, 17.0 / 3, 6, 20.0 / 3, 7, 8, 28.0 / 3, 11, 13, 13, 13]))
        // The avatar never scales.
        #expect(Set(series("--size-avatar", values)) == ["60px"])
        // The same values in the other permutations, where nothing typographic differs.
        let darkOcean = CSSFixtures.choices(["theme": "dark", "brand": "ocean"])
        #expect(series("--size-icon-frame", values, darkOcean) == series("--size-icon-frame", values))
        #expect(series("--radius-button", values, darkOcean) == Array(repeating: "22px", count: 12))
    }

    @Test func footnoteAndCaptionAreFlatUpToMedium() throws {
        let values = TokenStylesheet.generate(try CSSFixtures.example()).values
        let steps = ContentSizeCategory.allCases
        for property in ["--typography-footnote-font-size", "--typography-caption1-font-size", "--typography-caption1-line-height"] {
            let sizes = series(property, values)
            let changes = (1..<steps.count).filter { sizes[$0] != sizes[$0 - 1] }.map { "\(steps[$0 - 1].rawValue)->\(steps[$0].rawValue)" }
            #expect(changes == ["Medium->Large", "Large->xLarge", "xLarge->xxLarge", "xxLarge->xxxLarge", "xxxLarge->AX1",
                                "AX1->AX2", "AX2->AX3", "AX3->AX4", "AX4->AX5"], "\(property): \(sizes)")
        }
        #expect(series("--typography-footnote-font-size", values).prefix(4) == ["12px", "12px", "12px", "13px"])
        // Caption 2 stays 11pt up to Large.
        #expect(series("--typography-caption2-font-size", values).prefix(5) == ["11px", "11px", "11px", "11px", "13px"])
    }

    @Test func aCappedCustomFontInABrandAtEveryStep() throws {
        let values = TokenStylesheet.generate(try CSSFixtures.fixture("six/six.resolver.json")).values
        // Brand c: 15pt relative to Body, capped at 20; line height 1.2 x size.
        let brandC = CSSFixtures.choices(["brand": "c"])
        #expect(series("--typography-button-font-size", values, brandC) == px([13, 14, 14, 15, 16, 18, 20, 20, 20, 20, 20, 20]))
        #expect(series("--component-button-font-font-size", values, brandC) == series("--typography-button-font-size", values, brandC))
        #expect(series("--typography-button-line-height", values, brandC)[0] == "15.6px")
        // Brand b's tile radius: 9pt capped at 18; brand a's 6pt capped at 12.
        #expect(series("--radius-tile", values, CSSFixtures.choices(["brand": "b"]))
                == px([23.0 / 3, 25.0 / 3, 26.0 / 3, 9, 29.0 / 3, 32.0 / 3, 12, 14, 49.0 / 3, 18, 18, 18]))
        #expect(series("--radius-tile", values).suffix(3) == ["12px", "12px", "12px"])
    }
}
