/// Step 4, model the site: every doc rendered (with its component previews) and the links between
/// them checked, the generated pages (one per component, the token pages) and the search index.
struct ModelSite {
    let options: BuildOptions

    func run(_ project: LoadedProject, _ resolved: BoundComponents, diagnostics: inout DiagnosticBag) -> SiteModel? {
        let previews = resolved.previews(templates: project.templates)
        let rendered = renderDocs(project.docs, previews: previews, diagnostics: &diagnostics)
        // `docs/components/NAME.md` is the doc of component NAME: shown on its page.
        let componentDocs = Dictionary(rendered.compactMap { doc in Self.componentName(of: doc, in: resolved.catalog).map { ($0, doc) } }) { first, _ in first }
        let docs = rendered.filter { Self.componentName(of: $0, in: resolved.catalog) == nil }
        // The token pages and the component pages are independent: made at once (the token
        // catalog and the components' own stylesheets are each long work on one thread).
        let show = resolved.comparedAxes(show: options.config.show)
        let failed = FailedTokens(diagnostics.all)
        let ((catalog, tokenPages), (built, componentDiagnostics)) = bothAtOnce(parallel: options.parallel) {
            let catalog = resolved.tokens.map { tokens in
                TokenCatalog(project: tokens, names: resolved.stylesheet?.values.names ?? CSSPropertyNames(project: tokens),
                             shown: resolved.shownPermutations(show: show))
            }
            return (catalog, catalog.map { TokenPages.site($0, contrast: resolved.contrast, colorVision: resolved.colorVision, failed: failed) })
        } _: { [self] in
            var found = DiagnosticBag()
            let built = componentPages(resolved, previews: previews, docs: componentDocs, show: show, diagnostics: &found)
            return (built, found.all)
        }
        diagnostics.append(contentsOf: componentDiagnostics)
        guard let components = built else { return nil }
        var generated = ComponentNavigation.sections(components.pages, catalog: resolved.catalog)
        var tokenSearch: [SearchIndex.Entry] = []
        if let tokenPages {
            generated.append(PageSection(title: "Tokens", pages: tokenPages.pages))
            tokenSearch = tokenPages.search
        }
        let title = SiteTitle.choose(configured: options.config.title, homeDocTitle: docs.first { $0.source.relativePath == "index.md" }?.title,
                                     systemName: project.systemName)
        var site = SiteModel(title: title, templates: project.templates, docs: docs, sections: generated,
                             axes: resolved.axes, appearanceModifier: resolved.appearanceModifier)
        site.componentsStylesheet = resolved.fonts.css + resolved.catalog.stylesheet
        site.fontFiles = resolved.fonts.files
        site.tokensStylesheet = resolved.stylesheet?.css
        site.componentTokenStylesheets = components.stylesheets
        site.date = options.date
        site.search = SearchIndex(pages: site.pages, tokens: tokenSearch)
        do {
            site.overview = try overview(resolved, catalog: catalog, previews: previews, docs: docs.count { $0.source.relativePath != "index.md" })
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        return site
    }

    /// The home page's palettes, type scale, component thumbnails and counts.
    private func overview(_ resolved: BoundComponents, catalog: TokenCatalog?, previews: ComponentPreviewRenderer, docs: Int) throws(DiagnosticError) -> HomeOverview {
        let counts = SiteCounts(tokensByType: SiteCounts.tokensByType(resolved.tokens), permutations: resolved.tokens?.permutations.count ?? 0,
                                components: resolved.catalog.components.count, docs: docs)
        var overview = HomeOverview(thumbnails: try ComponentThumbnails.data(previews), counts: counts)
        if let catalog {
            (overview.palettes, overview.paletteTotal) = PaletteStrips.data(catalog)
            (overview.typeScale, overview.typographyTotal) = TypeScaleSample.data(catalog)
        }
        return overview
    }

    /// Every doc rendered (its `component` blocks as live previews), and the links between them checked.
    private func renderDocs(_ sources: [DocSource], previews: ComponentPreviewRenderer, diagnostics: inout DiagnosticBag) -> [DocPage] {
        let renderer = MarkdownRenderer(options: options.markdown, componentRenderer: Self.blockRenderer(previews))
        let rendered = sources.concurrentMap(parallel: options.parallel) { source in
            DocPage(source: source, rendered: renderer.render(source.body, file: source.displayPath))
        }
        for doc in rendered { diagnostics.append(contentsOf: doc.diagnostics) }
        diagnostics.append(contentsOf: DocLinkChecker.check(rendered))
        return rendered
    }

    /// One page per component (and the live pages) and each component's tokens stylesheet; nil when a
    /// preview cannot be rendered.
    private func componentPages(_ resolved: BoundComponents, previews: ComponentPreviewRenderer, docs: [String: DocPage], show: [String: [String]],
                                diagnostics: inout DiagnosticBag) -> (pages: [SitePage], stylesheets: [OutputFile])? {
        do {
            let columns = resolved.matrixColumns(show: show)
            let builder = ComponentPageBuilder(previews: previews, stylesheet: resolved.stylesheet, components: resolved.components,
                                               docs: docs, columns: columns, contrast: resolved.contrast,
                                               touchTargets: resolved.touchTargets, parallel: options.parallel)
            return (try builder.pages(), builder.tokensStylesheets())
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    static func componentName(of doc: DocPage, in catalog: ComponentCatalog) -> String? {
        let path = doc.source.relativePath
        guard path.hasPrefix("components/"), path.hasSuffix(".md") else { return nil }
        let name = String(path.dropFirst("components/".count).dropLast(3))
        return catalog[name] != nil ? name : nil
    }

    /// Turns `component NAME` blocks in docs into live previews.
    static func blockRenderer(_ previews: ComponentPreviewRenderer) -> ComponentBlockRenderer {
        let arguments = ComponentBlockArguments(catalog: previews.catalog, axes: previews.axes)
        return { block in try previews.figure(try arguments.request(for: block)) }
    }
}
