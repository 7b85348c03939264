import Foundation

/// A file of the built site: path below the site root and its bytes.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Step 6, render: the site model through the page templates into the site's files. Pages are
/// planned (path and fingerprint) and rendered on demand, so an incremental build renders only
/// those the memo cannot supply.
struct RenderSite {
    let site: SiteModel
    var parallel = true

    /// Every file of the site, pages not yet rendered: pages in site order, then the stylesheets,
    /// the template assets and `report.json`.
    func run() -> [PlannedFile] {
        let context = PageContext(site: site)
        let templates = site.templates
        var files: [PlannedFile] = [
            .page(PlannedPage(path: "index.html", template: "pages/home", templates: templates,
                              context: { context.home(for: $0) }))
        ]
        files += site.pages.concurrentMap(parallel: parallel) { page in
            PlannedFile.page(PlannedPage(path: page.outputPath, template: page.template, templates: templates,
                                         context: { context.page(page, for: $0) }))
        }
        files.append(.ready(OutputFile(path: "assets/components.css", contents: Data(site.componentsStylesheet.utf8))))
        if let tokens = site.tokensStylesheet {
            files.append(.ready(OutputFile(path: "assets/tokens.css", contents: Data(tokens.utf8))))
        }
        files += site.componentTokenStylesheets.map(PlannedFile.ready)
        files += site.fontFiles.map(PlannedFile.ready)
        for asset in templates.files.assets {
            files.append(.ready(OutputFile(path: asset.path, contents: Data(asset.text.utf8))))
        }
        files.append(.ready(OutputFile(path: SearchIndex.path, contents: Data(site.search.script.utf8))))
        files.append(.ready(OutputFile(path: "report.json", contents: site.report.json)))
        return files
    }

    /// Every file rendered, in memory (for `check` and tests).
    func render() throws(DiagnosticError) -> [OutputFile] {
        try PlannedFile.outputs(run(), parallel: parallel)
    }
}

/// A file of the site to come: its bytes, or a page whose bytes are made
/// only when needed.
enum PlannedFile: Sendable {
    case ready(OutputFile)
    case page(PlannedPage)

    var path: String {
        switch self {
        case .ready(let file): file.path
        case .page(let page): page.path
        }
    }

    /// The file's bytes, rendering a page.
    func output() throws(DiagnosticError) -> OutputFile {
        switch self {
        case .ready(let file): file
        case .page(let page): OutputFile(path: page.path, contents: try page.render())
        }
    }

    /// Every file rendered, in order; the diagnostics of all pages that fail.
    static func outputs(_ planned: [PlannedFile], parallel: Bool) throws(DiagnosticError) -> [OutputFile] {
        let rendered = planned.concurrentMap(parallel: parallel) { file in
            Result { () throws(DiagnosticError) -> OutputFile in try file.output() }
        }
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for result in rendered {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return files
    }
}

/// A page with what decides its bytes: the template it renders with, and a
/// fingerprint over the tool, that template and the templates it includes,
/// and every value the template sees. Same fingerprint, same bytes.
struct PlannedPage: Sendable {
    let path: String
    let fingerprint: String
    private let template: String
    private let templates: SiteTemplates
    private let context: @Sendable (PageContext.Purpose) -> MustacheValue

    init(path: String, template: String, templates: SiteTemplates, context: @escaping @Sendable (PageContext.Purpose) -> MustacheValue) {
        self.path = path
        self.template = template
        self.templates = templates
        self.context = context
        var fingerprinter = Fingerprinter()
        fingerprinter.add(ToolIdentity.current)
        fingerprinter.add(template)
        fingerprinter.add(templates.dependencyDigest(of: template))
        fingerprinter.add(context(.fingerprinting))
        fingerprint = fingerprinter.finalize()
    }

    func render() throws(DiagnosticError) -> Data {
        Data(try templates.render(template, context(.rendering)).utf8)
    }
}
