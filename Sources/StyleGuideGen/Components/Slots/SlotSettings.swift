/// What the project set for each slot the components read, and where: a `map` entry of
/// styleguide.json, the project's own token, or nothing (the example theme's value). A built-in
/// component is no file of the project, so a diagnostic about it is placed on, and names, what the
/// user can change.
public struct SlotSettings: Sendable {
    /// The config's `map` entries, by slot.
    let entries: [String: SlotMapping]
    /// Where `map` is written: where the entry of a slot left to the example goes.
    let mapLocation: SourceLocation?
    /// How each slot is filled, by slot.
    let bindings: [String: SlotBinding]

    /// `map.color.destructive-fill` = `post.color.error` in styleguide.json, at that entry.
    struct Setting {
        var text: String
        var location: SourceLocation?
        /// Set by the project (a `map` entry, its token), not left to the example.
        var isProjects: Bool
    }

    /// The setting of a token a component reads (a slot, or a token the project owns), in the
    /// permutation whose tokens are `tokens`; nil for an example token with nothing to change.
    func setting(of token: String, in tokens: ResolvedTokenSet) -> Setting? {
        switch bindings[token]?.source {
        case .mapped(let target)?:
            let entry = entries[token]
            let value = if case .token(let name) = target { " = `\(name)`" } else { "" }
            return Setting(text: "`\(token)` is set by `map.\(token)`\(value) in \(entry?.location?.file ?? ConfigLoader.fileName)",
                           location: entry?.location, isProjects: true)
        case .defaulted?:
            return Setting(text: "`\(token)` is the example theme's value (no `map` entry)", location: mapLocation, isProjects: false)
        case .own?, nil:
            guard let location = tokens[token]?.location, !location.file.hasSuffix(TemplateFiles.builtInSuffix) else { return nil }
            // Its file is named at the edge (relative to the project) as the location only: not in the text.
            return Setting(text: "`\(token)` is the project's own token", location: location, isProjects: true)
        }
    }

    /// A diagnostic made at a built-in stylesheet, about the tokens `names`: placed on the first
    /// one the project sets (else where `map` is), its message naming each one's setting. Any other
    /// diagnostic is returned as it is.
    func relocated(_ diagnostic: Diagnostic, names: [String], in tokens: ResolvedTokenSet) -> Diagnostic {
        guard diagnostic.location?.file.hasSuffix(TemplateFiles.builtInSuffix) ?? false else { return diagnostic }
        let settings = names.compactMap { setting(of: $0, in: tokens) }
        guard let place = (settings.first { $0.isProjects } ?? settings.first)?.location else { return diagnostic }
        var moved = diagnostic
        moved.message += " (" + settings.map(\.text).joined(separator: "; ") + ")"
        moved.location = place
        return moved
    }
}
