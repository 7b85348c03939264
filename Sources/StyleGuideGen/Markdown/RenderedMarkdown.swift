/// The result of rendering one Markdown document.
public struct RenderedMarkdown: Sendable {
    /// The body as HTML: headings carry ids, component blocks are replaced.
    public var html: String
    /// Every heading in document order.
    public var headings: [Heading]
    /// Relative links to other `.md` files, as written, with their line:
    /// the site checks them and they were rewritten to `.html` in `html`.
    public var documentLinks: [DocumentLink]
    /// Problems found (component blocks that failed to render...).
    public var diagnostics: [Diagnostic]
    /// The components its `component` blocks show, in document order.
    public var components: [String] = []

    /// Text of the first level-1 heading, the page's title when front matter gives none.
    public var firstTitle: String? { headings.first { $0.level == 1 }?.text }
}

/// A link from a doc to another doc, e.g. `[tokens](tokens.md#colour)`.
public struct DocumentLink: Sendable, Hashable {
    /// The path part as written (`../guide/tokens.md`), percent-decoded.
    public var path: String
    /// The `#fragment`, without `#`, if any.
    public var fragment: String?
    public var location: SourceLocation
}
