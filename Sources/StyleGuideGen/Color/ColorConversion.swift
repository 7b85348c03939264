import Foundation

/// Conversions between the fourteen spaces through XYZ-D65, on plain component triples.
/// Missing (`none`) components are replaced by 0 before these are called, as CSS Color 4 does.
public enum ColorConversion {
    /// Converts components in `space` to XYZ relative to D65.
    public static func toXYZD65(_ c: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        typealias M = ColorMatrices
        switch space {
        case .xyzD65: return c
        case .xyzD50: return M.d50ToD65 * c
        case .srgbLinear: return M.srgbToXYZ * c
        case .srgb: return M.srgbToXYZ * TransferFunction.srgb.toLinear(c)
        case .hsl: return toXYZD65(hslToSRGB(c), from: .srgb)
        case .hwb: return toXYZD65(hwbToSRGB(c), from: .srgb)
        case .displayP3: return M.displayP3ToXYZ * TransferFunction.srgb.toLinear(c)
        case .a98RGB: return M.a98ToXYZ * TransferFunction.a98.toLinear(c)
        case .rec2020: return M.rec2020ToXYZ * TransferFunction.rec2020.toLinear(c)
        case .prophotoRGB: return M.d50ToD65 * (M.prophotoToXYZD50 * TransferFunction.prophoto.toLinear(c))
        case .lab: return M.d50ToD65 * labToXYZD50(c)
        case .lch: return M.d50ToD65 * labToXYZD50(polarToRectangular(c))
        case .oklab: return oklabToXYZD65(c)
        case .oklch: return oklabToXYZD65(polarToRectangular(c))
        }
    }

    /// Converts XYZ-D65 to components in `space`; hues of achromatic results come out as 0.
    public static func fromXYZD65(_ xyz: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        typealias M = ColorMatrices
        switch space {
        case .xyzD65: return xyz
        case .xyzD50: return M.d65ToD50 * xyz
        case .srgbLinear: return M.xyzToSRGB * xyz
        case .srgb: return TransferFunction.srgb.toEncoded(M.xyzToSRGB * xyz)
        case .hsl: return srgbToHSL(fromXYZD65(xyz, to: .srgb))
        case .hwb: return srgbToHWB(fromXYZD65(xyz, to: .srgb))
        case .displayP3: return TransferFunction.srgb.toEncoded(M.xyzToDisplayP3 * xyz)
        case .a98RGB: return TransferFunction.a98.toEncoded(M.xyzToA98 * xyz)
        case .rec2020: return TransferFunction.rec2020.toEncoded(M.xyzToRec2020 * xyz)
        case .prophotoRGB: return TransferFunction.prophoto.toEncoded(M.xyzD50ToProphoto * (M.d65ToD50 * xyz))
        case .lab: return xyzD50ToLab(M.d65ToD50 * xyz)
        case .lch: return rectangularToPolar(xyzD50ToLab(M.d65ToD50 * xyz))
        case .oklab: return xyzD65ToOKLab(xyz)
        case .oklch: return rectangularToPolar(xyzD65ToOKLab(xyz))
        }
    }

    /// Converts components from one space to another.
    public static func convert(_ c: SIMD3<Double>, from source: ColorSpace, to destination: ColorSpace) -> SIMD3<Double> {
        switch (source, destination) {
        case _ where source == destination: return c
        // Polar <-> rectangular forms of one space skip XYZ, so lightness stays exact (L = 0 stays black).
        case (.lab, .lch), (.oklab, .oklch): return rectangularToPolar(c)
        case (.lch, .lab), (.oklch, .oklab): return polarToRectangular(c)
        default: break
        }
        return fromXYZD65(toXYZD65(c, from: source), to: destination)
    }

    // MARK: CIE Lab (D50)

    private static let labEpsilon = 216.0 / 24389.0
    private static let labKappa = 24389.0 / 27.0

    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = pow(fx, 3) > labEpsilon ? pow(fx, 3) : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? pow(fy, 3) : lab.x / labKappa
        let z = pow(fz, 3) > labEpsilon ? pow(fz, 3) : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * Chromaticity.d50.xyz
    }

    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / Chromaticity.d50.xyz
        func f(_ v: Double) -> Double { v > labEpsilon ? cbrt(v) : (labKappa * v + 16) / 116 }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    // MARK: OKLab

    static func oklabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lmsRoot = ColorMatrices.oklabToLMSCubeRoot * lab
        return ColorMatrices.lmsToXYZ * (lmsRoot * lmsRoot * lmsRoot)
    }

    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.xyzToLMS * xyz
        return ColorMatrices.lmsCubeRootToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    // MARK: Polar forms

    /// (L, C, h in degrees) -> (L, a, b).
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// (L, a, b) -> (L, C, h in [0, 360)).
    static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        return SIMD3(lab.x, chroma, normalizedHue(atan2(lab.z, lab.y) * 180 / .pi))
    }

    static func normalizedHue(_ degrees: Double) -> Double {
        let hue = degrees.truncatingRemainder(dividingBy: 360)
        let positive = hue < 0 ? hue + 360 : hue
        return positive >= 360 ? 0 : positive
    }

    // MARK: HSL and HWB (percentages 0-100, as the DTCG spec writes them)

    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x), saturation = hsl.y / 100, lightness = hsl.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max(), minimum = rgb.min()
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        guard delta != 0 else { return SIMD3(0, 0, lightness * 100) }
        let saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        return SIMD3(hueOfRGB(rgb, maximum: maximum, delta: delta), saturation * 100, lightness * 100)
    }

    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100, blackness = hwb.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max(), minimum = rgb.min()
        let delta = maximum - minimum
        let hue = delta == 0 ? 0 : hueOfRGB(rgb, maximum: maximum, delta: delta)
        return SIMD3(hue, minimum * 100, (1 - maximum) * 100)
    }

    private static func hueOfRGB(_ rgb: SIMD3<Double>, maximum: Double, delta: Double) -> Double {
        let hue: Double
        if maximum == rgb.x {
            hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
        } else if maximum == rgb.y {
            hue = (rgb.z - rgb.x) / delta + 2
        } else {
            hue = (rgb.x - rgb.y) / delta + 4
        }
        return normalizedHue(hue * 60)
    }
}
