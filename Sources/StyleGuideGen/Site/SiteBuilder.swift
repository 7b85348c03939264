import Foundation

/// What a build produced and found.
public struct BuildResult: Sendable {
    public var pageCount: Int
    public var fileCount: Int
    public var diagnostics: [Diagnostic]
    /// Wall-clock seconds, measured with the injected clock.
    public var seconds: Double
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// Options of `styleguide build`.
public struct BuildOptions: Sendable {
    public var layout: ProjectLayout
    public var markdown: MarkdownOptions
    public var strict: Bool
    public var siteTitle: String?

    public init(layout: ProjectLayout, markdown: MarkdownOptions = .safe, strict: Bool = false, siteTitle: String? = nil) {
        self.layout = layout
        self.markdown = markdown
        self.strict = strict
        self.siteTitle = siteTitle
    }
}

/// The build as an ordered list of stages over values:
/// load -> model -> render -> write. Nothing is written unless every stage succeeded.
public struct SiteBuilder: Sendable {
    public var fileSystem: FileSystem
    public var clock: @Sendable () -> Date

    public init(fileSystem: FileSystem = LocalFileSystem(), clock: @escaping @Sendable () -> Date = Date.init) {
        self.fileSystem = fileSystem
        self.clock = clock
    }

    /// Builds the site in memory; returns its files, or nil when an error was found.
    public func render(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> (files: [OutputFile], pages: Int)? {
        let layout = options.layout
        if !fileSystem.isDirectory(layout.docs) {
            diagnostics.append(.error("no docs folder at `\(layout.docs)`; create it with Markdown files, or run `styleguide init`"))
            return nil
        }
        let templates = loadTemplates(layout, diagnostics: &diagnostics)
        let catalog = templates.flatMap { loadCatalog($0.files, diagnostics: &diagnostics) }
        let previews = templates.flatMap { templates in catalog.map { ComponentPreviewRenderer(catalog: $0, templates: templates, axes: []) } }
        let sources = DocsLoader(fileSystem: fileSystem).load(layout, into: &diagnostics)
        let renderer = MarkdownRenderer(options: options.markdown, componentRenderer: previews.map(Self.blockRenderer))
        let docs = sources.map { source in
            let rendered = renderer.render(source.body, file: source.displayPath)
            diagnostics.append(contentsOf: rendered.diagnostics)
            return DocPage(source: source, rendered: rendered)
        }
        diagnostics.append(contentsOf: DocLinkChecker.check(docs))
        if options.strict { diagnostics.promoteWarnings() }
        guard !diagnostics.hasErrors, let templates, let catalog else { return nil }

        let title = options.siteTitle ?? docs.first { $0.source.relativePath == "index.md" }?.title ?? "Style guide"
        let site = SiteModel(title: title, docs: docs)
        do {
            var files = try SiteRenderer(site: site, templates: templates).render()
            files.append(OutputFile(path: "assets/components.css", contents: Data(catalog.stylesheet.utf8)))
            return (files, site.pages.count + 1)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// Turns `component NAME` blocks in docs into live previews.
    static func blockRenderer(_ previews: ComponentPreviewRenderer) -> ComponentBlockRenderer {
        let arguments = ComponentBlockArguments(catalog: previews.catalog, axes: previews.axes)
        return { block in try previews.figure(try arguments.request(for: block)) }
    }

    private func loadCatalog(_ files: TemplateFiles, diagnostics: inout DiagnosticBag) -> ComponentCatalog? {
        do {
            return try ComponentCatalog(files: files)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    private func loadTemplates(_ layout: ProjectLayout, diagnostics: inout DiagnosticBag) -> SiteTemplates? {
        let files = TemplateFiles.load(layout, fileSystem: fileSystem, into: &diagnostics)
        do {
            return try SiteTemplates(files: files)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// Builds and writes the site atomically into `options.layout.output`.
    public func build(_ options: BuildOptions) -> BuildResult {
        let start = clock()
        var diagnostics = DiagnosticBag()
        func result(_ pages: Int, _ files: Int) -> BuildResult {
            BuildResult(pageCount: pages, fileCount: files, diagnostics: diagnostics.sorted, seconds: clock().timeIntervalSince(start))
        }
        if let refusal = OutputFolderPolicy(layout: options.layout).refusal() {
            diagnostics.append(.error(refusal))
            return result(0, 0)
        }
        guard let rendered = render(options, diagnostics: &diagnostics) else { return result(0, 0) }
        do {
            try AtomicSiteWriter(destination: options.layout.output).write(rendered.files)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return result(0, 0)
        }
        return result(rendered.pages, rendered.files.count)
    }
}
