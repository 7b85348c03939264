import Foundation

/// WCAG 2.x relative luminance and contrast ratio.
///
/// Colours are first brought to opaque sRGB the way a browser shows them: each is gamut-mapped (CSS Color 4);
/// a background with alpha < 1 is composited over white (the page canvas), then a foreground with alpha < 1 is
/// composited over that background. Compositing is "source-over" on gamma-encoded sRGB, as browsers paint.
public enum ColorContrast {
    /// WCAG relative luminance of gamma-encoded sRGB in [0, 1] (sRGB transfer function, Rec. 709 weights).
    public static func relativeLuminance(ofSRGB rgb: SIMD3<Double>) -> Double {
        let linear = TransferFunction.srgb.toLinear(GamutMapping.clip(rgb))
        return 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
    }

    /// Relative luminance of a colour, gamut-mapped and composited over white when translucent.
    public static func relativeLuminance(of color: TokenColor) -> Double {
        relativeLuminance(ofSRGB: opaqueSRGB(color, over: SIMD3(repeating: 1)))
    }

    /// The WCAG 2.x contrast ratio (1 to 21) between a foreground and a background.
    public static func ratio(foreground: TokenColor, background: TokenColor) -> Double {
        let backdrop = opaqueSRGB(background, over: SIMD3(repeating: 1))
        let front = opaqueSRGB(foreground, over: backdrop)
        let a = relativeLuminance(ofSRGB: front), b = relativeLuminance(ofSRGB: backdrop)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour painted over an opaque sRGB backdrop.
    static func opaqueSRGB(_ color: TokenColor, over backdrop: SIMD3<Double>) -> SIMD3<Double> {
        let alpha = color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
        return color.gamutMappedSRGB * alpha + backdrop * (1 - alpha)
    }
}

/// WCAG 2.x contrast requirements.
public enum WCAGLevel: String, CaseIterable, Sendable {
    /// 1.4.3 AA, normal text: 4.5:1.
    case aaNormalText = "AA"
    /// 1.4.3 AA large text (18 pt, or 14 pt bold) and 1.4.11 non-text UI components: 3:1.
    case aaLargeText = "AA large"
    /// 1.4.6 AAA, normal text: 7:1.
    case aaaNormalText = "AAA"
    /// 1.4.6 AAA, large text: 4.5:1.
    case aaaLargeText = "AAA large"

    /// The minimum contrast ratio the level requires.
    public var minimumRatio: Double {
        switch self {
        case .aaNormalText, .aaaLargeText: 4.5
        case .aaLargeText: 3.0
        case .aaaNormalText: 7.0
        }
    }

    /// Whether a ratio meets the level; WCAG compares unrounded ratios (4.499 fails 4.5).
    public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio }

    /// The levels a ratio meets, strictest requirement last.
    public static func levelsMet(by ratio: Double) -> [WCAGLevel] { allCases.filter { $0.isMet(by: ratio) } }
}
