/// A permutation chosen on the command line (`tokens --input`) or in a resolver input.
extension DiagnosticCode {
    /// `--input` that is not `modifier=context,...`, or gives a modifier twice.
    static let inputSyntax = DiagnosticCode("input/syntax")
    /// A modifier or context the tokens do not have, or a modifier without a default left out.
    static let inputUnknown = DiagnosticCode("input/unknown")

    static let inputCodes: [DiagnosticCode] = [inputSyntax, inputUnknown]
}
