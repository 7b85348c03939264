import Foundation

extension TokenProject {
    /// The permutations with every token that comes out equal in several of them made one
    /// instance. Each permutation resolves on its own, so a token one file gives a value and
    /// another leaves alone is a new instance wherever it was redone; the stages after the load
    /// key their work by instance (declarations, property claims, catalog rows), so with equal
    /// tokens shared they do it once per distinct token, not once per permutation.
    static func sharingEqualTokens(_ permutations: [ResolvedPermutation]) -> [ResolvedPermutation] {
        guard permutations.count > 1 else { return permutations }
        let names = NamesByList(permutations)
        // The names are dealt out to the cores by number: each core walks every permutation
        // for its own names, so no token is compared on two cores.
        let parts = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let found = Array(0..<parts).concurrentMap { part in
            names.sharing(permutations, positions: { names.positions(ofList: $0, part: part, of: parts) })
        }
        var shared = permutations
        for index in permutations.indices where found.contains(where: { !$0[index].isEmpty }) {
            var tokens = permutations[index].tokens.tokens
            for replacements in found {
                for (position, token) in replacements[index] { tokens[position] = token }
            }
            shared[index].tokens = ResolvedTokenSet(sameNamesAs: permutations[index].tokens, tokens: tokens)
        }
        return shared
    }
}

/// Each permutation's names numbered, once per list of names (permutations mostly share one).
private struct NamesByList {
    /// By list: each position's name number.
    let ids: [[Int]]
    /// By permutation: its list.
    let listOf: [Int]
    let count: Int

    init(_ permutations: [ResolvedPermutation]) {
        var names = TokenNames()
        var lists: [ResolvedTokenSet] = []
        var ids: [[Int]] = []
        listOf = permutations.map { permutation in
            let set = permutation.tokens
            if let known = lists.firstIndex(where: { $0.hasSameNames(as: set) }) { return known }
            lists.append(set)
            ids.append(set.tokens.map { names.intern($0.name) })
            return lists.count - 1
        }
        self.ids = ids
        count = names.count
    }

    /// The positions in a list whose names fall to `part` of `parts`.
    func positions(ofList list: Int, part: Int, of parts: Int) -> [Int] {
        ids[list].indices.filter { ids[list][$0] * parts / max(count, 1) == part }
    }

    /// For each permutation, the tokens at `positions` (by list) that equal a token met before
    /// under the same name, each with that token.
    func sharing(_ permutations: [ResolvedPermutation], positions: (Int) -> [Int]) -> [[(position: Int, token: ResolvedToken)]] {
        let positionsByList = ids.indices.map(positions)
        /// By name number: the distinct tokens of that name met so far.
        var distinct = [[ResolvedToken]](repeating: [], count: count)
        /// By list: the tokens of its last permutation, shared ones in place (most tokens are the very instance found there).
        var last = [[ResolvedToken]](repeating: [], count: ids.count)
        var found = [[(position: Int, token: ResolvedToken)]](repeating: [], count: permutations.count)
        for (index, permutation) in permutations.enumerated() {
            let list = listOf[index]
            let tokens = permutation.tokens.tokens
            let firstOfList = last[list].isEmpty
            if firstOfList { last[list] = tokens }
            for position in positionsByList[list] {
                let token = tokens[position]
                if !firstOfList, last[list][position].isSameInstance(as: token) { continue }
                let id = ids[list][position]
                if let equal = distinct[id].first(where: { $0.isSameInstance(as: token) || $0 == token }) {
                    if !equal.isSameInstance(as: token) { found[index].append((position, equal)) }
                    last[list][position] = equal
                } else {
                    distinct[id].append(token)
                    last[list][position] = token
                }
            }
        }
        return found
    }
}
