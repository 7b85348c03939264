import Foundation

/// APCA lightness contrast (Lc), the APCA-W3 0.0.98G-4g model of the `apca-w3` package
/// (github.com/Myndex/apca-w3, `src/apca-w3.js`, constants `SA98G`).
///
/// Colours are brought to opaque sRGB exactly as for the WCAG ratio (`ColorContrast`): gamut-mapped,
/// a translucent background composited over white, a translucent text over that background, on
/// gamma-encoded values (what `apca-w3`'s `alphaBlend` does too).
public enum APCA {
    // SA98G, G-4g constants for the 2.4 exponent.
    static let mainTRC = 2.4
    static let coefficients = SIMD3(0.2126729, 0.7151522, 0.0721750)
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYmin = 0.0005, loClip = 0.1

    /// APCA's screen luminance of gamma-encoded sRGB in [0, 1]: a plain 2.4 power, not the sRGB curve.
    static func luminance(ofSRGB rgb: SIMD3<Double>) -> Double {
        let clipped = GamutMapping.clip(rgb)
        let linear = SIMD3(pow(clipped.x, mainTRC), pow(clipped.y, mainTRC), pow(clipped.z, mainTRC))
        return (linear * coefficients).sum()
    }

    /// Signed Lc of text luminance on background luminance: positive for dark text on a light
    /// background, negative for light on dark; 0 when the two are too close to tell.
    static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        // Soft clamp near black: flare makes very dark colours look alike.
        func clamped(_ y: Double) -> Double { y > blkThrs ? y : y + pow(blkThrs - y, blkClmp) }
        let text = clamped(max(textY, 0)), background = clamped(max(backgroundY, 0))
        guard abs(background - text) >= deltaYmin else { return 0 }
        if background > text {
            let sapc = (pow(background, normBG) - pow(text, normTXT)) * scaleBoW
            return sapc < loClip ? 0 : (sapc - loBoWoffset) * 100
        }
        let sapc = (pow(background, revBG) - pow(text, revTXT)) * scaleWoB
        return sapc > -loClip ? 0 : (sapc + loWoBoffset) * 100
    }

    /// The signed Lc of a text colour on a background colour, as a browser paints them.
    public static func lightnessContrast(text: TokenColor, background: TokenColor) -> Double {
        let backdrop = ColorContrast.opaqueSRGB(background, over: SIMD3(repeating: 1))
        let front = ColorContrast.opaqueSRGB(text, over: backdrop)
        return lightnessContrast(textY: luminance(ofSRGB: front), backgroundY: luminance(ofSRGB: backdrop))
    }
}
