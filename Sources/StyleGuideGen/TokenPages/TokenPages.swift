/// The token pages of the site, under `tokens/`: an overview, colours (with
/// contrast), typography, dimensions, and effects. A page with no tokens to
/// show is left out; the overview is always there.
public enum TokenPages {
    /// The pages in reading order: `tokens/index.html` first. Render them with
    /// the `pages/tokens-*` templates (their data is in each `SitePage`).
    /// `names` are the stylesheet's custom property names when it has been made already.
    public static func pages(project: TokenProject, contrast: ContrastReport, names: CSSPropertyNames? = nil) -> [SitePage] {
        let catalog = TokenCatalog(project: project, names: names ?? CSSPropertyNames(project: project))
        // The pages are independent: built across the cores, kept in order.
        let kinds = Array(TokenPageKind.allCases)
        let pages = kinds.concurrentMap { kind -> SitePage? in
            switch kind {
            case .colors: ColorsPage(catalog: catalog, contrast: contrast).page()
            case .typography: TypographyPage(catalog: catalog).page()
            case .dimensions: DimensionsPage(catalog: catalog).page()
            case .effects: EffectsPage(catalog: catalog).page()
            }
        }
        var built: [(TokenPageKind, SitePage)] = []
        for (kind, page) in zip(kinds, pages) {
            if let page { built.append((kind, page)) }
        }
        let index = TokensIndexPage(catalog: catalog, contrast: contrast, pages: built.map(\.0)).page()
        return [index] + built.map(\.1)
    }
}
