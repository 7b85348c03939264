/// A change that comes through no other change of the diff (a colour edited, an alias pointed at
/// another token), with the changed aliases whose change comes through it: one brand colour
/// edited is one root, the dozens of aliases that follow it are folded under it.
public struct RootedChange: Sendable, Hashable {
    public var root: GroupedDiffEntry
    /// Changed aliases that follow the root (directly or through one another) in some permutation, in path order.
    public var followers: [GroupedDiffEntry]

    /// The root's and its followers' components, sorted: everything the root's change reaches.
    public var components: [String] { Array(Set(([root] + followers).flatMap(\.components))).sorted() }
}

extension TokenDiff {
    /// The groups of one kind (as `groupedEntries` orders them) with followers folded under their
    /// roots. A group is a root where some permutation changes it by itself; a follower is listed
    /// under each root its change comes through. Only changed aliases follow: other kinds are roots.
    func rooted(_ groups: [GroupedDiffEntry]) -> [RootedChange] {
        let follows: [[String: String]] = permutations.map { permutation in
            Dictionary(permutation.entries.compactMap { entry in entry.follows.map { (entry.paths[0], $0) } }) { first, _ in first }
        }
        /// The root a changed token follows in a permutation (itself when it follows nothing).
        func root(of name: String, in permutation: Int) -> String {
            var name = name
            var steps = 0
            while let next = follows[permutation][name], steps < follows[permutation].count {
                name = next
                steps += 1
            }
            return name
        }
        var roots: [RootedChange] = []
        var indexByRoot: [String: Int] = [:]
        for group in groups where group.variants.contains(where: { $0.entry.follows == nil }) {
            indexByRoot[group.paths[0]] = roots.count
            roots.append(RootedChange(root: group, followers: []))
        }
        for group in groups {
            var under: Set<Int> = []
            for variant in group.variants where variant.entry.follows != nil {
                for permutation in variant.permutationIndices {
                    if let index = indexByRoot[root(of: group.paths[0], in: permutation)] { under.insert(index) }
                }
            }
            for index in under.sorted() { roots[index].followers.append(group) }
            // Never lost: a follower whose root is not among the groups stands on its own.
            if under.isEmpty, indexByRoot[group.paths[0]] == nil { roots.append(RootedChange(root: group, followers: [])) }
        }
        return roots
    }
}
