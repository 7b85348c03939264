import Foundation

extension TokenColor {
    /// The colour as CSS in its own space: `color(display-p3 1 0 0 / 0.5)`, `oklch(0.7 0.1 200)`,
    /// `hsl(120 50% 50%)`; sRGB inside its gamut and without `none` as `#rrggbb` / `#rrggbbaa`.
    public var cssString: String {
        if colorSpace == .srgb, let hex = exactSRGBHex { return hex }
        let values = (0..<3).map { componentText(at: $0) }.joined(separator: " ")
        let body: String
        switch colorSpace {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
            body = "\(colorSpace.rawValue)(\(values)"
        default:
            body = "color(\(colorSpace.rawValue) \(values)"
        }
        return alpha < 1 ? "\(body) / \(CSSNumberFormat.string(max(alpha, 0))))" : "\(body))"
    }

    /// Hex for an sRGB colour whose three components are present and inside [0, 1].
    private var exactSRGBHex: String? {
        guard components.count == 3 else { return nil }
        let present = components.compactMap { $0 }
        guard present.count == 3, present.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return nil }
        return HexColor.string(SIMD3(present[0], present[1], present[2]), alpha: alpha)
    }

    /// One component as CSS: `none`, a number, or a percentage for HSL/HWB's second and third components
    /// and for Lab/LCH's lightness (percentages have worked there longer than plain numbers have, and
    /// validators still want them; in Lab and LCH 100% is 100).
    private func componentText(at index: Int) -> String {
        guard index < components.count, let value = components[index] else { return "none" }
        let number = CSSNumberFormat.string(value)
        let isPercentage = ((colorSpace == .hsl || colorSpace == .hwb) && index > 0) || ((colorSpace == .lab || colorSpace == .lch) && index == 0)
        return isPercentage ? number + "%" : number
    }
}
