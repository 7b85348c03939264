import Foundation

/// Gamma-encoded <-> linear-light transfer functions, extended to negative values by mirroring (CSS Color 4).
enum TransferFunction {
    case srgb, a98, prophoto, rec2020

    func toLinear(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(decode(v.x), decode(v.y), decode(v.z)) }
    func toEncoded(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(encode(v.x), encode(v.y), encode(v.z)) }

    private func decode(_ c: Double) -> Double {
        let magnitude = abs(c)
        switch self {
        case .srgb:
            if magnitude <= 0.04045 { return c / 12.92 }
            return mirror(pow((magnitude + 0.055) / 1.055, 2.4), c)
        case .a98:
            return mirror(pow(magnitude, 563.0 / 256.0), c)
        case .prophoto:
            if magnitude <= 16.0 / 512.0 { return c / 16 }
            return mirror(pow(magnitude, 1.8), c)
        case .rec2020:
            // CSS WG resolution (w3c/csswg-drafts#12574): display-referred BT.1886, a pure 2.4 gamma.
            return mirror(pow(magnitude, 2.4), c)
        }
    }

    private func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        switch self {
        case .srgb:
            if magnitude <= 0.0031308 { return c * 12.92 }
            return mirror(1.055 * pow(magnitude, 1 / 2.4) - 0.055, c)
        case .a98:
            return mirror(pow(magnitude, 256.0 / 563.0), c)
        case .prophoto:
            if magnitude < 1.0 / 512.0 { return c * 16 }
            return mirror(pow(magnitude, 1 / 1.8), c)
        case .rec2020:
            return mirror(pow(magnitude, 1 / 2.4), c)
        }
    }

    private func mirror(_ magnitude: Double, _ sign: Double) -> Double { sign < 0 ? -magnitude : magnitude }
}
