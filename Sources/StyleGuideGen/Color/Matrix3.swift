import Foundation

/// A 3x3 matrix of doubles, stored as rows; enough linear algebra for colour conversion.
struct Matrix3: Sendable, Equatable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) { rows = (r0, r1, r2) }

    static func == (lhs: Matrix3, rhs: Matrix3) -> Bool {
        lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
    }

    static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
        Matrix3(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }

    var columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        (SIMD3(rows.0.x, rows.1.x, rows.2.x), SIMD3(rows.0.y, rows.1.y, rows.2.y), SIMD3(rows.0.z, rows.1.z, rows.2.z))
    }

    static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let c = b.columns
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * c.0).sum(), (r * c.1).sum(), (r * c.2).sum()) }
        return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
    }

    /// The inverse by cofactors; callers only invert the fixed, well-conditioned matrices below.
    var inverse: Matrix3 {
        let (a, b, c) = rows
        let r0 = cross(b, c), r1 = cross(c, a), r2 = cross(a, b)
        let det = (a * r0).sum()
        // The cofactor rows are the columns of the adjugate.
        let adjugate = Matrix3(r0, r1, r2)
        let t = adjugate.columns
        return Matrix3(t.0 / det, t.1 / det, t.2 / det)
    }

    private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }
}

/// A CIE 1931 xy chromaticity.
struct Chromaticity: Sendable {
    let x: Double
    let y: Double

    /// The XYZ tristimulus with Y = 1.
    var xyz: SIMD3<Double> { SIMD3(x / y, 1, (1 - x - y) / y) }

    static let d65 = Chromaticity(x: 0.3127, y: 0.3290)
    static let d50 = Chromaticity(x: 0.3457, y: 0.3585)
}

/// The matrices every conversion uses, built once from primaries as CSS Color 4 defines them.
enum ColorMatrices {
    /// Linear RGB -> XYZ for primaries and a white point (the standard RP 177 derivation).
    static func rgbToXYZ(red: Chromaticity, green: Chromaticity, blue: Chromaticity, white: Chromaticity) -> Matrix3 {
        let primaries = Matrix3(red.xyz, green.xyz, blue.xyz)
        let p = Matrix3(primaries.columns.0, primaries.columns.1, primaries.columns.2)
        let scale = p.inverse * white.xyz
        return p * Matrix3.diagonal(scale)
    }

    static let srgbToXYZ = rgbToXYZ(
        red: .init(x: 0.64, y: 0.33), green: .init(x: 0.30, y: 0.60), blue: .init(x: 0.15, y: 0.06), white: .d65)
    static let displayP3ToXYZ = rgbToXYZ(
        red: .init(x: 0.680, y: 0.320), green: .init(x: 0.265, y: 0.690), blue: .init(x: 0.150, y: 0.060), white: .d65)
    static let a98ToXYZ = rgbToXYZ(
        red: .init(x: 0.64, y: 0.33), green: .init(x: 0.21, y: 0.71), blue: .init(x: 0.15, y: 0.06), white: .d65)
    static let rec2020ToXYZ = rgbToXYZ(
        red: .init(x: 0.708, y: 0.292), green: .init(x: 0.170, y: 0.797), blue: .init(x: 0.131, y: 0.046), white: .d65)
    /// ProPhoto is defined relative to D50; the result is XYZ-D50.
    static let prophotoToXYZD50 = rgbToXYZ(
        red: .init(x: 0.734699, y: 0.265301), green: .init(x: 0.159597, y: 0.840403),
        blue: .init(x: 0.036598, y: 0.000105), white: .d50)

    static let xyzToSRGB = srgbToXYZ.inverse
    static let xyzToDisplayP3 = displayP3ToXYZ.inverse
    static let xyzToA98 = a98ToXYZ.inverse
    static let xyzToRec2020 = rec2020ToXYZ.inverse
    static let xyzD50ToProphoto = prophotoToXYZD50.inverse

    /// The Bradford cone-response matrix.
    static let bradford = Matrix3(
        SIMD3(0.8951, 0.2664, -0.1614), SIMD3(-0.7502, 1.7135, 0.0367), SIMD3(0.0389, -0.0685, 1.0296))

    /// Bradford chromatic adaptation from one white to another.
    static func bradfordAdaptation(from source: Chromaticity, to destination: Chromaticity) -> Matrix3 {
        let gain = (bradford * destination.xyz) / (bradford * source.xyz)
        return bradford.inverse * Matrix3.diagonal(gain) * bradford
    }

    static let d65ToD50 = bradfordAdaptation(from: .d65, to: .d50)
    static let d50ToD65 = bradfordAdaptation(from: .d50, to: .d65)

    // OKLab matrices as published in CSS Color 4 (Ottosson's, recomputed at double precision).
    static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    static let lmsCubeRootToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    static let oklabToLMSCubeRoot = Matrix3(
        SIMD3(1.0, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0, -0.0894841775298119, -1.2914855480194092))
}
