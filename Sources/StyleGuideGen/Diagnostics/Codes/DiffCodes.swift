/// `styleguide diff`.
extension DiagnosticCode {
    /// Arguments that do not name one base and one head.
    static let diffArguments = DiagnosticCode("diff/arguments")
    /// git failed, or the ref or path is not in the repository.
    static let diffGit = DiagnosticCode("diff/git")

    static let diffCodes: [DiagnosticCode] = [diffArguments, diffGit]
}
