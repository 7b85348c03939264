import Foundation

/// Colour vision deficiencies simulated at full severity, as 3x3 matrices on linear-light sRGB.
///
/// Protanopia, deuteranopia and tritanopia are the severity-1.0 matrices of Machado, Oliveira and
/// Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency",
/// IEEE TVCG 15(6), doi:10.1109/TVCG.2009.113, as published in the paper's supplementary table
/// (http://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html) and reproduced in
/// colorspacious' `cvd.py` (`MACHADO_ET_AL_MATRICES[...][100]`). Machado's matrices are meant for
/// linear RGB; the site applies them the same way, in SVG filters with
/// `color-interpolation-filters="linearRGB"`.
///
/// Achromatopsia (rod monochromacy) has no Machado matrix: every channel becomes the relative
/// luminance Y of linear sRGB (Rec. 709 weights 0.2126, 0.7152, 0.0722), the Y of WCAG and CSS.
public enum ColorVisionSimulation: String, CaseIterable, Sendable, Hashable {
    case protanopia, deuteranopia, tritanopia, achromatopsia

    /// `Protanopia`: how the page names it.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// What the switcher says of it.
    public var detail: String {
        switch self {
        case .protanopia: "no red cones"
        case .deuteranopia: "no green cones"
        case .tritanopia: "no blue cones"
        case .achromatopsia: "no colour"
        }
    }

    /// The SVG filter's id in every page that shows the switcher.
    public var filterID: String { "color-vision-\(rawValue)" }

    /// The matrix on linear sRGB, rows as published.
    var matrix: Matrix3 {
        switch self {
        case .protanopia:
            Matrix3(SIMD3(0.152286, 1.052583, -0.204868),
                    SIMD3(0.114503, 0.786281, 0.099216),
                    SIMD3(-0.003882, -0.048116, 1.051998))
        case .deuteranopia:
            Matrix3(SIMD3(0.367322, 0.860646, -0.227968),
                    SIMD3(0.280085, 0.672501, 0.047413),
                    SIMD3(-0.011820, 0.042940, 0.968881))
        case .tritanopia:
            Matrix3(SIMD3(1.255528, -0.076749, -0.178779),
                    SIMD3(-0.078411, 0.930809, 0.147602),
                    SIMD3(0.004733, 0.691367, 0.303900))
        case .achromatopsia:
            Matrix3(SIMD3(0.2126, 0.7152, 0.0722),
                    SIMD3(0.2126, 0.7152, 0.0722),
                    SIMD3(0.2126, 0.7152, 0.0722))
        }
    }

    /// Linear-light sRGB as seen: the matrix applied, then clamped to [0, 1] as an SVG
    /// `feColorMatrix` clamps its result.
    func simulateLinear(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        let seen = matrix * linear
        return SIMD3(min(max(seen.x, 0), 1), min(max(seen.y, 0), 1), min(max(seen.z, 0), 1))
    }

    /// Gamma-encoded sRGB in [0, 1] as seen, the way the site's filter draws it: decoded to linear
    /// light, the matrix applied, clamped, encoded again.
    public func simulate(sRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let linear = TransferFunction.srgb.toLinear(GamutMapping.clip(rgb))
        return TransferFunction.srgb.toEncoded(simulateLinear(linear))
    }

    /// The SVG `feColorMatrix` `values`: the 3x3 matrix as a 4x5 one (rows R, G, B, A; no offsets,
    /// alpha kept), numbers as published.
    public var filterValues: String {
        let m = matrix
        func row(_ r: SIMD3<Double>) -> String { [r.x, r.y, r.z].map(Self.number).joined(separator: " ") + " 0 0" }
        return [row(m.rows.0), row(m.rows.1), row(m.rows.2), "0 0 0 1 0"].joined(separator: " ")
    }

    private static func number(_ value: Double) -> String {
        // Six decimals at most, as the table gives them; no trailing zeros.
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// How far apart two colours look, in OKLab (Euclidean, ΔEOK), before and after a simulation.
public enum ColorVisionDistance {
    /// The OKLab coordinates of gamma-encoded sRGB in [0, 1].
    static func oklab(sRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        ColorConversion.xyzD65ToOKLab(ColorConversion.toXYZD65(rgb, from: .srgb))
    }

    /// ΔEOK between two opaque sRGB colours as seen under `simulation` (nil: as they are).
    public static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>, under simulation: ColorVisionSimulation?) -> Double {
        let seenA = simulation?.simulate(sRGB: a) ?? GamutMapping.clip(a)
        let seenB = simulation?.simulate(sRGB: b) ?? GamutMapping.clip(b)
        let d = oklab(sRGB: seenA) - oklab(sRGB: seenB)
        return (d * d).sum().squareRoot()
    }
}
