import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct CSSNumberFormatFastPathTests {
    /// The integer fast path prints what `String(format:)` printed, on values
    /// of every magnitude and sign (fixed seed).
    @Test func matchesFormatOnRandomValues() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<20_000 {
            let magnitude = pow(10, next() * 16 - 8)
            let value = (next() < 0.5 ? -1 : 1) * magnitude
            for digits in [0, 2, 5] {
                #expect(CSSNumberFormat.string(value, fractionDigits: digits) == Self.reference(value, digits), "\(value) \(digits)")
            }
        }
    }

    static func reference(_ value: Double, _ digits: Int) -> String {
        let scale = pow(10.0, Double(digits))
        let rounded = abs(value) >= 9_007_199_254_740_992 ? value : (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
