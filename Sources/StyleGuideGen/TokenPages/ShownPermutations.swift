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
        let wanted: [String: Set<String>] = Dictionary(uniqueKeysWithValues: project.modifiers.map { modifier in
            if let chosen = show[modifier.name] { return (modifier.name, Set(chosen)) }
            if modifier.name == appearance { return (modifier.name, Set(modifier.contexts)) }
            return (modifier.name, [modifier.defaultContext ?? modifier.contexts.first ?? ""])
        })
        let indices = all.filter { index in
            project.permutations[index].inputs.allSatisfy { wanted[$0.modifier]?.contains($0.context) ?? true }
        }
        return ShownPermutations(indices: indices.isEmpty ? [project.defaultIndex] : indices, total: all.count)
    }

    /// `Showing 2 of 24 permutations`, or nil when all are shown.
    public var note: String? {
        isAll ? nil : "Showing \(indices.count) of \(total) permutations: the appearance with the other modifiers at their defaults, "
            + "or those `show` in styleguide.json names. The Live column follows the switchers at the top of the page."
    }
}
