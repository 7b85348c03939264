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
                var definition = try ComponentMetadataParser.parse(
                    name: name, partial: files[path] ?? "", stylesheet: stylesheet, file: files.displayPath(path),
                    stylesheetFile: files.displayPath(stylesheetPath), stylesheetIsBuiltIn: files.isBuiltIn(stylesheetPath))
                definition.isBuiltIn = TemplateFiles.isBundled(path)
                if let data = files["components/\(name).json"] {
                    try ComponentExampleData.read(data, file: files.displayPath("components/\(name).json"), into: &definition)
                }
                definitions.append(definition)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        definitions = Self.findingIncludes(definitions, files: files, diagnostics: &diagnostics)
        definitions = Self.resolvingBases(definitions, files: files, diagnostics: &diagnostics)
        diagnostics += Self.unknownRelated(in: definitions)
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics.map(files.unlocatingBuiltIns)) }
        components = definitions.sorted { ($0.order, $0.name) < ($1.order, $1.name) }
    }

    public subscript(name: String) -> ComponentDefinition? { components.first { $0.name == name } }

    /// Every custom property a component's preview reads: its own (its base's among them) and those
    /// of the components it includes, at any depth; in first-use order, without `--`.
    public func previewProperties(of name: String) -> [String] {
        var seen: Set<String> = [], visited: Set<String> = [], properties: [String] = []
        var pending = [name]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard visited.insert(next).inserted, let definition = self[next] else { continue }
            properties += definition.tokenProperties.filter { seen.insert($0).inserted }
            pending += definition.embedded
        }
        return properties
    }

    /// Each component's `embedded`: the components its markup and its sub-partials include, by
    /// any name (`{{> standard-button ...}}`, `{{>components/settings-row}}`, a sub-partial
    /// `components/settings-row/toggle`). The arguments of each tag drawing a component are
    /// checked here, once, so a mistake is reported before any preview is drawn.
    private static func findingIncludes(_ definitions: [ComponentDefinition], files: TemplateFiles, diagnostics: inout [Diagnostic]) -> [ComponentDefinition] {
        let names = Set(definitions.map(\.name))
        let byName = Dictionary(definitions.map { ($0.name, $0) }) { first, _ in first }
        return definitions.map { definition in
            var resolved = definition
            var embedded: Set<String> = []
            for tag in partialTags(of: definition.name, files: files, diagnostics: &diagnostics) {
                if let drawn = ComponentIncludes.drawnComponent(tag, in: names), let inner = byName[drawn] {
                    do throws(DiagnosticError) { try ComponentIncludeArguments.check(tag, of: inner) } catch { diagnostics += error.diagnostics }
                }
                let name = ComponentReference.componentName(tag.name) ?? ComponentReference.owner(ofTemplate: tag.name)
                if let name, names.contains(name), name != definition.name { embedded.insert(name) }
            }
            resolved.embedded = embedded.sorted()
            return resolved
        }
    }

    /// The partial tags of a component's markup and of its own sub-partials (`components/NAME/...`).
    private static func partialTags(of name: String, files: TemplateFiles, diagnostics: inout [Diagnostic]) -> [MustachePartialTag] {
        let folder = "components/\(name)/"
        let paths = ["components/\(name).html"] + files.files.keys.filter { $0.hasPrefix(folder) && $0.hasSuffix(".html") }.sorted()
        var tags: [MustachePartialTag] = []
        for path in paths {
            do {
                tags += try MustacheTemplate(name: String(path.dropLast(".html".count)), source: files[path] ?? "", file: files.displayPath(path)).partialTags
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return tags
    }

    /// The catalog with the config's `components.examples` laid over the components' own example
    /// data: text for a `key: value` argument, any JSON for structured data. An unknown component
    /// or argument is an error at its place in the config.
    func applyingExamples(_ examples: [String: JSONMember], diagnostics: inout DiagnosticBag) -> ComponentCatalog {
        var catalog = self
        for (name, entry) in examples.sorted(by: { $0.key < $1.key }) {
            guard let index = catalog.components.firstIndex(where: { $0.name == name }) else {
                diagnostics.append(.error(.componentUnknown, "`components.examples` names `\(name)`, which is not a component; components: "
                    + components.map(\.name).joined(separator: ", "), at: entry.keyLocation, subject: name))
                continue
            }
            for member in entry.value.objectMembers ?? [] {
                let definition = catalog.components[index]
                if definition.example[member.key] != nil, let text = member.value.stringValue ?? member.value.boolValue.map({ $0 ? "true" : "false" }) {
                    catalog.components[index].example[member.key] = text
                } else if definition.example[member.key] != nil || definition.exampleData[member.key] != nil {
                    catalog.components[index].exampleData[member.key] = member.value
                } else {
                    let known = (Array(definition.example.keys) + Array(definition.exampleData.keys)).sorted()
                    diagnostics.append(.error(.configUnknownKey, "component `\(name)` has no example `\(member.key)`; expected one of \(known.joined(separator: ", "))",
                                              at: member.keyLocation, subject: name))
                }
            }
        }
        return catalog
    }

    /// A component built on another reads the base's tokens (but those behind the custom properties
    /// it sets itself) and its own.
    private static func resolvingBases(_ definitions: [ComponentDefinition], files: TemplateFiles, diagnostics: inout [Diagnostic]) -> [ComponentDefinition] {
        let byName = Dictionary(definitions.map { ($0.name, $0) }) { first, _ in first }
        return definitions.map { definition in
            guard let baseName = definition.base else { return definition }
            guard let base = byName[baseName], base.base == nil, baseName != definition.name else {
                diagnostics.append(.error(.componentMetadata, "component `\(definition.name)` builds on `\(baseName)`, which is not a component without a base of its own",
                                          at: files.location(in: "components/\(definition.name).html", line: definition.metadataLines["base"] ?? 1), subject: definition.name))
                return definition
            }
            var resolved = definition
            let own = StylesheetReferences.declaredProperties(in: definition.stylesheet)
            let inherited = StylesheetReferences.removingDeclarations(of: own, from: base.stylesheet)
            let declared = own.union(StylesheetReferences.declaredProperties(in: base.stylesheet))
            var seen: Set<String> = []
            resolved.tokenProperties = (StylesheetReferences.tokenProperties(in: inherited, declaredElsewhere: declared)
                + StylesheetReferences.tokenProperties(in: definition.stylesheet, declaredElsewhere: declared)).filter { seen.insert($0).inserted }
            return resolved
        }
    }

    /// The catalog without the components `"components": {"exclude": [...]}` names; an unknown
    /// name is an error at its place in the config.
    /// Only the named components (the Swift package's seed components).
    func keeping(_ names: [String]) -> ComponentCatalog {
        var catalog = self
        catalog.components.removeAll { !names.contains($0.name) }
        return catalog
    }

    func excluding(_ exclusions: [ComponentsConfig.Exclusion], diagnostics: inout DiagnosticBag) -> ComponentCatalog {
        var catalog = self
        for exclusion in exclusions where self[exclusion.name] == nil {
            diagnostics.append(.error(.componentUnknown, "`components.exclude` names `\(exclusion.name)`, which is not a component; components: "
                + components.map(\.name).joined(separator: ", "), at: exclusion.location, subject: exclusion.name))
        }
        let excluded = Set(exclusions.map(\.name))
        for exclusion in exclusions {
            let users = components.filter { $0.builds(on: exclusion.name) && !excluded.contains($0.name) }.map(\.name)
            guard !users.isEmpty else { continue }
            diagnostics.append(.error(.componentUnknown, "`components.exclude` names `\(exclusion.name)`, which \(users.joined(separator: ", ")) builds on or includes; exclude "
                + (users.count == 1 ? "it" : "them") + " too, or keep `\(exclusion.name)`", at: exclusion.location, subject: exclusion.name))
        }
        catalog.components.removeAll { excluded.contains($0.name) }
        return catalog
    }

    /// All component stylesheets, one after the other in catalog order: the
    /// site's `assets/components.css`.
    public var stylesheet: String {
        components.map { "/* \($0.name) */\n" + $0.stylesheet }.joined(separator: "\n")
    }
}
