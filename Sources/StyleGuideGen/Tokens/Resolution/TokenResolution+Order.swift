/// Resolution order: a token's references before the token, found without
/// recursion, so chains of any length resolve in linear time on a flat stack.
extension TokenResolution {
    /// Resolves every unresolved token `name` references, directly or not, in
    /// dependency order (depth first, post-order, on an explicit stack), then
    /// `name` itself. An edge back to a token on the current path (a cycle) is
    /// skipped here, so the recursive path meets and reports it. False when
    /// `name` references nothing left to resolve.
    func resolveReferencesFirst(of name: Int) -> Bool {
        var order: [Int] = []
        var onPath: Set<Int> = [name]
        var visited: Set<Int> = [name]
        var path: [(name: Int, references: [Int], next: Int)] = [(name, merged.references(of: name), 0)]
        while let top = path.last {
            guard top.next < top.references.count else {
                path.removeLast()
                onPath.remove(top.name)
                order.append(top.name)
                continue
            }
            path[path.count - 1].next += 1
            let target = top.references[top.next]
            guard isUntouched(target), !onPath.contains(target), visited.insert(target).inserted else { continue }
            onPath.insert(target)
            path.append((target, merged.references(of: target), 0))
        }
        guard order.count > 1 else { return false }
        isOrdering = true
        defer { isOrdering = false }
        for token in order { _ = resolve(id: token) }
        return true
    }
}
