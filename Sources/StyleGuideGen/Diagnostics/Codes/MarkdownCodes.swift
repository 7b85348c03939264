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
    /// A doc larger than the Markdown renderer takes (64 MB), or one libcmark
    /// could not parse for want of memory.
    static let markdownTooLarge = DiagnosticCode("markdown/too-large")

    static let markdownCodes: [DiagnosticCode] = [markdownFrontMatter, markdownUnknownFrontMatterKey, markdownBrokenLink, markdownBrokenAnchor, markdownNoDocs, markdownTooLarge]
}
