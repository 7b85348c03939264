import Foundation

/// Most of a design system's tokens name no other token (its palette, its scales), and most of
/// the rest are plain aliases of those, or of aliases of those. They are resolved ahead, in waves
/// on every core, and the ordered walk that follows takes only what is left (arithmetic, `$ref`s,
/// cycles, short waves).
extension TokenResolution {
    /// Below this many tokens in a wave, handing them to other threads costs more than it saves.
    static let waveMinimum = 500

    /// Resolves, before the ordered walk: first the tokens of `order` that name no other token,
    /// then, wave after wave, the plain aliases whose every target is settled (a chain of three
    /// takes three waves).
    func resolveInWaves(_ order: [Int]) {
        let (independent, aliases) = waveKinds(of: order)
        resolveApart(independent)
        var waiting = aliases
        while true {
            let ready = waiting.filter { $0.targets.allSatisfy { !isUntouched($0) } }
            guard ready.count >= Self.waveMinimum else { return }
            resolveApart(ready.map(\.id))
            waiting.removeAll { !isUntouched($0.id) }
        }
    }

    /// Which tokens of `order` name no other token, and which are plain aliases (with their
    /// targets), sorted out on all cores, in `order`; asked before anything is resolved.
    private func waveKinds(of order: [Int]) -> (independent: [Int], aliases: [(id: Int, targets: [Int])]) {
        let merged = self.merged
        let kinds = Self.batches(of: order, size: 1_024).concurrentMap { chunk in
            chunk.map { id -> WaveKind in
                guard let token = merged.written(id) else { return .neither }
                if token.references.namesNoToken { return .independent }
                return token.references.onlyPlainAliases ? .alias(targets: merged.references(of: id)) : .neither
            }
        }
        var independent: [Int] = []
        var aliases: [(id: Int, targets: [Int])] = []
        for (id, kind) in zip(order, kinds.joined()) {
            switch kind {
            case .independent: independent.append(id)
            case .alias(let targets): aliases.append((id, targets))
            case .neither: break
            }
        }
        return (independent, aliases)
    }

    /// Resolves `ids` in batches, each by a resolution of its own helping this one (it reads a
    /// copy of what this one settled); their results, diagnostics and missed references are
    /// taken over in `ids` order, the same on any number of cores.
    private func resolveApart(_ ids: [Int]) {
        guard ids.count >= Self.waveMinimum else { return }
        let batchCount = min(ids.count / (Self.waveMinimum / 4), 16)
        let batchSize = (ids.count + batchCount - 1) / batchCount
        let merged = self.merged, dialect = self.dialect, settled = states
        let results = Self.batches(of: ids, size: batchSize).concurrentMap { batch in
            // No `$ref` among these tokens: the pointer documents are never walked.
            let helper = TokenResolution(merged: merged, documents: [], dialect: dialect, settled: settled, batchSize: batch.count)
            helper.isOrdering = true  // nothing to order: every token named here is settled
            return ResolvedBatch(ids: batch, tokens: batch.map { helper.resolve(id: $0) }, diagnostics: helper.diagnostics.all,
                                 missingTargets: helper.missingTargets)
        }
        for batch in results {
            for (id, token) in zip(batch.ids, batch.tokens) { settle(id, as: token) }
            diagnostics.append(contentsOf: batch.diagnostics)
            missingTargets.formUnion(batch.missingTargets)
        }
    }

    /// `ids` cut into runs of `size` (the last may be shorter), in order.
    private static func batches(of ids: [Int], size: Int) -> [[Int]] {
        stride(from: 0, to: ids.count, by: size).map { Array(ids[$0..<min($0 + size, ids.count)]) }
    }
}

/// How a token can be resolved ahead: alone, once its targets are, or only in the ordered walk.
private enum WaveKind: Sendable {
    case independent
    case alias(targets: [Int])
    case neither
}

/// What one helper resolved: the tokens (nil where one failed), what it reported, what it missed.
private struct ResolvedBatch: Sendable {
    var ids: [Int]
    var tokens: [ResolvedToken?]
    var diagnostics: [Diagnostic]
    var missingTargets: Set<String>
}
