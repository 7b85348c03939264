/// Writing the site and other outputs.
extension DiagnosticCode {
    /// The output folder is not one the tool may replace (the project itself, a folder it did not make...).
    static let outputRefused = DiagnosticCode("output/refused")
    /// A write that failed (the previous site is left as it was).
    static let outputWriteFailed = DiagnosticCode("output/write-failed")
    /// A build cache that cannot be used: every page is rendered.
    static let outputCacheIgnored = DiagnosticCode("output/cache-ignored")

    static let outputCodes: [DiagnosticCode] = [outputRefused, outputWriteFailed, outputCacheIgnored]
}
