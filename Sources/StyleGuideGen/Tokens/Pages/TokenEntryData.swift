/// The template data every token row shares: its name and anchor, custom
/// property, description, deprecation and alias. Plain text only: the
/// templates escape it.
struct TokenEntryData {
    let catalog: TokenCatalog

    /// The row header of a token. `anchored` is false for the second and later
    /// rows of one token (one per value variant), so ids stay unique.
    func entry(_ token: ResolvedToken, anchored: Bool = true) -> MustacheValue {
        let anchor = catalog[token.name]?.anchor
        return [
            "id": anchored ? anchor.map(MustacheValue.string) ?? .null : .null,
            "name": .string(token.name),
            "property": .string("--" + TokenPropertyNames.propertyName(for: token.path, in: catalog.names)),
            "type": .string(token.value.typeName),
            "description": token.description.map(MustacheValue.string) ?? .null,
            "deprecated": token.deprecated.map { ["reason": $0.reason.map(MustacheValue.string) ?? .null] } ?? .null,
        ]
    }

    /// `{name, href}` of the token an alias points at, or null.
    func alias(_ token: ResolvedToken) -> MustacheValue {
        guard let target = token.aliasOf?.joined(separator: ".") else { return .null }
        return ["name": .string(target), "href": catalog.href(target).map(MustacheValue.string) ?? .null]
    }

    /// `In theme=dark, brand=ocean` when a variant holds for some permutations only.
    func scope(_ variant: TokenVariant) -> MustacheValue {
        guard variant.permutations.count < catalog.shown.indices.count else { return .null }
        return .string(catalog.label(ofPermutations: variant.permutations))
    }

    /// One row per value variant of each token: `{token, alias, scope}` merged with `extra(variant)`.
    func rows(_ entries: [TokenCatalog.Entry], extra: (ResolvedToken) -> [String: MustacheValue]) -> [MustacheValue] {
        entries.flatMap { entry in
            catalog.variants(entry.name).enumerated().map { offset, variant in
                MustacheValue.object([
                    "token": self.entry(variant.token, anchored: offset == 0),
                    "alias": alias(variant.token),
                    "scope": scope(variant),
                ]).merging(extra(variant.token))
            }
        }
    }
}
