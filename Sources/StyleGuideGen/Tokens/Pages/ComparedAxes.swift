/// Which modifiers pages put side by side and which they hold at a default. A designer compares
/// the appearance, contrast levels and brands (or product themes); size, density, device,
/// typography sets and a palette or accent switch that retints everything are knobs, held at
/// their defaults. Compared modifiers are taken in that order while their product stays within
/// `ShownPermutations.limit` columns. `init --from` writes the result as `show`; a project with
/// more permutations than the limit and no `show` gets the same choice.
enum ComparedAxes {
    enum Role: Int, Comparable {
        case appearance, contrast, brand, knob

        static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
    }

    /// Words of a modifier's name that make it a brand or product theme.
    static let brandWords: Set<String> = ["brand", "brands", "theme", "themes", "product", "products", "tenant", "client", "company", "site", "sites"]

    static func role(of modifier: Modifier, appearance: String?) -> Role {
        if modifier.name == appearance { return .appearance }
        let words = ColorScheme.words(of: modifier.name)
        if words.contains(where: { $0.hasPrefix("contrast") }) { return .contrast }
        return words.contains(where: brandWords.contains) ? .brand : .knob
    }

    /// `show`: each modifier of two or more contexts with the contexts pages draw (all of a compared
    /// one's, a held one's default), in the modifiers' order.
    static func show(for project: TokenProject, appearance: String?) -> [(modifier: String, contexts: [String])] {
        let varying = project.modifiers.filter { $0.contexts.count > 1 }
        var columns = 1
        var compared: Set<String> = []
        for modifier in varying.sorted(by: { role(of: $0, appearance: appearance) < role(of: $1, appearance: appearance) })
        where role(of: modifier, appearance: appearance) != .knob && columns * modifier.contexts.count <= ShownPermutations.limit {
            columns *= modifier.contexts.count
            compared.insert(modifier.name)
        }
        return varying.map { modifier in
            (modifier.name, compared.contains(modifier.name) ? modifier.contexts : [modifier.chosenByDefault])
        }
    }

    /// The configured `show`, or, past the limit, this choice.
    static func show(configured: [String: [String]], project: TokenProject?, appearance: String?) -> [String: [String]] {
        guard configured.isEmpty, let project, project.permutations.count > ShownPermutations.limit else { return configured }
        return Dictionary(show(for: project, appearance: appearance).map { ($0.modifier, $0.contexts) }) { first, _ in first }
    }
}
