import Foundation

/// A Markdown doc as read from `docs/`.
public struct DocSource: Sendable {
    /// Path below `docs/`, `/`-separated: `guide/tokens.md`.
    public var relativePath: String
    /// Path shown in diagnostics: `docs/guide/tokens.md`.
    public var displayPath: String
    public var frontMatter: FrontMatter
    /// Markdown with front matter blanked out (line numbers preserved).
    public var body: String
}

/// Reads every `*.md` below the docs folder.
public struct DocsLoader: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem) { self.fileSystem = fileSystem }

    public func load(_ layout: ProjectLayout, into diagnostics: inout DiagnosticBag) -> [DocSource] {
        let files: [String]
        do {
            let listing = try fileSystem.listFiles(under: layout.docs, within: layout.root)
            diagnostics.append(contentsOf: listing.skippedLinks.map { $0.diagnostic(display: layout.display) })
            files = listing.files.filter { $0.lowercased().hasSuffix(".md") }
        } catch {
            diagnostics.append(.error(.ioUnreadable, "cannot list the docs folder: \(error)", at: nil, subject: layout.display(layout.docs)))
            return []
        }
        return files.compactMap { path in
            let display = layout.display(path)
            do {
                let data = try fileSystem.readFile(path)
                let text = try UTF8Text.decode(data, file: display)
                let split = try FrontMatterParser.split(text, file: display)
                diagnostics.append(contentsOf: split.diagnostics)
                return DocSource(relativePath: String(path.dropFirst(layout.docs.count + 1)), displayPath: display,
                                 frontMatter: split.frontMatter, body: split.body)
            } catch let error as DiagnosticError {
                diagnostics.append(contentsOf: error.diagnostics)
            } catch {
                diagnostics.append(.error(.ioUnreadable, "cannot read the doc: \(error)", at: SourceLocation(file: display, line: 1, column: 1)))
            }
            return nil
        }
    }
}
