/// Every component the site knows: the built-in ones and a project's own,
/// found as `components/NAME.html` + `components/NAME.css` template pairs.
public struct ComponentCatalog: Sendable {
    public private(set) var components: [ComponentDefinition]

    public init(files: TemplateFiles) throws(DiagnosticError) {
        var definitions: [ComponentDefinition] = []
        var diagnostics: [Diagnostic] = []
        for path in files.files.keys.sorted() where path.hasPrefix("components/") && path.hasSuffix(".html") {
            let name = String(path.dropFirst("components/".count).dropLast(".html".count))
            guard !name.contains("/") else { continue } // sub-partials of a component
            let stylesheetPath = "components/\(name).css"
            guard let stylesheet = files[stylesheetPath] else {
                diagnostics.append(.error(.componentMissingStylesheet, "component `\(name)` has no stylesheet; add `templates/\(stylesheetPath)`",
                                          at: files.location(in: path, line: 1), subject: name))
                continue
            }
            do {
                definitions.append(try ComponentMetadataParser.parse(
                    name: name, partial: files[path] ?? "", stylesheet: stylesheet, file: files.displayPath(path),
                    stylesheetFile: files.displayPath(stylesheetPath), stylesheetIsBuiltIn: files.isBuiltIn(stylesheetPath)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics.map(files.unlocatingBuiltIns)) }
        components = definitions.sorted { ($0.order, $0.name) < ($1.order, $1.name) }
    }

    public subscript(name: String) -> ComponentDefinition? { components.first { $0.name == name } }

    /// The catalog without the components `"components": {"exclude": [...]}` names; an unknown
    /// name is an error at its place in the config.
    func excluding(_ exclusions: [ComponentsConfig.Exclusion], diagnostics: inout DiagnosticBag) -> ComponentCatalog {
        var catalog = self
        for exclusion in exclusions where self[exclusion.name] == nil {
            diagnostics.append(.error(.componentUnknown, "`components.exclude` names `\(exclusion.name)`, which is not a component; components: "
                + components.map(\.name).joined(separator: ", "), at: exclusion.location, subject: exclusion.name))
        }
        let excluded = Set(exclusions.map(\.name))
        catalog.components.removeAll { excluded.contains($0.name) }
        return catalog
    }

    /// All component stylesheets, one after the other in catalog order: the
    /// site's `assets/components.css`.
    public var stylesheet: String {
        components.map { "/* \($0.name) */\n" + $0.stylesheet }.joined(separator: "\n")
    }
}
