/// Reduced motion: what duration and transition tokens become when the user asks for less motion.
extension DiagnosticCode {
    /// A `reducedMotion` value that is no duration, or a reference to no token or to one of another type.
    static let motionInvalidValue = DiagnosticCode("motion/invalid-value")
    /// `reducedMotion` on a token that does not move (only duration and transition tokens have one).
    static let motionWrongType = DiagnosticCode("motion/wrong-type")
    /// A `reducedMotion` entry of the config names no duration or transition token, nor a group of one.
    static let motionUnknownToken = DiagnosticCode("motion/unknown-token")

    static let motionCodes: [DiagnosticCode] = [motionInvalidValue, motionWrongType, motionUnknownToken]
}
