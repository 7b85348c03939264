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

    /// Every name a token's value or extensions could reach: each `{...}` in any string (aliases,
    /// arithmetic, colour modifiers) and each `$ref` pointer's token part. A superset is safe.
    fileprivate static func writtenTargets(of token: RawToken) -> [String] {
        var found: [String] = []
        addWrittenTargets(of: token.value, to: &found)
        if let extensions = token.extensions { addWrittenTargets(of: extensions, to: &found) }
        return found
    }

    /// Walked in place, depth first: a list of values still to visit, copied into as the walk
    /// went, cost more than the names found in the ten thousand tokens that name none.
    private static func addWrittenTargets(of json: JSONValue, to found: inout [String]) {
        switch json.kind {
        case .string(let text): bracedNames(in: text, into: &found)
        case .array(let items):
            for item in items { addWrittenTargets(of: item, to: &found) }
        case .object(let members):
            for member in members {
                if member.key == "$ref", let pointer = member.value.stringValue, let token = ReferenceSyntax.pointedToken(pointer) {
                    found.append(token)
                } else {
                    addWrittenTargets(of: member.value, to: &found)
                }
            }
        case .null, .bool, .number: return
        }
    }

    private static func bracedNames(in text: String, into found: inout [String]) {
        let bytes = text.utf8
        guard bytes.contains(UInt8(ascii: "{")) else { return }
        var open: String.UTF8View.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                open = bytes.index(after: index)
            } else if byte == UInt8(ascii: "}"), let start = open {
                found.append(String(text[start..<index]))
                open = nil
            }
            index = bytes.index(after: index)
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
            for target in ResolutionBaseline.writtenTargets(of: token) {
                if let written = merged.names.id(of: target) { byName[written].append(id) }
                if target.hasSuffix(".value"), let read = merged.names.id(of: String(target.dropLast(".value".count))) { byName[read].append(id) }
            }
        }
        self.byName = byName
    }
}
