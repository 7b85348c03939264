import Foundation

/// Bringing colours into the sRGB gamut for display.
public enum GamutMapping {
    /// CSS Color 4's "just noticeable difference" in deltaEOK.
    public static let justNoticeableDifference = 0.02
    /// The binary search stops when the chroma interval is this small.
    static let epsilon = 0.0001

    /// Whether every sRGB channel is within [0, 1] (no tolerance, as in the CSS algorithm).
    public static func isInSRGBGamut(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= 0 && rgb.max() <= 1
    }

    /// Per-channel clamping to [0, 1]: fast, but shifts hue and lightness.
    public static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// CSS Color 4 gamut mapping to sRGB (§13.2): reduce OKLCh chroma by binary search until the clipped
    /// colour is within the JND of the reduced one, keeping lightness and hue.
    public static func mapToSRGB(_ color: TokenColor) -> SIMD3<Double> {
        let origin = color.sRGB
        if isInSRGBGamut(origin) { return origin }
        let originLCh = ColorConversion.convert(color.resolvedComponents, from: color.colorSpace, to: .oklch)
        return mapOKLChToSRGB(originLCh)
    }

    /// The search itself, starting from an OKLCh colour.
    static func mapOKLChToSRGB(_ origin: SIMD3<Double>) -> SIMD3<Double> {
        if origin.x >= 1 { return SIMD3(repeating: 1) }
        if origin.x <= 0 { return SIMD3(repeating: 0) }
        var current = origin
        var clipped = clip(srgb(fromOKLCh: current))
        if deltaEOK(oklch: current, srgb: clipped) < justNoticeableDifference { return clipped }
        var low = 0.0, high = origin.y
        var lowIsInGamut = true
        while high - low > epsilon {
            current.y = (low + high) / 2
            let candidate = srgb(fromOKLCh: current)
            if lowIsInGamut && isInSRGBGamut(candidate) {
                low = current.y
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(oklch: current, srgb: clipped)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = current.y
            } else {
                high = current.y
            }
        }
        return clipped
    }

    private static func srgb(fromOKLCh lch: SIMD3<Double>) -> SIMD3<Double> {
        ColorConversion.convert(lch, from: .oklch, to: .srgb)
    }

    /// Euclidean distance in OKLab between an OKLCh colour and an sRGB one.
    static func deltaEOK(oklch: SIMD3<Double>, srgb: SIMD3<Double>) -> Double {
        let a = ColorConversion.polarToRectangular(oklch)
        let b = ColorConversion.convert(srgb, from: .srgb, to: .oklab)
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

extension TokenColor {
    /// sRGB components brought into gamut with the CSS Color 4 algorithm.
    public var gamutMappedSRGB: SIMD3<Double> { GamutMapping.mapToSRGB(self) }

    /// sRGB components clamped channel by channel.
    public var clippedSRGB: SIMD3<Double> { GamutMapping.clip(sRGB) }

    /// Whether the colour lies inside the sRGB gamut.
    public var isInSRGBGamut: Bool { GamutMapping.isInSRGBGamut(sRGB) }

    /// What a browser without wide-gamut support should get: the token's `hex` member when it has a valid one
    /// (lower-cased), otherwise the gamut-mapped colour; `#rrggbbaa` when alpha < 1.
    public var sRGBFallbackHex: String {
        let clampedAlpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        if let hex, let channels = HexColor.channels(hex), hex.count == 7 {
            return HexColor.string(SIMD3(channels.x, channels.y, channels.z), alpha: clampedAlpha)
        }
        return HexColor.string(gamutMappedSRGB, alpha: clampedAlpha)
    }
}
