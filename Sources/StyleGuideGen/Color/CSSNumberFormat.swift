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
        var text = String(format: "%.\(fractionDigits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
