/// The site's templates and assets: the defaults compiled into the binary,
/// overridden file by file by a project's own `templates/` folder.
public struct TemplateFiles: Sendable {
    /// Relative path (`layout.html`, `assets/site.css`) -> text.
    public private(set) var files: [String: String]
    /// Relative paths the project overrides, for reports.
    public private(set) var overridden: Set<String> = []

    /// The built-in defaults only.
    public static var defaults: TemplateFiles { TemplateFiles(files: EmbeddedTemplates.files) }

    public init(files: [String: String]) { self.files = files }

    /// The defaults with every file of `layout.templates` laid over them.
    public static func load(_ layout: ProjectLayout, fileSystem: FileSystem, into diagnostics: inout DiagnosticBag) -> TemplateFiles {
        var result = TemplateFiles.defaults
        guard fileSystem.isDirectory(layout.templates) else { return result }
        do {
            let listing = try fileSystem.listFiles(under: layout.templates, within: layout.root)
            diagnostics.append(contentsOf: listing.skippedLinks.map { $0.diagnostic(display: layout.display) })
            for path in listing.files {
                let name = String(path.dropFirst(layout.templates.count + 1))
                do {
                    result.files[name] = try UTF8Text.decode(try fileSystem.readFile(path), file: layout.display(path))
                    result.overridden.insert(name)
                } catch let error as DiagnosticError {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        } catch {
            diagnostics.append(.error("cannot list the templates folder: \(error)", subject: layout.display(layout.templates)))
        }
        return result
    }

    public subscript(name: String) -> String? { files[name] }

    /// Where a template comes from, for diagnostics: the project's file, or
    /// the built-in default.
    public func displayPath(_ name: String) -> String {
        overridden.contains(name) ? "templates/\(name)" : "templates/\(name) (built-in)"
    }

    /// Files under `assets/`, copied into the site as they are.
    public var assets: [(path: String, text: String)] {
        files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
