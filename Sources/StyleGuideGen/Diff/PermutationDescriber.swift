/// Names a set of permutations briefly: `all`, the modifier choices they
/// share when they are exactly the permutations with those choices
/// (`theme=light`), or else their labels.
struct PermutationDescriber {
    private let labels: [String]
    /// Choices of the permutations both sides have, by index (nil for one-sided ones).
    private let choices: [Set<ModifierChoice>?]

    init(_ permutations: [PermutationDiff]) {
        labels = permutations.map(\.label)
        choices = permutations.map { $0.presence == .both ? Set($0.inputs) : nil }
    }

    func describe(_ indices: [Int]) -> String {
        let compared = choices.indices.filter { choices[$0] != nil }
        let listed = indices.filter { choices.indices.contains($0) }
        if listed.count == compared.count, compared.count > 1, Set(listed) == Set(compared) { return "all" }
        let sets = listed.compactMap { choices[$0] }
        if sets.count > 1, var shared = sets.first {
            for set in sets.dropFirst() { shared.formIntersection(set) }
            let matching = compared.filter { choices[$0].map(shared.isSubset) ?? false }
            if !shared.isEmpty, Set(matching) == Set(listed) {
                return PermutationMatcher.key(Array(shared)).map(\.description).joined(separator: ", ")
            }
        }
        return listed.map { labels[$0] }.joined(separator: "; ")
    }
}
