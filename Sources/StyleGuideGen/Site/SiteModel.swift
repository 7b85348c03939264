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

    /// Docs first, then the generated sections (components, tokens...), each listed flat.
    public init(title: String, templates: SiteTemplates, docs: [DocPage], generated: [(title: String, pages: [SitePage])] = [],
                axes: [PreviewAxis] = [], appearanceModifier: String? = nil) {
        self.init(title: title, templates: templates, docs: docs, sections: generated.map { PageSection(title: $0.title, pages: $0.pages) },
                  axes: axes, appearanceModifier: appearanceModifier)
    }

    /// Docs first, then the generated sections, each under its sub-headings if it has any.
    public init(title: String, templates: SiteTemplates, docs: [DocPage], sections generated: [PageSection],
                axes: [PreviewAxis] = [], appearanceModifier: String? = nil) {
        self.title = title
        self.templates = templates
        self.home = docs.first { $0.source.relativePath == "index.md" }
        let docPages = docs.filter { $0.source.relativePath != "index.md" }
        var pages = docPages.map(\.sitePage)
        var sections = Navigation.docSections(docPages)
        for section in generated where section.groups.contains(where: { !$0.pages.isEmpty }) {
            var groups: [Navigation.Group] = []
            for group in section.groups where !group.pages.isEmpty {
                groups.append(Navigation.Group(title: group.title ?? "", pages: Array(pages.count..<(pages.count + group.pages.count))))
                pages += group.pages
            }
            sections.append(section.isGrouped ? Navigation.Section(title: section.title, groups: groups)
                                              : Navigation.Section(title: section.title, pages: groups.flatMap(\.pages)))
        }
        self.pages = pages
        self.navigation = Navigation(sections: sections)
        self.axes = axes
        self.appearanceModifier = appearanceModifier
    }
}

/// Generated pages for one section of the navigation, under titled groups or (one untitled
/// group) listed flat.
public struct PageSection: Sendable {
    public struct Group: Sendable {
        /// Nil for the one group of a section listed flat.
        public var title: String?
        public var pages: [SitePage]

        public init(title: String?, pages: [SitePage]) {
            self.title = title
            self.pages = pages
        }
    }

    public var title: String
    public var groups: [Group]

    public init(title: String, groups: [Group]) {
        self.title = title
        self.groups = groups
    }

    public init(title: String, pages: [SitePage]) {
        self.init(title: title, groups: [Group(title: nil, pages: pages)])
    }

    var isGrouped: Bool { groups.contains { $0.title != nil } }

    var pages: [SitePage] { groups.flatMap(\.pages) }
}
