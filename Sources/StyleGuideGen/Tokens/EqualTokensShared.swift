extension TokenProject {
    /// The permutations with every token that comes out equal in several of them made one
    /// instance. Each permutation resolves on its own, so a token one file gives a value and
    /// another leaves alone is a new instance wherever it was redone; the stages after the load
    /// key their work by instance (declarations, property claims, catalog rows), so with equal
    /// tokens shared they do it once per distinct token, not once per permutation.
    static func sharingEqualTokens(_ permutations: [ResolvedPermutation]) -> [ResolvedPermutation] {
        guard permutations.count > 1 else { return permutations }
        var names = TokenNames()
        /// By name number: the distinct tokens of that name met so far.
        var distinct: [[ResolvedToken]] = []
        /// Each list of names met (permutations mostly share one), numbered once, with the tokens
        /// of its last permutation: most tokens are the very instance found there.
        var lists: [(names: ResolvedTokenSet, ids: [Int], last: [ResolvedToken])] = []
        var shared = permutations
        for index in permutations.indices {
            let set = permutations[index].tokens
            let list: Int
            if let known = lists.firstIndex(where: { $0.names.hasSameNames(as: set) }) {
                list = known
            } else {
                let ids = set.tokens.map { names.intern($0.name) }
                distinct += Array(repeating: [], count: names.count - distinct.count)
                lists.append((set, ids, []))
                list = lists.count - 1
            }
            let ids = lists[list].ids, last = lists[list].last
            var tokens = set.tokens
            var replaced = false
            for (position, token) in set.tokens.enumerated() {
                if !last.isEmpty, last[position].isSameInstance(as: token) { continue }
                let id = ids[position]
                if distinct[id].contains(where: { $0.isSameInstance(as: token) }) { continue }
                if let equal = distinct[id].first(where: { $0 == token }) {
                    tokens[position] = equal
                    replaced = true
                } else {
                    distinct[id].append(token)
                }
            }
            lists[list].last = tokens
            if replaced { shared[index].tokens = ResolvedTokenSet(sameNamesAs: set, tokens: tokens) }
        }
        return shared
    }
}
