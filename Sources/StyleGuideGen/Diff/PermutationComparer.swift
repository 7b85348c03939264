/// A permutation of the base and of the head with the same modifier choices (either may be missing).
struct MatchedPermutation {
    var base: ResolvedPermutation?
    var head: ResolvedPermutation?
}

/// Pairs permutations by their modifier choices, whatever order the modifiers are declared in.
enum PermutationMatcher {
    static func match(base: TokenProject, head: TokenProject) -> [MatchedPermutation] {
        var baseByKey: [[ModifierChoice]: ResolvedPermutation] = [:]
        for permutation in base.permutations { baseByKey[key(permutation.inputs)] = permutation }
        var matched: [MatchedPermutation] = []
        var used: Set<[ModifierChoice]> = []
        for permutation in head.permutations {
            let key = key(permutation.inputs)
            used.insert(key)
            matched.append(MatchedPermutation(base: baseByKey[key], head: permutation))
        }
        for permutation in base.permutations where !used.contains(key(permutation.inputs)) {
            matched.append(MatchedPermutation(base: permutation, head: nil))
        }
        return matched
    }

    /// The choices sorted by modifier name.
    static func key(_ inputs: [ModifierChoice]) -> [ModifierChoice] {
        inputs.sorted { ($0.modifier, $0.context) < ($1.modifier, $1.context) }
    }
}

/// Finds the token changes within one matched permutation.
struct PermutationComparer {
    let usage: ComponentUsage

    func compare(_ pair: MatchedPermutation) -> PermutationDiff {
        let inputs = pair.head?.inputs ?? pair.base?.inputs ?? []
        guard let base = pair.base, let head = pair.head else {
            return PermutationDiff(inputs: inputs, presence: pair.head == nil ? .onlyInBase : .onlyInHead,
                                   baseTokenCount: pair.base?.tokens.count ?? 0, headTokenCount: pair.head?.tokens.count ?? 0, entries: [])
        }
        var entries: [TokenDiffEntry] = []
        var removed: [DiffToken] = []
        var added: [DiffToken] = []
        for token in base.tokens.tokens {
            guard let after = head.tokens[token.name] else { removed.append(DiffToken(token)); continue }
            let before = DiffToken(token), now = DiffToken(after)
            // Same path: any difference of type, value or alias target is a change.
            if before != now {
                entries.append(entry(.changed, before, now))
            }
        }
        for token in head.tokens.tokens where base.tokens[token.name] == nil { added.append(DiffToken(token)) }
        let renames = RenamePairing.pair(removed: removed, added: added)
        let renamedOld = Set(renames.map(\.before.name)), renamedNew = Set(renames.map(\.after.name))
        entries += renames.map { entry(.renamed, $0.before, $0.after) }
        entries += added.filter { !renamedNew.contains($0.name) }.map { entry(.added, nil, $0) }
        entries += removed.filter { !renamedOld.contains($0.name) }.map { entry(.removed, $0, nil) }
        markFollowers(&entries)
        entries.sort { ($0.kind, SortKey($0.paths)) < ($1.kind, SortKey($1.paths)) }
        return PermutationDiff(inputs: inputs, presence: .both, baseTokenCount: base.tokens.count,
                               headTokenCount: head.tokens.count, entries: entries)
    }

    private func entry(_ kind: TokenChangeKind, _ before: DiffToken?, _ after: DiffToken?) -> TokenDiffEntry {
        TokenDiffEntry(kind: kind, before: before, after: after, follows: nil,
                       components: usage.components(before: before, after: after))
    }

    /// A changed alias whose target is unchanged as a reference but changed in value follows that target.
    private func markFollowers(_ entries: inout [TokenDiffEntry]) {
        let changed = Set(entries.filter { $0.kind == .changed }.flatMap(\.paths))
        for index in entries.indices where entries[index].kind == .changed {
            let entry = entries[index]
            guard let target = entry.after?.aliasName, entry.before?.aliasName == target, changed.contains(target) else { continue }
            entries[index].follows = target
        }
    }
}

/// Orders dotted paths segment by segment (`a.b` before `a-c`).
struct SortKey: Comparable {
    let segments: [[String]]

    init(_ paths: [String]) { segments = paths.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) } }

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments) { $0.lexicographicallyPrecedes($1) }
    }
}

/// Pairs removed and added tokens of the same type and resolved value as renames, one to one.
enum RenamePairing {
    /// Each removed token (in path order) takes the unpaired added token with the same type and value that
    /// shares the longest leading path with it (then the first in path order), so results never depend on
    /// dictionary order.
    static func pair(removed: [DiffToken], added: [DiffToken]) -> [(before: DiffToken, after: DiffToken)] {
        var candidates: [ValueKey: [DiffToken]] = [:]
        for token in added.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            candidates[ValueKey(token), default: []].append(token)
        }
        var pairs: [(DiffToken, DiffToken)] = []
        for old in removed.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            let key = ValueKey(old)
            guard let options = candidates[key], !options.isEmpty else { continue }
            var best = 0
            for (index, option) in options.enumerated() where sharedPrefix(old.path, option.path) > sharedPrefix(old.path, options[best].path) {
                best = index
            }
            pairs.append((old, options[best]))
            candidates[key]?.remove(at: best)
        }
        return pairs
    }

    private static func sharedPrefix(_ a: [String], _ b: [String]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    private struct ValueKey: Hashable {
        let type: TokenType
        let value: TokenValue

        init(_ token: DiffToken) {
            type = token.type
            value = token.value
        }
    }
}
