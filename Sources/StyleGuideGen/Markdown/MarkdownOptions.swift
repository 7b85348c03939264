/// How a Markdown document is rendered.
public struct MarkdownOptions: Sendable, Hashable {
    /// Render raw HTML blocks and inline HTML as written. Off by default: raw
    /// HTML is replaced by a comment and `javascript:`/`vbscript:`/`file:`/`data:`
    /// link targets are dropped, so a doc cannot inject script into the site.
    public var allowRawHTML: Bool
    /// Curly quotes, en and em dashes, ellipses.
    public var smartPunctuation: Bool
    /// Point relative links to `.md` docs at their `.html` pages (on for
    /// sites; off to see plain CommonMark output).
    public var rewritesDocumentLinks: Bool

    public init(allowRawHTML: Bool = false, smartPunctuation: Bool = false, rewritesDocumentLinks: Bool = true) {
        self.allowRawHTML = allowRawHTML
        self.smartPunctuation = smartPunctuation
        self.rewritesDocumentLinks = rewritesDocumentLinks
    }

    public static let safe = MarkdownOptions()
}
