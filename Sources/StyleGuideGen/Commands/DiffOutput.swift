import Foundation

/// Writes the review page of `styleguide diff` into a site folder: beside a
/// site we built (the page and its stylesheets, each replaced atomically), or as
/// a new folder with the site's assets and the components' stylesheet. A folder
/// we did not make is refused, like `build` does.
public struct DiffOutput: Sendable {
    public var folder: String
    public var layout: ProjectLayout

    public init(folder: String, layout: ProjectLayout) {
        self.folder = PathNormalizer.absolute(folder)
        self.layout = layout
    }

    public func write(_ diff: TokenDiff, html: String, templates: TemplateFiles, catalog: ComponentCatalog,
                      fileManager: FileManager = .default) throws(DiagnosticError) {
        let page = [OutputFile(path: "diff.html", contents: Data(html.utf8)),
                    OutputFile(path: TokenDiff.reviewStylesheetPath, contents: Data(diff.reviewStylesheet.utf8))]
        var guarded = layout
        guarded.output = folder
        if let refusal = OutputFolderPolicy(layout: guarded).refusal(fileManager: fileManager) {
            throw DiagnosticError(.error(.outputRefused, refusal))
        }
        if fileManager.fileExists(atPath: folder + "/" + OutputFolderPolicy.markerName) {
            // The page and the assets it links, each file replaced atomically; the site's own
            // components.css stays.
            do {
                for file in templates.assets.map({ OutputFile(path: $0.path, contents: Data($0.text.utf8)) }) + page {
                    let url = URL(fileURLWithPath: folder + "/" + file.path)
                    try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try file.contents.write(to: url, options: .atomic)
                }
            } catch {
                throw DiagnosticError(.error(.outputWriteFailed, "cannot write \(folder)/diff.html: \(error)"))
            }
            return
        }
        var files = page + [OutputFile(path: "assets/components.css", contents: Data(catalog.stylesheet.utf8))]
        files += templates.assets.map { OutputFile(path: $0.path, contents: Data($0.text.utf8)) }
        try AtomicSiteWriter(destination: folder).write(files)
    }
}
