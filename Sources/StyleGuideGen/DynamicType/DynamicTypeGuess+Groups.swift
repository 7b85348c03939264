extension DynamicTypeGuess {
    /// Per-token guesses with each group written once where every size token a group's entry would
    /// reach under it (all but the aliases of a token with a rule) has the same guess, so forty
    /// paddings of a component read as one line.
    static func grouping(_ rules: [WrittenDynamicTypeRule], among tokens: ResolvedTokenSet) -> [WrittenDynamicTypeRule] {
        let byPath = Dictionary(rules.map { ($0.path, $0) }) { first, _ in first }
        // Under each group: the guesses of the tokens a group entry would reach, nil for one without.
        var reached: [String: [WrittenDynamicTypeRule?]] = [:]
        for token in tokens.tokens {
            if let target = token.aliasOf?.joined(separator: "."), byPath[target] != nil || tokens[target]?.dynamicType != nil { continue }
            let guess = byPath[token.name]
            guard guess != nil || token.type == .dimension || token.type == .typography else { continue }
            var group = token.path.dropLast()
            while !group.isEmpty {
                reached[group.joined(separator: "."), default: []].append(guess)
                group = group.dropLast()
            }
        }
        let collapsed = reached.compactMap { group, guesses -> (String, WrittenDynamicTypeRule)? in
            guard guesses.count > 1, let first = guesses[0], guesses.allSatisfy({ $0.map { same($0, first) } ?? false }) else { return nil }
            return (group, WrittenDynamicTypeRule(path: group, kind: first.kind, cap: first.cap))
        }
        // The outermost collapsed group wins; what it covers goes.
        let groups = Set(collapsed.map(\.0))
        let outermost = collapsed.filter { group, _ in !hasAncestor(group, in: groups) }.map(\.1)
        let covered = Set(outermost.map(\.path))
        let kept = rules.filter { !(covered.contains($0.path) || hasAncestor($0.path, in: covered)) }
        return (kept + outermost).sorted { $0.path.split(separator: ".").lexicographicallyPrecedes($1.path.split(separator: ".")) }
    }

    private static func same(_ a: WrittenDynamicTypeRule, _ b: WrittenDynamicTypeRule) -> Bool {
        a.kind == b.kind && a.cap == b.cap
    }

    private static func hasAncestor(_ path: String, in groups: Set<String>) -> Bool {
        var parts = path.split(separator: ".").dropLast()
        while !parts.isEmpty {
            if groups.contains(parts.joined(separator: ".")) { return true }
            parts = parts.dropLast()
        }
        return false
    }
}
