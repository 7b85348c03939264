import Foundation

extension MustacheLibrary {
    /// Loads every file under `directory`, named by its path relative to it
    /// (`partials/nav.html`), the same naming as the embedded default templates.
    /// Unreadable, non-UTF-8 or malformed files are all reported, by path.
    public init(directory: String, fileSystem: some FileSystem, options: Options = Options()) throws(DiagnosticError) {
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        let paths: [String]
        do {
            paths = try fileSystem.filesRecursively(under: directory)
        } catch {
            throw DiagnosticError(.error(.ioUnreadable, "cannot list templates: \(error)", at: SourceLocation(file: directory, line: 1, column: 1)))
        }
        var sources: [String: String] = [:]
        var diagnostics = DiagnosticBag()
        for path in paths where path.hasPrefix(root) {
            let name = String(path.dropFirst(root.count))
            guard let data = try? fileSystem.readFile(path) else {
                diagnostics.append(.error(.ioUnreadable, "template cannot be read", at: SourceLocation(file: name, line: 1, column: 1)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error(.ioNotUTF8, "template is not UTF-8 text", at: SourceLocation(file: name, line: 1, column: 1)))
                continue
            }
            sources[name] = text
        }
        let parsed = Self.parseAll(sources, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { throw DiagnosticError(diagnostics.sorted) }
        self.init(parsed, options: options)
    }
}
