/// One permutation's resolution, kept so the other permutations of the load (and, while serving,
/// the same permutation in the next build) redo only the tokens their differences reach and take
/// over the rest as they are. Indexed by name number; a later load may number more names.
struct ResolutionBaseline: Sendable {
    let raw: RawTokenTable
    /// What each token resolved to (nil: failed, or no token there).
    let resolved: [ResolvedToken?]
    let tokens: ResolvedTokenSet
    /// What resolving found, to be reported again for the tokens taken over.
    let diagnostics: [Diagnostic]
    private let dependents: BaselineDependents

    init(merged: MergedTokens, resolved: [ResolvedToken?], tokens: ResolvedTokenSet, diagnostics: [Diagnostic], dependents: BaselineDependents) {
        raw = merged.raw
        self.resolved = resolved
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.dependents = dependents
    }

    /// Whether `merged` numbers names as this baseline does (no names of its own, every one of ours).
    func applies(to merged: MergedTokens) -> Bool { !merged.hasOwnNames && merged.raw.count >= raw.count }

    /// The token this baseline resolved under `id`, if any.
    func resolved(_ id: Int) -> ResolvedToken? { id < resolved.count ? resolved[id] : nil }

    /// For each name number of `merged`: whether its token must be resolved again because it is
    /// defined differently, failed here, or reaches through references a token that is, or one
    /// that is gone or new.
    func tokensToRedo(in merged: MergedTokens) -> [Bool] {
        var redo = [Bool](repeating: false, count: merged.raw.count)
        var pending: [Int] = []
        for id in merged.raw.indices where !isKept(id, in: merged) { pending.append(id) }
        while let id = pending.popLast() {
            guard !redo[id] else { continue }
            redo[id] = true
            if id < dependents.byName.count { pending.append(contentsOf: dependents.byName[id]) }
        }
        return redo
    }

    /// Whether what name number `id` holds in `merged` resolves as it did here: no token either
    /// time, or the same definition, resolved. Fields are read in place: binding whole tokens
    /// copied each one, reference counts and all.
    private func isKept(_ id: Int, in merged: MergedTokens) -> Bool {
        // One token of the shared prefix in both: kept when it resolved (or is no token), nothing compared.
        if raw.holdsTheSameBaseToken(id, as: merged.raw) {
            let held = raw.presence(id)
            return !held.holdsToken || (held.fromNumberedFile && resolved[id] != nil)
        }
        guard let origin = merged.raw[id]?.origin else { return merged.raw[id] == nil && (id >= raw.count || raw[id] == nil) }
        return id < raw.count && raw[id]?.origin == origin && resolved[id] != nil
            && raw[id]?.groupType == merged.raw[id]?.groupType && raw[id]?.deprecated == merged.raw[id]?.deprecated
    }

    /// What resolving found about the tokens taken over (those `redo` leaves), to report again.
    func diagnostics(keptBy redo: [Bool], names: TokenNames) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard let subject = diagnostic.subject, let id = names.id(of: subject) else { return false }
            return !redo[id]
        }
    }
}

/// By the number of a name a reference writes (`color.red`, or `color.red.value` read as
/// `color.red`): the tokens that write it. Read from the merged tokens alone, so it is worked out
/// while they resolve.
struct BaselineDependents: Sendable {
    let byName: [[Int]]

    init(_ merged: MergedTokens) {
        var byName = [[Int]](repeating: [], count: merged.raw.count)
        for (id, token) in merged.raw.enumerated() {
            guard let token else { continue }
            // Every name the value or extensions could reach (a superset is safe).
            for target in token.written.references.targets {
                if let written = merged.names.id(of: target) { byName[written].append(id) }
                if target.hasSuffix(".value"), let read = merged.names.id(of: String(target.dropLast(".value".count))) { byName[read].append(id) }
            }
        }
        self.byName = byName
    }
}
