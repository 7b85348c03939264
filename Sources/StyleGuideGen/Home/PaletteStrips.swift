/// The home page's palettes: the colour groups that form a scale, as strips of live swatches
/// (`var(--…)`, so they follow the switchers), each linked to its place on the colour pages.
/// A system without scales shows its first colour groups instead.
enum PaletteStrips {
    static let limit = 8
    static let swatchLimit = 13

    /// The strips, and how many groups could have been shown.
    static func data(_ catalog: TokenCatalog) -> (strips: [MustacheValue], total: Int) {
        var ramps: [(String, [TokenCatalog.Entry])] = []
        var others: [(String, [TokenCatalog.Entry])] = []
        for (group, members) in catalog.entries(on: .colors).groupedInOrder(by: TokenCatalog.parentGroup) {
            if let steps = ColorRamp.steps(members) {
                ramps.append((group, steps))
            } else if members.count > 1 {
                others.append((group, members))
            }
        }
        let candidates = ramps.isEmpty ? others : ramps
        return (spread(candidates).map { strip($0.0, $0.1, catalog: catalog) }, candidates.count)
    }

    /// At most `limit`, spread evenly over the list (first and last kept), so a system of many
    /// similar scales shows its range rather than its first few.
    static func spread<Element>(_ items: [Element]) -> [Element] {
        guard items.count > limit else { return items }
        return (0..<limit).map { items[$0 * (items.count - 1) / (limit - 1)] }
    }

    private static func strip(_ group: String, _ members: [TokenCatalog.Entry], catalog: TokenCatalog) -> MustacheValue {
        let shown = members.prefix(swatchLimit)
        return [
            "name": .string(group.isEmpty ? "Ungrouped" : group),
            "href": .string("tokens/" + (catalog.href(members[0].name) ?? TokenPageScope(kind: .colors).fileName)),
            "more": members.count > shown.count ? .int(members.count - shown.count) : .null,
            "swatches": .list(shown.map { entry in
                [
                    "step": .string(entry.path.last ?? entry.name),
                    "title": .string(entry.name),
                    "style": .string("background: var(--" + TokenPropertyNames.propertyName(for: entry.path, in: catalog.names) + ")"),
                ]
            }),
        ]
    }
}
