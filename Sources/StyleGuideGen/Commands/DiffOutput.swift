import Foundation

/// Writes the review page of `styleguide diff` into a site folder: beside a
/// site we built (one file, replaced atomically), or as a new folder with the
/// site's assets. A folder we did not make is refused, like `build` does.
public struct DiffOutput: Sendable {
    public var folder: String
    public var layout: ProjectLayout

    public init(folder: String, layout: ProjectLayout) {
        self.folder = PathNormalizer.absolute(folder)
        self.layout = layout
    }

    public func write(html: String, templates: TemplateFiles, fileManager: FileManager = .default) throws(DiagnosticError) {
        var guarded = layout
        guarded.output = folder
        if let refusal = OutputFolderPolicy(layout: guarded).refusal(fileManager: fileManager) {
            throw DiagnosticError(.error(.outputRefused, refusal))
        }
        if fileManager.fileExists(atPath: folder + "/" + OutputFolderPolicy.markerName) {
            // The page and the assets it links, each file replaced atomically.
            do {
                for asset in templates.assets {
                    let url = URL(fileURLWithPath: folder + "/" + asset.path)
                    try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(asset.text.utf8).write(to: url, options: .atomic)
                }
                try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/diff.html"), options: .atomic)
            } catch {
                throw DiagnosticError(.error(.outputWriteFailed, "cannot write \(folder)/diff.html: \(error)"))
            }
            return
        }
        var files = [OutputFile(path: "diff.html", contents: Data(html.utf8))]
        files += templates.assets.map { OutputFile(path: $0.path, contents: Data($0.text.utf8)) }
        try AtomicSiteWriter(destination: folder).write(files)
    }
}
