/// The permutations token tables and component matrices show as columns. A project with a few
/// permutations shows them all; past `limit`, the compared modifiers' contexts with the others
/// held at their defaults (`ComparedAxes`), unless the config's `show` names contexts per modifier
/// (`"show": {"brand": ["north", "east"]}`: those brands, each in every appearance).
public struct ShownPermutations: Sendable, Hashable {
    /// Indices into the project's permutations, in its order.
    public var indices: [Int]
    /// Of how many.
    public var total: Int
    /// The modifiers held at one context, with it (`Size` at `Medium`).
    public var held: [ModifierChoice] = []

    public static let limit = 8

    public var isAll: Bool { indices.count == total }

    public static func select(_ project: TokenProject, appearance: String?, show: [String: [String]] = [:]) -> ShownPermutations {
        let all = Array(project.permutations.indices)
        guard all.count > limit || !show.isEmpty else { return ShownPermutations(indices: all, total: all.count) }
        let defaults = Dictionary(project.modifiers.map { ($0.name, $0.chosenByDefault) }) { first, _ in first }
        let indices = all.filter { index in
            project.permutations[index].inputs.allSatisfy { choice in
                shows(choice.context, of: choice.modifier, defaultContext: defaults[choice.modifier] ?? choice.context, appearance: appearance, show: show)
            }
        }
        let shown = indices.isEmpty ? [project.defaultIndex] : indices
        let held = project.modifiers.filter { $0.contexts.count > 1 }.compactMap { modifier -> ModifierChoice? in
            let contexts = Set(shown.compactMap { project.permutations[$0].inputs.first { $0.modifier == modifier.name }?.context })
            return contexts.count == 1 ? contexts.first.map { ModifierChoice(modifier: modifier.name, context: $0) } : nil
        }
        return ShownPermutations(indices: shown, total: all.count, held: held)
    }

    /// The rule tables and matrices share: a context `show` names; else any context of the
    /// appearance; else the modifier's default.
    static func shows(_ context: String, of modifier: String, defaultContext: String, appearance: String?, show: [String: [String]]) -> Bool {
        if let chosen = show[modifier] { return chosen.contains(context) }
        return modifier == appearance || context == defaultContext
    }

    /// `every permutation`, or `2 of 24 permutations` when only some are shown.
    public var phrase: String { isAll ? "every permutation" : "\(indices.count) of \(total) permutations" }

    /// `Showing 2 of 24 permutations: Size held at Medium ...`, or nil when all are shown.
    public var note: String? {
        isAll ? nil : Self.note(showing: indices.count, of: total, held: held, live: "The Live column follows the switchers at the top of the page.")
    }

    /// What a page says when it shows some permutations: how many, and which modifiers it holds where.
    static func note(showing count: Int, of total: Int, held: [ModifierChoice], live: String) -> String {
        let holding = held.isEmpty ? "" : ": " + held.map { "\($0.modifier) held at \($0.context)" }.joined(separator: ", ")
        return "Showing \(count) of \(total) permutations\(holding) (`show` in styleguide.json chooses). " + live
    }
}
