/// The merged tokens' numbers in path order, and each name's place in that order. Worked out
/// from the merged paths alone, on another core while the tokens resolve, so the resolved set
/// is put in order by a walk over this list instead of a sort after the resolution.
struct PathOrder: Sendable {
    /// Below this many tokens the order is worked out on the resolving core, after it.
    static let worthACore = 4_096

    /// Name numbers of the merged tokens, sorted by path segments.
    let ids: [Int]
    /// Dotted name -> index in `ids`.
    let positions: [String: Int]

    init(_ merged: MergedTokens) {
        // The paths taken out once: a token's path read in the comparison cost a reference count each time.
        var order: [Int] = [], paths: [[String]] = [], names: [String] = []
        for id in merged.order {
            guard let token = merged.raw[id] else { continue }
            order.append(id)
            paths.append(token.path)
            names.append(token.name)
        }
        let sorted = concurrentlySortedIndices(count: paths.count) { [paths] in paths[$0].lexicographicallyPrecedes(paths[$1]) }
        ids = sorted.map { order[$0] }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(sorted.count)
        for (index, token) in sorted.enumerated() { positions[names[token]] = index }
        self.positions = positions
    }
}
