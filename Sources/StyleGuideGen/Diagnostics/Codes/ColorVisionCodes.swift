/// Colour vision: pairs meant to be told apart, judged under simulated colour vision deficiencies.
extension DiagnosticCode {
    /// Two colours meant to be told apart come closer than `colorVision.minimumDistance` in OKLab
    /// under a simulated deficiency, in some permutation.
    static let colorIndistinctUnderSimulation = DiagnosticCode("color/indistinct-under-simulation")
    /// A `colorVision.distinct` pair names no token, or a token that is not a colour.
    static let colorUnknownToken = DiagnosticCode("color/unknown-token")

    static let colorVisionCodes: [DiagnosticCode] = [colorIndistinctUnderSimulation, colorUnknownToken]
}
