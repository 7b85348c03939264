import Foundation
import Testing
@testable import StyleGuideGen

/// Our conversions against ColorAide's, on 200 random colours per space (see Tests/color/run.sh).
@Suite struct ColoraideComparisonTests {
    struct Worst { var xyz = 0.0, srgb = 0.0, mapped = 0.0, mappedAtExtremes = 0.0, css = 0.0, hexMismatches = 0 }

    /// ProPhoto's primaries: CSS Color 4 (and we) use 6-decimal ones, ColorAide ISO 22028-2's 4-decimal ones,
    /// which moves XYZ by up to ~1e-5 and sRGB by ~1e-4 (~4e-4 once the chroma search amplifies it).
    /// Every other space agrees to rounding error.
    static func tolerance(_ space: ColorSpace) -> Double { space == .prophotoRGB ? 2e-4 : 1e-9 }
    static func mappedTolerance(_ space: ColorSpace) -> Double { space == .prophotoRGB ? 1e-3 : 1e-9 }

    /// Whether OKLab lightness is at 0 or 1, where CSS returns black or white outright and a rounding error
    /// of 1e-16 in either implementation decides between that and a (near-black) search result.
    static func isAtLightnessExtreme(_ color: TokenColor) -> Bool {
        let lightness = color.converted(to: .oklab).resolvedComponents.x
        return abs(lightness) < 1e-9 || abs(lightness - 1) < 1e-9
    }

    @Test func conversionsMatchColoraidePerSpace() throws {
        let fixture = try ColoraideFixture.load()
        #expect(fixture.colors.count == ColorSpace.allCases.count * 200)
        var worst: [ColorSpace: Worst] = [:]
        for entry in fixture.colors {
            let color = try #require(entry.tokenColor, "unknown space \(entry.space)")
            var w = worst[color.colorSpace, default: Worst()]
            w.xyz = max(w.xyz, largestDifference(color.xyzD65, entry.xyzD65))
            w.srgb = max(w.srgb, largestDifference(color.sRGB, entry.srgb))
            let mappedDifference = largestDifference(color.gamutMappedSRGB, entry.srgbGamutMapped)
            if Self.isAtLightnessExtreme(color) {
                w.mappedAtExtremes = max(w.mappedAtExtremes, mappedDifference)
            } else {
                w.mapped = max(w.mapped, mappedDifference)
            }
            if color.sRGBFallbackHex != entry.fallbackHex { w.hexMismatches += 1 }
            if let difference = cssDifference(color.cssString, entry.css) {
                w.css = max(w.css, difference)
            } else {
                Issue.record("CSS \(color.cssString) differs in shape from ColorAide's \(entry.css)")
            }
            worst[color.colorSpace] = w
        }
        for space in ColorSpace.allCases {
            let w = worst[space, default: Worst()]
            print("largest difference vs ColorAide [\(space.rawValue)]: XYZ-D65 \(w.xyz), sRGB \(w.srgb), "
                + "gamut-mapped sRGB \(w.mapped) (at L = 0 or 1: \(w.mappedAtExtremes)), CSS numbers \(w.css), fallback hex mismatches \(w.hexMismatches)")
            let tolerance = Self.tolerance(space)
            #expect(w.xyz < tolerance, "XYZ-D65 of \(space.rawValue)")
            #expect(w.srgb < tolerance, "sRGB of \(space.rawValue)")
            #expect(w.mapped < Self.mappedTolerance(space), "gamut-mapped sRGB of \(space.rawValue)")
            #expect(w.mappedAtExtremes < 1e-3, "gamut-mapped sRGB at L = 0 or 1 of \(space.rawValue)")
            #expect(w.css <= 5.000001e-6, "CSS numbers of \(space.rawValue)")
            #expect(w.hexMismatches == 0, "fallback hex of \(space.rawValue)")
        }
    }

    @Test func contrastRatiosMatchColoraide() throws {
        let fixture = try ColoraideFixture.load()
        #expect(fixture.contrast.count == 400)
        var largest = 0.0
        for pair in fixture.contrast {
            let fg = try #require(fixture.colors[safe: pair.foreground]?.tokenColor)
            let bg = try #require(fixture.colors[safe: pair.background]?.tokenColor)
            let ratio = ColorContrast.ratio(foreground: fg, background: bg)
            largest = max(largest, abs(ratio - pair.ratio))
        }
        print("largest difference vs ColorAide [WCAG 2.1 contrast ratio]: \(largest)")
        // WCAG's rounded weights (0.2126, 0.7152, 0.0722) against ColorAide's exact XYZ Y row: ~1e-3 at most.
        #expect(largest < 2e-3)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

