/// The merged tokens' numbers in path order, and each name's place in that order. Worked out
/// from the merged paths alone, on another core while the tokens resolve, so the resolved set
/// is put in order by a walk over this list instead of a sort after the resolution.
struct PathOrder: Sendable {
    /// Below this many tokens the order is worked out on the resolving core, after it.
    static let worthACore = 4_096

    /// Name numbers of the merged tokens, sorted by path segments.
    let ids: [Int]
    /// Each dotted name numbered by its index in `ids`.
    let positions: TokenNames

    init(_ merged: MergedTokens) {
        // The paths taken out once: a token's path read in the comparison cost a reference count each time.
        var order: [Int] = [], paths: [[String]] = []
        for id in merged.order {
            guard let token = merged.raw[id] else { continue }
            order.append(id)
            paths.append(token.path)
        }
        let sorted = concurrentlySortedIndices(count: paths.count) { [paths] in paths[$0].lexicographicallyPrecedes(paths[$1]) }
        ids = sorted.map { order[$0] }
        // Merged names are distinct, so each is numbered by its place; filed by the hashes the
        // load's names were (a dictionary of the names would hash each again).
        var positions = TokenNames()
        positions.reserveCapacity(ids.count)
        for id in ids { _ = positions.intern(merged.names[id], hash: merged.names.hash(of: id)) }
        self.positions = positions
    }
}
