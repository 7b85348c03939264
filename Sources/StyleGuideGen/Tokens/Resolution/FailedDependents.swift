/// The tokens left out because a token they reference failed (a dangling reference, a cycle, a
/// value with no meaning): each failed token's error is followed by a note naming the tokens
/// that use it and are left out with it, so the root cause comes first and nothing vanishes.
enum FailedDependents {
    /// Tokens named in one note at most; the rest are counted.
    static let named = 8

    /// A note for each token with an error that others failed through.
    static func notes(merged: MergedTokens, resolved: ResolvedTokenSet, errors: [Diagnostic]) -> [Diagnostic] {
        let failed = merged.order.filter { resolved[merged.names[$0]] == nil }
        guard !failed.isEmpty else { return [] }
        var reported: [String: Diagnostic] = [:]
        for error in errors where error.severity == .error { if let subject = error.subject, reported[subject] == nil { reported[subject] = error } }
        var dependents: [String: [String]] = [:]
        for id in failed where reported[merged.names[id]] == nil {
            guard let root = root(of: id, merged: merged, isRoot: { reported[merged.names[$0]] != nil }) else { continue }
            dependents[merged.names[root], default: []].append(merged.names[id])
        }
        return dependents.keys.sorted().compactMap { name in
            guard let error = reported[name], let names = dependents[name]?.sorted() else { return nil }
            let shown = names.prefix(named).map { "{\($0)}" }.joined(separator: ", ") + (names.count > named ? " and \(names.count - named) more" : "")
            return .note(error.code, "\(names.count == 1 ? "1 token uses" : "\(names.count) tokens use") {\(name)} and \(names.count == 1 ? "is" : "are") left out with it: \(shown)",
                         at: error.location, subject: name)
        }
    }

    /// The first failed token with an error that `id` reaches through its references.
    private static func root(of id: Int, merged: MergedTokens, isRoot: (Int) -> Bool) -> Int? {
        var seen: Set<Int> = [id], queue = [id]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for target in references(of: next, merged) where seen.insert(target).inserted {
                if isRoot(target) { return target }
                queue.append(target)
            }
        }
        return nil
    }

    private static func references(of id: Int, _ merged: MergedTokens) -> [Int] {
        merged.written(id)?.references.targets.compactMap { merged.tokenID(forAlias: $0) } ?? []
    }
}
