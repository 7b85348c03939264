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
            diagnostics.append(.error(.ioUnreadable, "cannot list the templates folder: \(error)", subject: layout.display(layout.templates)))
        }
        return result
    }

    public subscript(name: String) -> String? { files[name] }

    /// Where a template comes from, for diagnostics: the project's file, or
    /// the built-in default.
    public func displayPath(_ name: String) -> String {
        overridden.contains(name) ? "templates/\(name)" : "templates/\(name)" + Self.builtInSuffix
    }

    /// Marks a built-in default's display path: `templates/pages/doc.html (built-in)`.
    public static let builtInSuffix = " (built-in)"

    /// True when `name` is a built-in default the project does not override:
    /// no file of the user's repository, so no diagnostic may point into it.
    public func isBuiltIn(_ name: String) -> Bool { !overridden.contains(name) }

    /// True when `name` ships with the tool, whether or not the project overrides it: a component
    /// the project overrides is still a built-in one.
    public static func isBundled(_ name: String) -> Bool { EmbeddedTemplates.files[name] != nil }

    /// A place in template `name` for a diagnostic: in the project's own file,
    /// or nil for a built-in default (the message must then name it instead).
    public func location(in name: String, line: Int, column: Int = 1) -> SourceLocation? {
        isBuiltIn(name) ? nil : SourceLocation(file: displayPath(name), line: line, column: column)
    }

    /// `diagnostic` without a location inside a built-in template, a file the
    /// user's repository lacks (`check --format github` would annotate it):
    /// the template and the line go into the message, the template into the
    /// subject when it has none. Other diagnostics are returned as they are.
    public func unlocatingBuiltIns(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let location = diagnostic.location, let name = builtInName(ofDisplayPath: location.file) else { return diagnostic }
        var result = diagnostic
        result.location = nil
        result.message += " (in the built-in template `templates/\(name)`, line \(location.line))"
        if result.subject == nil { result.subject = name }
        return result
    }

    /// The template a built-in `displayPath` names.
    private func builtInName(ofDisplayPath file: String) -> String? {
        let prefix = "templates/", suffix = Self.builtInSuffix
        guard file.hasPrefix(prefix), file.hasSuffix(suffix) else { return nil }
        let name = String(file.dropFirst(prefix.count).dropLast(suffix.count))
        return isBuiltIn(name) ? name : nil
    }

    /// Files under `assets/`, copied into the site as they are.
    public var assets: [(path: String, text: String)] {
        files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
