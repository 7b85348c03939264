/// A pull request's review: the comparison of its two sides, and the sides themselves, which draw
/// the components before (with the base's templates and tokens) and after (the head's).
public struct ChangeReview: Sendable {
    public let diff: TokenDiff
    let base: ReviewSide
    let head: ReviewSide
    /// The head's project: where the page goes and what the site is called.
    public let project: Project

    init(base: ReviewSide, head: ReviewSide, project: Project) {
        self.base = base
        self.head = head
        self.project = project
        diff = TokenDiff.compare(base: base, head: head)
    }

    /// The head's templates and assets, which the page is written with.
    public var templates: TemplateFiles { head.templates.files }

    /// The head's components' stylesheet, for a folder without a site.
    public var componentStylesheet: String { head.bound.catalog.stylesheet }

    /// The page's HTML; `path` is where it is written, relative to the site root (for relative links).
    public func html(path: String = "diff.html") throws(DiagnosticError) -> String {
        try diff.html(templates: head.templates, previews: (base.previews, head.previews), siteTitle: SiteTitle.read(project), path: path)
    }

    public func markdown(linkBase: String? = nil) -> String { diff.markdown(linkBase: linkBase) }
}
