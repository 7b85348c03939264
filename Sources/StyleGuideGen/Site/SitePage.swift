/// A page of the site other than the home page: a doc, a component page, a
/// token page. Rendered through `template` with `data` merged into the
/// shared page context (site, navigation, root prefix).
public struct SitePage: Sendable {
    /// Below the site root: `guide/tokens.html`, `components/settings-row.html`.
    public var outputPath: String
    public var title: String
    public var description: String?
    /// The description's inline Markdown as HTML, for the home page's contents.
    public var descriptionHTML: String?
    /// The Mustache template: `pages/doc`, `pages/component`...
    public var template: String
    /// Page-specific template data.
    public var data: [String: MustacheValue]
    /// Headings for the table of contents (levels 2 and 3 are shown).
    public var headings: [Heading]
    /// The tokens stylesheet the page links, below the site root: a component's own, or (nil) the whole `assets/tokens.css`.
    public var tokensStylesheet: String?
    /// A word shown beside the title in the navigation (a component's status: `Draft`).
    public var badge: String?

    public init(outputPath: String, title: String, description: String? = nil, template: String, data: [String: MustacheValue] = [:], headings: [Heading] = [],
                tokensStylesheet: String? = nil) {
        self.outputPath = outputPath
        self.tokensStylesheet = tokensStylesheet
        self.title = title
        self.description = description
        self.descriptionHTML = description.map(InlineMarkdown.html)
        self.template = template
        self.data = data
        self.headings = headings
    }

    /// Headings shown in the page's table of contents: levels 2 and 3.
    public var tableOfContents: [Heading] { headings.filter { (2...3).contains($0.level) } }
}
