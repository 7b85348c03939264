extension TokenProject {
    /// The project with every duration and transition token given its reduced-motion value: its own
    /// `$extensions.styleguide.reducedMotion`, else the config entry of its path or closest group,
    /// else removed (see `ReducedMotion.removed`). A group's entry reaches tokens with a value of their
    /// own; an alias without an entry of its own path follows its target, as its CSS `var()` does.
    func applyingReducedMotion(_ entries: [WrittenReducedMotion], diagnostics: inout DiagnosticBag) -> TokenProject {
        var used: Set<String> = []
        var problems: [Diagnostic] = []
        let project = reducingMotion(entries, used: &used, problems: &problems)
        diagnostics.appendUnique(problems)
        for entry in entries where !used.contains(entry.path) {
            diagnostics.append(.warning(.motionUnknownToken, "`reducedMotion` names `\(entry.path)`, which is neither a duration or transition token nor a group of one; "
                + "the entry does nothing (fix the path, or remove it)", at: entry.location, subject: entry.path))
        }
        return project
    }

    /// The project with the slot tokens binding added (the example's values, aliases to the project's
    /// tokens) given their reduced values; the project's own keep theirs, and their problems are told
    /// once, by `applyingReducedMotion`.
    func completingReducedMotion() -> TokenProject {
        var used: Set<String> = [], problems: [Diagnostic] = []
        return reducingMotion([], used: &used, problems: &problems)
    }

    private func reducingMotion(_ entries: [WrittenReducedMotion], used: inout Set<String>, problems: inout [Diagnostic]) -> TokenProject {
        var project = self
        for index in permutations.indices {
            let set = permutations[index].tokens
            var applied = ReducedMotionApplied(entries: entries, tokens: set)
            let tokens = set.tokens.map { applied.decide($0) }
            used.formUnion(applied.used)
            problems += applied.problems
            if zip(tokens, set.tokens).contains(where: { $0.instance != $1.instance }) {
                project.permutations[index].tokens = ResolvedTokenSet(sameNamesAs: set, tokens: tokens)
            }
        }
        return project
    }
}

/// The reduced-motion values of one permutation's tokens, each decided once (an alias asks its target).
struct ReducedMotionApplied {
    let byPath: [String: WrittenReducedMotion]
    let tokens: ResolvedTokenSet
    /// The paths of the entries that reached a token.
    var used: Set<String> = []
    var problems: [Diagnostic] = []
    private var decided: [String: ResolvedToken] = [:]

    init(entries: [WrittenReducedMotion], tokens: ResolvedTokenSet) {
        byPath = Dictionary(entries.map { ($0.path, $0) }) { _, later in later }
        self.tokens = tokens
    }

    mutating func decide(_ token: ResolvedToken, depth: Int = 0) -> ResolvedToken {
        if let done = decided[token.name] { return done }
        // Decided already (a project token, when the slot tokens are completed).
        if token.reducedMotion != nil { return token }
        let own = token.extensions?["styleguide"]?.member(ReducedMotion.extensionKey)
        guard ReducedMotion.types.contains(token.type) else {
            if let own {
                problems.append(.error(.motionWrongType, "`reducedMotion` applies to duration and transition tokens, not to the \(token.type.rawValue) '\(token.name)'",
                                       at: own.keyLocation, subject: token.name))
            }
            if let entry = byPath[token.name] {
                problems.append(.warning(.motionWrongType, "`reducedMotion` names the \(token.type.rawValue) token `\(token.name)`; only duration and transition tokens have a reduced value",
                                         at: entry.location, subject: token.name))
                used.insert(entry.path)
            }
            return token
        }
        var result = token
        result.reducedMotion = written(own, for: token) ?? inherited(token, depth: depth)
        decided[token.name] = result
        return result
    }

    /// The token's own value, else its entry's; nil when neither is written (or readable).
    private mutating func written(_ own: JSONMember?, for token: ResolvedToken) -> ReducedMotion? {
        if let own, let value = read(own.value, for: token) { return ReducedMotion(value: value, source: .extensions) }
        guard own == nil, let entry = entry(for: token) else { return nil }
        used.insert(entry.path)
        return read(entry.value, for: token).map { ReducedMotion(value: $0, source: .config) }
    }

    /// An alias follows its target; anything else is removed.
    private mutating func inherited(_ token: ResolvedToken, depth: Int) -> ReducedMotion {
        if let path = token.aliasOf, depth < 32, let target = tokens[path.joined(separator: ".")],
           let reduced = decide(target, depth: depth + 1).reducedMotion, reduced.value.type == token.type {
            return ReducedMotion(value: reduced.value, source: .target)
        }
        guard case .transition(var transition) = token.value, let path = token.memberAliases["duration"], depth < 32,
              let target = tokens[path.joined(separator: ".")], case .duration(let duration)? = decide(target, depth: depth + 1).reducedMotion?.value else {
            return ReducedMotion(value: ReducedMotion.removed(token.value), source: .removed)
        }
        // A transition whose duration is a reference takes that duration token's reduced value.
        transition.duration = duration
        return ReducedMotion(value: .transition(transition), source: .removed)
    }

    private mutating func read(_ json: JSONValue, for token: ResolvedToken) -> TokenValue? {
        do throws(ReducedMotionValueReader.Failure) {
            return try ReducedMotionValueReader(tokens: tokens).value(json, for: token)
        } catch {
            problems.append(.error(.motionInvalidValue, "the reduced-motion value of '\(token.name)': \(error.message); the motion is removed instead", at: json.location, subject: token.name))
            return nil
        }
    }

    /// The entry of the token's own path; for a token with a value of its own, else its closest group's.
    private func entry(for token: ResolvedToken) -> WrittenReducedMotion? {
        if let own = byPath[token.name] { return own }
        guard token.aliasOf == nil else { return nil }
        var path = token.path.dropLast()
        while !path.isEmpty {
            if let group = byPath[path.joined(separator: ".")] { return group }
            path = path.dropLast()
        }
        return nil
    }
}
