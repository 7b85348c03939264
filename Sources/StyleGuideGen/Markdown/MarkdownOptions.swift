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
    /// The largest body rendered (64 MB, what a page may have): a larger one
    /// is an error instead of a page, and libcmark, which aborts the process
    /// when its buffers pass 1 GB, never sees it.
    public var maxDocumentBytes: Int

    public init(allowRawHTML: Bool = false, smartPunctuation: Bool = false, rewritesDocumentLinks: Bool = true,
                maxDocumentBytes: Int = 64 * 1024 * 1024) {
        self.allowRawHTML = allowRawHTML
        self.smartPunctuation = smartPunctuation
        self.rewritesDocumentLinks = rewritesDocumentLinks
        self.maxDocumentBytes = maxDocumentBytes
    }

    public static let safe = MarkdownOptions()
}
