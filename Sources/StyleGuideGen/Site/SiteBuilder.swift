import Foundation

/// The build as an ordered list of stages over values:
/// load -> model -> render -> write. Nothing is written unless every stage succeeded.
public struct SiteBuilder: Sendable {
    public var fileSystem: FileSystem
    public var clock: @Sendable () -> Date

    public init(fileSystem: FileSystem = LocalFileSystem(), clock: @escaping @Sendable () -> Date = Date.init) {
        self.fileSystem = fileSystem
        self.clock = clock
    }

    /// Loads, models and renders the site in memory; nil when an error was found.
    public func render(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> (files: [OutputFile], pages: Int)? {
        let inputs = ProjectInputLoader(fileSystem: fileSystem).load(options, into: &diagnostics)
        let site = inputs.map { model($0, options: options, diagnostics: &diagnostics) }
        if options.strict { diagnostics.promoteWarnings() }
        guard !diagnostics.hasErrors, let inputs, let site else { return nil }
        do {
            let files = try SiteRenderer(site: site, templates: inputs.templates, catalog: inputs.catalog).render()
            return (files, site.pages.count + 1)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// Renders every doc (with its component previews) and checks links between them.
    private func model(_ inputs: ProjectInputs, options: BuildOptions, diagnostics: inout DiagnosticBag) -> SiteModel {
        let previews = ComponentPreviewRenderer(catalog: inputs.catalog, templates: inputs.templates, axes: inputs.previewAxes(config: options.config))
        let renderer = MarkdownRenderer(options: options.markdown, componentRenderer: Self.blockRenderer(previews))
        let docs = inputs.docs.map { source in
            let rendered = renderer.render(source.body, file: source.displayPath)
            diagnostics.append(contentsOf: rendered.diagnostics)
            return DocPage(source: source, rendered: rendered)
        }
        diagnostics.append(contentsOf: DocLinkChecker.check(docs))
        let title = options.config.title ?? docs.first { $0.source.relativePath == "index.md" }?.title ?? "Style guide"
        return SiteModel(title: title, docs: docs, axes: previews.axes, appearanceModifier: inputs.appearanceModifier(config: options.config))
    }

    /// Turns `component NAME` blocks in docs into live previews.
    static func blockRenderer(_ previews: ComponentPreviewRenderer) -> ComponentBlockRenderer {
        let arguments = ComponentBlockArguments(catalog: previews.catalog, axes: previews.axes)
        return { block in try previews.figure(try arguments.request(for: block)) }
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
