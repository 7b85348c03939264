/// The permutations token tables and component matrices show as columns. A project with a few
/// permutations shows them all; past `limit`, the appearance's contexts with every other modifier
/// at its default, unless the config's `show` names contexts per modifier
/// (`"show": {"brand": ["north", "east"]}`: those brands, each in every appearance).
public struct ShownPermutations: Sendable, Hashable {
    /// Indices into the project's permutations, in its order.
    public var indices: [Int]
    /// Of how many.
    public var total: Int

    public static let limit = 8

    public var isAll: Bool { indices.count == total }

    public static func select(_ project: TokenProject, appearance: String?, show: [String: [String]] = [:]) -> ShownPermutations {
        let all = Array(project.permutations.indices)
        guard all.count > limit || !show.isEmpty else { return ShownPermutations(indices: all, total: all.count) }
        let defaults = Dictionary(project.modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first ?? "") }) { first, _ in first }
        let indices = all.filter { index in
            project.permutations[index].inputs.allSatisfy { choice in
                shows(choice.context, of: choice.modifier, defaultContext: defaults[choice.modifier] ?? choice.context, appearance: appearance, show: show)
            }
        }
        return ShownPermutations(indices: indices.isEmpty ? [project.defaultIndex] : indices, total: all.count)
    }

    /// The rule tables and matrices share: a context `show` names; else any context of the
    /// appearance; else the modifier's default.
    static func shows(_ context: String, of modifier: String, defaultContext: String, appearance: String?, show: [String: [String]]) -> Bool {
        if let chosen = show[modifier] { return chosen.contains(context) }
        return modifier == appearance || context == defaultContext
    }

    /// `every permutation`, or `2 of 24 permutations` when only some are shown.
    public var phrase: String { isAll ? "every permutation" : "\(indices.count) of \(total) permutations" }

    /// `Showing 2 of 24 permutations`, or nil when all are shown.
    public var note: String? {
        isAll ? nil : "Showing \(indices.count) of \(total) permutations: the appearance with the other modifiers at their defaults, "
            + "or those `show` in styleguide.json names. The Live column follows the switchers at the top of the page."
    }
}
