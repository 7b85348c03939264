/// A Tokens Studio project's themes as the modifiers a style guide shows. Tokens Studio groups
/// its themes; one theme per group makes a permutation. Real projects use two more shapes, read
/// here by what the plugin does with them:
/// - a group named after a theme of another group refines that theme (Brand > Collection I >
///   Themes A > Sanoma Learning > Dark): each root group is one modifier whose contexts are the
///   paths down the tree ("Collection I / Themes A / Sanoma Learning / Dark");
/// - themes without a group beside grouped ones are layers (core tokens, components), not
///   alternatives: their sets are in every permutation.
/// Themes that select no set add nothing and are left out.
struct TokensStudioThemes {
    struct Theme {
        var name: String
        var group: String
        var sets: [(name: String, role: ThemedSet.Role, location: SourceLocation)]
        var location: SourceLocation
    }

    /// Each modifier with its contexts, in file order.
    private(set) var modifiers: [Modifier] = []
    /// Modifier -> context -> the sets the context's themes select, with their roles.
    private(set) var selections: [String: [String: [String: ThemedSet.Role]]] = [:]
    /// The sets layers select in every permutation.
    private(set) var layers: [String: ThemedSet.Role] = [:]
    /// What was assumed, for a note.
    private(set) var assumptions: [String] = []

    static let ungrouped = "theme"

    init(_ themes: [Theme]) {
        let empty = themes.filter { $0.sets.isEmpty }
        if !empty.isEmpty {
            assumptions.append("themes selecting no set are left out (\(Self.list(empty.map { "\($0.group == Self.ungrouped ? "" : $0.group + "/")\($0.name)" })))")
        }
        var themes = themes.filter { !$0.sets.isEmpty }
        let grouped = themes.contains { $0.group != Self.ungrouped }
        if grouped, themes.contains(where: { $0.group == Self.ungrouped }) {
            let layered = themes.filter { $0.group == Self.ungrouped }
            for theme in layered { Self.select(theme.sets, into: &layers) }
            assumptions.append("themes without a group (\(Self.list(layered.map(\.name)))) are layers: their sets are in every permutation")
            themes.removeAll { $0.group == Self.ungrouped }
        }
        let groups = Dictionary(grouping: themes, by: \.group)
        let order = themes.map(\.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let themeNames = Set(themes.map(\.name))
        let nested = Set(order.filter { group in themeNames.contains(group) && groups[group] != nil && themes.contains { $0.name == group && $0.group != group } })
        for group in order where !nested.contains(group) {
            var contexts: [String] = []
            for path in Self.paths(from: group, groups: groups, nested: nested, seen: [group]) {
                let name = path.map(\.name).joined(separator: " / ")
                guard !contexts.contains(name) else { continue }
                contexts.append(name)
                var selected: [String: ThemedSet.Role] = [:]
                for theme in path { Self.select(theme.sets, into: &selected) }
                selections[group, default: [:]][name] = selected
            }
            modifiers.append(Modifier(name: group, contexts: contexts, defaultContext: contexts.first))
        }
        if !nested.isEmpty {
            assumptions.append("the groups \(Self.list(nested.sorted())) refine the themes of the same names: their paths are the contexts")
        }
    }

    /// Every path of themes from `group` down through the groups that refine its themes.
    private static func paths(from group: String, groups: [String: [Theme]], nested: Set<String>, seen: Set<String>) -> [[Theme]] {
        (groups[group] ?? []).flatMap { theme -> [[Theme]] in
            guard nested.contains(theme.name), !seen.contains(theme.name) else { return [[theme]] }
            return paths(from: theme.name, groups: groups, nested: nested, seen: seen.union([theme.name])).map { [theme] + $0 }
        }
    }

    /// A theme's sets added to a selection; a set enabled anywhere is enabled.
    private static func select(_ sets: [(name: String, role: ThemedSet.Role, location: SourceLocation)], into selected: inout [String: ThemedSet.Role]) {
        for set in sets where selected[set.name] != .enabled { selected[set.name] = set.role }
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
    }
}
