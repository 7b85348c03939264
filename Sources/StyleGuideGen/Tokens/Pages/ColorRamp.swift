/// A group of colours that form a scale (`1`..`12`, `50`..`950`, `lighter`..`darker`), drawn as a
/// ramp: one row of swatches per permutation column, each with its step name and hex.
struct ColorRamp {
    static let namedSteps = ["lightest", "lighter", "light", "base", "default", "dark", "darker", "darkest"]
    static let minimumSteps = 5

    /// The group's entries in scale order, when they form one.
    static func steps(_ entries: [TokenCatalog.Entry]) -> [TokenCatalog.Entry]? {
        let names = entries.compactMap(\.path.last)
        guard entries.count >= minimumSteps, names.count == entries.count else { return nil }
        if names.allSatisfy({ Int($0) != nil }) {
            return entries.sorted { (Int($0.path.last ?? "") ?? 0) < (Int($1.path.last ?? "") ?? 0) }
        }
        let order = Dictionary(uniqueKeysWithValues: namedSteps.enumerated().map { ($1, $0) })
        guard names.allSatisfy({ order[$0.lowercased()] != nil }) else { return nil }
        return entries.sorted { (order[($0.path.last ?? "").lowercased()] ?? 0) < (order[($1.path.last ?? "").lowercased()] ?? 0) }
    }

    /// `{rows: [{label, swatches: [{name, hex, swatchStyle, id}]}]}`: one row per distinct ramp among
    /// the shown permutations (a palette the same in light and dark is drawn once); the first row
    /// carries the anchors.
    static func data(_ steps: [TokenCatalog.Entry], catalog: TokenCatalog) -> MustacheValue {
        var distinct: [(permutations: [Int], values: [TokenValue?])] = []
        for permutation in catalog.shown.indices {
            let values = steps.map { catalog.project.permutations[permutation].tokens[$0.name]?.value }
            if let index = distinct.firstIndex(where: { $0.values == values }) {
                distinct[index].permutations.append(permutation)
            } else {
                distinct.append(([permutation], values))
            }
        }
        let rows = distinct.enumerated().map { offset, ramp -> MustacheValue in
            let permutation = ramp.permutations[0]
            let label = ramp.permutations.count == catalog.shown.indices.count && distinct.count == 1
                ? (catalog.shown.isAll ? "Every permutation" : "Every permutation shown")
                : catalog.label(ofPermutations: ramp.permutations)
            let swatches = steps.map { entry -> MustacheValue in
                guard let token = catalog.project.permutations[permutation].tokens[entry.name], case .color(let value) = token.value else {
                    return ["name": .string(entry.path.last ?? entry.name), "missing": true, "id": offset == 0 ? .string(entry.anchor) : .null]
                }
                return [
                    "name": .string(entry.path.last ?? entry.name),
                    "title": .string(entry.name),
                    "hex": .string(value.tokenColor.sRGBFallbackHex),
                    "swatchStyle": .string(TokenCSS.swatch(value)),
                    "id": offset == 0 ? .string(entry.anchor) : .null,
                    "missing": false,
                ]
            }
            return ["label": .string(label), "swatches": .list(swatches)]
        }
        return ["rows": .list(rows)]
    }
}
