/// The token pages of the site, under `tokens/`: an overview, colours (with
/// contrast), typography, dimensions, and effects. A page with no tokens to
/// show is left out; the overview is always there.
public enum TokenPages {
    /// The pages in reading order: `tokens/index.html` first. Render them with
    /// the `pages/tokens-*` templates (their data is in each `SitePage`).
    /// `names` are the stylesheet's custom property names when it has been made already.
    public static func pages(project: TokenProject, contrast: ContrastReport, names: CSSPropertyNames? = nil) -> [SitePage] {
        pages(TokenCatalog(project: project, names: names ?? CSSPropertyNames(project: project)), contrast: contrast)
    }

    /// The pages and what search finds on them: each token by path, custom property and value.
    static func site(project: TokenProject, contrast: ContrastReport, names: CSSPropertyNames?) -> (pages: [SitePage], search: [SearchIndex.Entry]) {
        let catalog = TokenCatalog(project: project, names: names ?? CSSPropertyNames(project: project))
        return (pages(catalog, contrast: contrast), searchEntries(catalog))
    }

    /// One entry per token: its value in the default permutation (a colour as its sRGB hex).
    static func searchEntries(_ catalog: TokenCatalog) -> [SearchIndex.Entry] {
        let defaults = catalog.project.defaultPermutation?.tokens
        return catalog.entries.map { entry in
            let value = (defaults?[entry.name] ?? catalog.variants(entry.name).first?.token).map { token in
                if case .color(let color) = token.value { return DiffValueText.hex(color) }
                return DiffValueText.text(token.value)
            } ?? ""
            let property = "--" + TokenPropertyNames.propertyName(for: entry.path, in: catalog.names)
            return SearchIndex.Entry(kind: "token", title: entry.name, detail: property + " " + value, href: "tokens/\(entry.page.fileName)#\(entry.anchor)")
        }
    }

    private static func pages(_ catalog: TokenCatalog, contrast: ContrastReport) -> [SitePage] {
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
