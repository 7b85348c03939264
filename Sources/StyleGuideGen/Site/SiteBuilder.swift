import Foundation

/// The build as an ordered list of stages over values:
/// load -> model -> render -> write. Nothing is written unless every stage succeeded.
public struct SiteBuilder: Sendable {
    public var fileSystem: FileSystem
    public var clock: @Sendable () -> Date
    public var progress: BuildProgressHandler

    public init(fileSystem: FileSystem = LocalFileSystem(), clock: @escaping @Sendable () -> Date = Date.init, progress: @escaping BuildProgressHandler = { _ in }) {
        self.fileSystem = fileSystem
        self.clock = clock
        self.progress = progress
    }

    /// Everything a build checks, pages rendered and dropped one by one (a
    /// docs site of thousands of pages is never held in memory).
    public func validate(_ options: BuildOptions, diagnostics: inout DiagnosticBag) {
        guard let planned = plan(options, diagnostics: &diagnostics) else { return }
        let failures = planned.files.concurrentMap(parallel: options.parallel) { file -> [Diagnostic] in
            do throws(DiagnosticError) {
                _ = try file.output()
                return []
            } catch {
                return error.diagnostics
            }
        }
        diagnostics.append(contentsOf: failures.flatMap { $0 })
    }

    /// Loads and models the site and plans its files, pages fingerprinted but
    /// not rendered; nil when an error was found.
    func plan(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> (files: [PlannedFile], pages: Int)? {
        let recorder = RecordingFileSystem(fileSystem)
        let inputs = ProjectInputLoader(fileSystem: recorder).load(options, into: &diagnostics)
        if let inputs {
            progress(.loaded(docs: inputs.docs.count, tokens: inputs.tokens?.defaultPermutation?.tokens.count ?? 0,
                             permutations: inputs.tokens?.permutations.count ?? 0, components: inputs.catalog.components.count))
        }
        let site = inputs.flatMap { model($0, options: options, diagnostics: &diagnostics) }
        if let site { progress(.modelled(pages: site.pages.count + 1)) }
        diagnostics.apply(options.policy)
        diagnostics.displayFiles(options.layout.display)
        guard !diagnostics.hasErrors, let inputs, let site else { return nil }
        var files = SiteRenderer(site: site, templates: inputs.templates, catalog: inputs.catalog, parallel: options.parallel).plan()
        let report = Self.report(site: site, inputs: inputs, read: recorder.readFiles, options: options, diagnostics: diagnostics.sorted)
        files.append(.ready(OutputFile(path: "report.json", contents: report.json)))
        return (files, site.pages.count + 1)
    }

    /// Renders every doc (with its component previews), checks links between
    /// them, and adds the generated pages: one per component.
    private func model(_ inputs: ProjectInputs, options: BuildOptions, diagnostics: inout DiagnosticBag) -> SiteModel? {
        let previews = ComponentPreviewRenderer(catalog: inputs.catalog, templates: inputs.templates, axes: inputs.previewAxes(config: options.config))
        let renderer = MarkdownRenderer(options: options.markdown, componentRenderer: Self.blockRenderer(previews))
        let rendered = inputs.docs.concurrentMap(parallel: options.parallel) { source in
            DocPage(source: source, rendered: renderer.render(source.body, file: source.displayPath))
        }
        for doc in rendered { diagnostics.append(contentsOf: doc.diagnostics) }
        diagnostics.append(contentsOf: DocLinkChecker.check(rendered))
        // `docs/components/NAME.md` is the doc of component NAME: shown on its page.
        let componentDocs = Dictionary(rendered.compactMap { doc in Self.componentName(of: doc, in: inputs.catalog).map { ($0, doc) } }) { first, _ in first }
        let docs = rendered.filter { Self.componentName(of: $0, in: inputs.catalog) == nil }
        let stylesheet = inputs.tokens.map { TokenStylesheet.generate($0, options: Self.stylesheetOptions(inputs, options.config)) }
        diagnostics.append(contentsOf: stylesheet?.diagnostics ?? [])
        if let stylesheet {
            diagnostics.append(contentsOf: MissingTokenCheck.diagnostics(catalog: inputs.catalog, stylesheet: stylesheet,
                                                                         columns: PermutationColumn.all(for: previews.axes), allowMissing: options.allowMissing))
        }
        let componentPages: [SitePage]
        do {
            componentPages = try ComponentPageBuilder(previews: previews, stylesheet: stylesheet, docs: componentDocs, parallel: options.parallel).pages()
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let title = SiteTitle.choose(configured: options.config.title, homeDocTitle: docs.first { $0.source.relativePath == "index.md" }?.title)
        var generated = [("Components", componentPages)]
        var contrast = ContrastReport()
        if let tokens = inputs.tokens {
            let report = ContrastReport.evaluate(project: tokens, catalog: inputs.catalog, config: options.config.contrast, diagnostics: &diagnostics)
            diagnostics.append(contentsOf: report.failureWarnings)
            contrast = report
            generated.append(("Tokens", TokenPages.pages(project: tokens, contrast: report, names: stylesheet?.values.names)))
        }
        var site = SiteModel(title: title, docs: docs, generated: generated,
                             axes: previews.axes, appearanceModifier: inputs.appearanceModifier(config: options.config))
        site.contrast = contrast
        site.tokensStylesheet = stylesheet?.css
        site.date = options.date
        return site
    }

    static func stylesheetOptions(_ inputs: ProjectInputs, _ config: ProjectConfig) -> TokenStylesheetOptions {
        TokenStylesheetOptions(appearanceModifier: inputs.appearanceModifier(config: config), textSizeModifier: config.textSizeModifier)
    }

    static func componentName(of doc: DocPage, in catalog: ComponentCatalog) -> String? {
        let path = doc.source.relativePath
        guard path.hasPrefix("components/"), path.hasSuffix(".md") else { return nil }
        let name = String(path.dropFirst("components/".count).dropLast(3))
        return catalog[name] != nil ? name : nil
    }

    static func report(site: SiteModel, inputs: ProjectInputs, read: [(path: String, sha256: String)], options: BuildOptions, diagnostics: [Diagnostic]) -> BuildReport {
        let layout = options.layout
        let tokens = inputs.tokens
        var counts: [String: Int] = [:]
        for token in tokens?.defaultPermutation?.tokens.tokens ?? [] { counts[token.value.typeName, default: 0] += 1 }
        return BuildReport(
            inputs: read.map { (layout.display($0.path), $0.sha256) },
            pages: [("index.html", site.home?.title ?? "Home")] + site.pages.map { ($0.outputPath, $0.title) },
            permutations: (tokens?.permutations ?? []).map { Dictionary($0.inputs.map { ($0.modifier, $0.context) }) { first, _ in first } },
            tokenCounts: counts,
            contrast: site.contrast.results.map { result in
                [
                    "foreground": result.foreground, "background": result.background, "permutation": result.permutation,
                    "ratio": ContrastFormat.ratio(result.ratio), "required": ContrastFormat.ratio(result.required),
                    "level": result.level.rawValue, "passes": result.passes ? "true" : "false",
                ]
            },
            diagnostics: diagnostics,
            date: options.date)
    }

    /// Turns `component NAME` blocks in docs into live previews.
    static func blockRenderer(_ previews: ComponentPreviewRenderer) -> ComponentBlockRenderer {
        let arguments = ComponentBlockArguments(catalog: previews.catalog, axes: previews.axes)
        return { block in try previews.figure(try arguments.request(for: block)) }
    }

    /// Builds and writes the site atomically into `options.layout.output`,
    /// rendering only the pages the previous build's cache cannot supply.
    public func build(_ options: BuildOptions) -> BuildResult {
        let start = clock()
        var diagnostics = DiagnosticBag()
        var summary = IncrementalSiteWriter.Summary()
        func result(_ pages: Int) -> BuildResult {
            BuildResult(pageCount: pages, fileCount: summary.files, diagnostics: diagnostics.sorted, seconds: clock().timeIntervalSince(start),
                        renderedPages: summary.renderedPages, reusedPages: summary.reusedPages)
        }
        if let refusal = OutputFolderPolicy(layout: options.layout).refusal() {
            diagnostics.append(.error(.outputRefused, refusal))
            return result(0)
        }
        guard let planned = plan(options, diagnostics: &diagnostics) else { return result(0) }
        let output = options.layout.output
        var previous: BuildCache?
        if !options.clean {
            let loaded = BuildCacheStore.load(siteFolder: output, tool: ToolIdentity.current,
                                              display: options.layout.display(output + "/" + BuildCache.fileName))
            previous = loaded.cache
            if let warning = loaded.warning { diagnostics.append(warning) }
        }
        do {
            summary = try IncrementalSiteWriter(destination: output, previous: previous, parallel: options.parallel).write(planned.files)
            progress(.rendered(pages: summary.renderedPages.count, unchanged: summary.reusedPages))
            progress(.written(files: summary.files, output: options.layout.display(output)))
        } catch {
            summary = IncrementalSiteWriter.Summary()
            diagnostics.append(contentsOf: error.diagnostics)
            return result(0)
        }
        return result(planned.pages)
    }
}
