/// Markdown docs: front matter, links, the docs folder.
extension DiagnosticCode {
    /// A front matter block that cannot be read.
    static let markdownFrontMatter = DiagnosticCode("markdown/front-matter")
    /// A front matter key the tool does not use (it is ignored).
    static let markdownUnknownFrontMatterKey = DiagnosticCode("markdown/unknown-front-matter-key")
    /// A link to a doc that does not exist.
    static let markdownBrokenLink = DiagnosticCode("markdown/broken-link")
    /// A link to a heading id the target page does not have.
    static let markdownBrokenAnchor = DiagnosticCode("markdown/broken-anchor")
    /// No docs folder.
    static let markdownNoDocs = DiagnosticCode("markdown/no-docs")
    /// libcmark could not parse a document.
    static let markdownParse = DiagnosticCode("markdown/parse")

    static let markdownCodes: [DiagnosticCode] = [markdownFrontMatter, markdownUnknownFrontMatterKey, markdownBrokenLink, markdownBrokenAnchor, markdownNoDocs, markdownParse]
}
