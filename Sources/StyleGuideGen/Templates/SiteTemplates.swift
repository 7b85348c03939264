/// The site's Mustache templates, parsed once: every `.html` file of the
/// template files, named by its path without the extension
/// (`layouts/base.html` is `layouts/base`), so partials and parents refer to
/// them as `{{>partials/nav}}` and `{{<layouts/base}}`.
public struct SiteTemplates: Sendable {
    public let files: TemplateFiles
    let library: MustacheLibrary
    /// Template name -> digest of it and every template it can include.
    let dependencyDigests: [String: String]

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
        let library = MustacheLibrary(parsed, options: .init(strictPartials: true))
        self.library = library
        diagnostics += library.missingPartials { Self.includedComponent($0, from: $1, in: library) != nil }
        // A required template that is there but broken has its syntax error already.
        for name in Self.required where library.template(named: name) == nil && files[name + ".html"] == nil {
            diagnostics.append(.error(.templateMissing, "missing template `\(name).html`", subject: name))
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics.map(files.unlocatingBuiltIns)) }
        dependencyDigests = Self.dependencyDigests(library: library, files: files)
    }

    /// A content hash over the text of template `name` and of every template it can
    /// reach through partials and parents: a page is rendered again exactly
    /// when one of these changed. A dynamic name (`{{>*name}}`) can reach any
    /// template, so it makes the digest cover them all.
    func dependencyDigest(of name: String) -> String { dependencyDigests[name] ?? "" }

    /// The component template a partial tag of a component's markup names by the component's
    /// short name (`{{> standard-button}}`): component previews render their markup with
    /// `ComponentIncludes`, which resolves these. Nil for any other reference or template.
    static func includedComponent(_ reference: String, from template: String, in library: MustacheLibrary) -> String? {
        guard template.hasPrefix(ComponentReference.prefix), library.template(named: reference) == nil,
              let name = ComponentReference.componentName(reference) else { return nil }
        let component = ComponentReference.prefix + name
        return library.template(named: component) == nil ? nil : component
    }

    private static func dependencyDigests(library: MustacheLibrary, files: TemplateFiles) -> [String: String] {
        var digests: [String: String] = [:]
        for name in library.names {
            var reached: Set<String> = [name]
            var queue = [name]
            while let next = queue.popLast(), let template = library.template(named: next) {
                if template.hasDynamicReferences {
                    reached = Set(library.names)
                    break
                }
                for reference in template.partialReferences {
                    let included = includedComponent(reference.name, from: next, in: library) ?? reference.name
                    if reached.insert(included).inserted { queue.append(included) }
                }
            }
            var fingerprinter = Fingerprinter()
            for template in reached.sorted() {
                fingerprinter.add(template)
                fingerprinter.add(files.files[template + ".html"] ?? "")
            }
            digests[name] = fingerprinter.finalize()
        }
        return digests
    }

    /// Renders template `name`; a problem found inside a built-in template is
    /// reported without a location (see `TemplateFiles.unlocatingBuiltIns`).
    public func render(_ name: String, _ data: MustacheValue) throws(DiagnosticError) -> String {
        try render(name, data, resolver: nil)
    }

    /// The same, `resolver` deciding partial tags with arguments (a component's markup).
    func render(_ name: String, _ data: MustacheValue, resolver: (any MustachePartialResolver)?) throws(DiagnosticError) -> String {
        do {
            return try library.render(name, data, resolver: resolver)
        } catch {
            throw DiagnosticError(error.diagnostics.map(files.unlocatingBuiltIns))
        }
    }
}
