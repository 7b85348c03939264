import Foundation

/// Writes the review page of `styleguide diff` into a site folder: beside a
/// site we built (the page and its stylesheets, each replaced atomically), or as
/// a new folder with the site's assets and the components' stylesheet. A folder
/// we did not make is refused, like `build` does.
public struct DiffOutput: Sendable {
    public var folder: String
    public var layout: ProjectLayout
    public var fileSystem: FileSystem

    public init(folder: String, layout: ProjectLayout, fileSystem: FileSystem = LocalFileSystem()) {
        self.folder = PathNormalizer.absolute(folder)
        self.layout = layout
        self.fileSystem = fileSystem
    }

    public func write(_ review: ChangeReview, html: String) throws(DiagnosticError) {
        let templates = review.templates
        let page = [OutputFile(path: "diff.html", contents: Data(html.utf8)),
                    OutputFile(path: TokenDiff.reviewStylesheetPath, contents: Data(review.diff.reviewStylesheet.utf8))]
        var guarded = layout
        guarded.output = folder
        if let refusal = OutputFolderPolicy(layout: guarded).refusal(fileSystem: fileSystem) {
            throw DiagnosticError(.error(.outputRefused, refusal))
        }
        if fileSystem.fileExists(folder + "/" + OutputFolderPolicy.markerName) {
            // The page and the assets it links, each file replaced atomically; the site's own
            // components.css stays.
            do {
                for file in templates.assets.map({ OutputFile(path: $0.path, contents: Data($0.text.utf8)) }) + page {
                    let target = folder + "/" + file.path
                    try fileSystem.createDirectory((target as NSString).deletingLastPathComponent)
                    try fileSystem.writeFile(file.contents, to: target + ".new")
                    try fileSystem.moveItem(target + ".new", to: target)
                }
            } catch {
                throw DiagnosticError(.error(.outputWriteFailed, "cannot write \(folder)/diff.html: \(error)"))
            }
            return
        }
        var files = page + [OutputFile(path: "assets/components.css", contents: Data(review.componentStylesheet.utf8))]
        files += templates.assets.map { OutputFile(path: $0.path, contents: Data($0.text.utf8)) }
        try AtomicSiteWriter(destination: folder, fileSystem: fileSystem).write(files)
    }
}
