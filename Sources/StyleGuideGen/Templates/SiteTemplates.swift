/// The site's Mustache templates, parsed once: every `.html` file of the
/// template files, named by its path without the extension
/// (`layouts/base.html` is `layouts/base`), so partials and parents refer to
/// them as `{{>partials/nav}}` and `{{<layouts/base}}`.
public struct SiteTemplates: Sendable {
    public let files: TemplateFiles
    let library: MustacheLibrary

    /// Templates every site needs; a project may override them but not remove them.
    static let required = ["layouts/base", "pages/doc", "pages/home"]

    /// Parses all templates; reports syntax errors and references to missing
    /// partials with the template's file, line and column.
    public init(files: TemplateFiles) throws(DiagnosticError) {
        self.files = files
        var parsed: [MustacheTemplate] = []
        var diagnostics: [Diagnostic] = []
        for path in files.files.keys.sorted() where path.hasSuffix(".html") && !path.hasPrefix("assets/") {
            do {
                parsed.append(try MustacheTemplate(name: String(path.dropLast(5)), source: files.files[path] ?? "", file: files.displayPath(path)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        library = MustacheLibrary(parsed, options: .init(strictPartials: true))
        diagnostics += library.missingPartials()
        for name in Self.required where library.template(named: name) == nil {
            diagnostics.append(.error("missing template `\(name).html`", subject: name))
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
    }

    public func render(_ name: String, _ data: MustacheValue) throws(DiagnosticError) -> String {
        try library.render(name, data)
    }
}
