/// `styleguide serve`.
extension DiagnosticCode {
    /// The preview server cannot listen on the port asked for.
    static let serveSocket = DiagnosticCode("serve/socket")
    /// A folder of the project cannot be watched for changes.
    static let serveWatch = DiagnosticCode("serve/watch")

    static let serveCodes: [DiagnosticCode] = [serveSocket, serveWatch]
}
