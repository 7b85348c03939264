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
    static func site(_ catalog: TokenCatalog, contrast: ContrastReport, colorVision: ColorVisionReport = ColorVisionReport(), failed: FailedTokens) -> (pages: [SitePage], search: [SearchIndex.Entry]) {
        (pages(catalog, contrast: contrast, colorVision: colorVision, failed: failed), searchEntries(catalog))
    }

    /// One entry per token: its value in the default permutation (a colour as its sRGB hex).
    static func searchEntries(_ catalog: TokenCatalog) -> [SearchIndex.Entry] {
        let defaults = catalog.project.defaultPermutation?.tokens
        // Each entry on its own, across the cores: a value's text and property for thousands of tokens.
        return catalog.entries.concurrentMap { entry in
            let value = (defaults?[entry.name] ?? catalog.variants(entry.name).first?.token).map { token in
                if case .color(let color) = token.value { return DiffValueText.hex(color) }
                return DiffValueText.text(token.value)
            } ?? ""
            let property = "--" + TokenPropertyNames.propertyName(for: entry.path, in: catalog.names)
            return SearchIndex.Entry(kind: "token", title: entry.name, detail: property + " " + value, href: "tokens/\(entry.scope.fileName)#\(entry.anchor)")
        }
    }

    private static func pages(_ catalog: TokenCatalog, contrast: ContrastReport, colorVision: ColorVisionReport = ColorVisionReport(), failed: FailedTokens = FailedTokens([])) -> [SitePage] {
        // The pages are independent: built across the cores, kept in order.
        // Each kind's own page, then its group pages when it is split.
        let scopes = TokenPageKind.allCases.flatMap { [TokenPageScope(kind: $0)] + (catalog.groupPages[$0] ?? []) }
        let pages = scopes.concurrentMap { scope -> SitePage? in
            switch scope.kind {
            case .colors: ColorsPage(catalog: catalog, scope: scope, contrast: contrast, colorVision: colorVision).page()
            case .typography: TypographyPage(catalog: catalog, scope: scope).page()
            case .dimensions: DimensionsPage(catalog: catalog, scope: scope).page()
            case .effects, .other: EffectsPage(catalog: catalog, scope: scope).page()
            }
        }
        var built: [(TokenPageScope, SitePage)] = []
        for (scope, page) in zip(scopes, pages) {
            if let page { built.append((scope, page)) }
        }
        let kinds = built.filter { $0.0.group == nil }.map(\.0.kind)
        let index = TokensIndexPage(catalog: catalog, contrast: contrast, pages: kinds, failed: failed).page()
        return [index] + built.map(\.1)
    }
}
