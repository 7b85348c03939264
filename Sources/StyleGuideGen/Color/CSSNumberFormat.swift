import Foundation

/// Deterministic number formatting for CSS output: at most five decimals, no exponent, no trailing zeros, no `-0`.
public enum CSSNumberFormat {
    /// The number of decimals kept: 1e-5 is below what any colour space here can show.
    public static let maximumFractionDigits = 5

    /// Formats `value`; halves round away from zero; non-finite values (never produced from JSON) print as `0`.
    public static func string(_ value: Double, fractionDigits: Int = maximumFractionDigits) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10.0, Double(fractionDigits))
        // Past 2^53 a double has no fractional part left to round, and scaling could overflow.
        let rounded = abs(value) >= 9_007_199_254_740_992 ? value : (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if rounded == 0 { return "0" }
        if abs(rounded) < 1e13, (0...9).contains(fractionDigits) { return fixedPoint(rounded, fractionDigits: fractionDigits, scale: scale) }
        var text = String(format: "%.\(fractionDigits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `String(format:)` is slow and this runs for every value of every
    /// stylesheet cell: print the scaled integer instead. Same digits.
    private static func fixedPoint(_ rounded: Double, fractionDigits: Int, scale: Double) -> String {
        let units = Int64((abs(rounded) * scale).rounded())
        let divisor = Int64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        var text = rounded < 0 ? "-" : ""
        text += String(whole)
        guard fraction != 0 else { return text == "-0" ? "0" : text }
        var digits = fractionDigits
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}
