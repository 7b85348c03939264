/// Which components the site shows, and the checks that need every component known.
extension ComponentCatalog {
    /// `related:` names that are no component, each an error where it is written.
    static func unknownRelated(in definitions: [ComponentDefinition]) -> [Diagnostic] {
        let names = Set(definitions.map(\.name))
        return definitions.flatMap { definition in
            definition.related.filter { !names.contains($0.name) }.map { reference in
                Diagnostic.error(.componentMetadata, "component metadata: `related` names `\(reference.name)`, which is not a component; components: "
                    + names.sorted().joined(separator: ", "), at: reference.location, subject: definition.name)
            }
        }
    }

    /// The catalog without the built-in components (`"components": {"builtIns": false}`), but for
    /// those a kept component builds on or includes, at any depth: its previews need their
    /// markup's stylesheets, so they stay, listed as built-ins.
    func withoutBuiltIns() -> ComponentCatalog {
        var needed: Set<String> = []
        var pending = components.filter { !$0.isBuiltIn }.map(\.name)
        while let name = pending.popLast() {
            guard needed.insert(name).inserted, let definition = self[name] else { continue }
            pending += definition.parts
        }
        return keeping(components.map(\.name).filter { needed.contains($0) })
    }
}

extension ComponentDefinition {
    /// The components this one's preview draws: its base, those its partial includes, and those
    /// its example data's items are.
    var parts: [String] {
        ([base].compactMap { $0 } + embedded + itemComponents.values.sorted())
    }

    /// True when `name` is one of `parts`: leaving `name` out would break this one's previews.
    func builds(on name: String) -> Bool { parts.contains(name) }
}
