/// Everything the site shows, before any HTML is made.
public struct SiteModel: Sendable {
    public var title: String
    /// `docs/index.md`, shown on the home page above the contents.
    public var home: DocPage?
    /// Every page but the home page, in the order sections refer to them.
    public var pages: [SitePage]
    public var navigation: Navigation
    /// The switchers every page offers: one per preview axis, plus text size.
    public var axes: [PreviewAxis]
    /// The modifier that is light/dark, if any.
    public var appearanceModifier: String?
    /// `assets/tokens.css`; nil for a project without tokens.
    public var tokensStylesheet: String?
    /// The home page's palettes, type scale, components, counts and health.
    var overview = HomeOverview(counts: SiteCounts(tokensByType: [:], permutations: 0, components: 0, docs: 0))
    /// The build date given with `--date`, shown in the footer.
    public var date: String?
    /// The templates pages render with.
    public var templates: SiteTemplates
    /// `assets/components.css`: the shown components' stylesheets.
    public var componentsStylesheet = ""
    /// `assets/fonts/`: the project's font files the tokens name (their `@font-face` rules open
    /// `assets/components.css`, which every page loads).
    public var fontFiles: [OutputFile] = []
    /// Each component page's tokens stylesheet: only the properties its previews read.
    public var componentTokenStylesheets: [OutputFile] = []
    /// What the header's search box finds.
    var search = SearchIndex(pages: [], tokens: [])
    /// `report.json`.
    public var report = BuildReport(inputs: [], pages: [], permutations: [], tokenCounts: [:], diagnostics: [], date: nil)

    /// Adds a section of generated pages after the others (the diagnostics, known only at the end).
    mutating func append(section title: String, pages added: [SitePage]) {
        guard !added.isEmpty else { return }
        navigation.sections.append(Navigation.Section(title: title, pages: Array(pages.count..<(pages.count + added.count))))
        pages += added
    }

    /// Docs first, then the generated sections (components, tokens...).
    public init(title: String, templates: SiteTemplates, docs: [DocPage], generated: [(title: String, pages: [SitePage])] = [],
                axes: [PreviewAxis] = [], appearanceModifier: String? = nil) {
        self.title = title
        self.templates = templates
        self.home = docs.first { $0.source.relativePath == "index.md" }
        let docPages = docs.filter { $0.source.relativePath != "index.md" }
        var pages = docPages.map(\.sitePage)
        var sections = Navigation.docSections(docPages)
        for group in generated where !group.pages.isEmpty {
            sections.append(Navigation.Section(title: group.title, pages: Array(pages.count..<(pages.count + group.pages.count))))
            pages += group.pages
        }
        self.pages = pages
        self.navigation = Navigation(sections: sections)
        self.axes = axes
        self.appearanceModifier = appearanceModifier
    }
}
