/// Everything the site shows, before any HTML is made.
public struct SiteModel: Sendable {
    public var title: String
    /// `docs/index.md`, shown on the home page above the contents.
    public var home: DocPage?
    public var pages: [DocPage]
    public var navigation: Navigation

    public init(title: String, docs: [DocPage]) {
        self.title = title
        self.home = docs.first { $0.source.relativePath == "index.md" }
        self.pages = docs.filter { $0.source.relativePath != "index.md" }
        self.navigation = Navigation(pages: pages)
    }
}
