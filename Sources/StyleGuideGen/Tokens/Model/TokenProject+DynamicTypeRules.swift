extension TokenProject {
    /// The project with the configuration's Dynamic Type rules given to the tokens whose own
    /// `$extensions` say nothing. The most specific entry wins. A group's entry reaches an alias
    /// only when the token it ends at gets no rule: an alias reads its target's property, so it
    /// follows a scaled target as it is. An entry that names no token or group of the project is a
    /// warning at its place in the config.
    func applyingDynamicTypeRules(_ rules: [WrittenDynamicTypeRule], diagnostics: inout DiagnosticBag) -> TokenProject {
        guard !rules.isEmpty else { return self }
        var rulesApplied = DynamicTypeRulesApplied(rules: rules)
        var project = self
        for index in permutations.indices {
            let set = permutations[index].tokens
            let tokens = set.tokens.map { rulesApplied.decide($0, in: set) }
            if zip(tokens, set.tokens).contains(where: { $0.instance != $1.instance }) {
                project.permutations[index].tokens = ResolvedTokenSet(sameNamesAs: set, tokens: tokens)
            }
        }
        for rule in rules where !rulesApplied.used.contains(rule.path) {
            diagnostics.append(.warning(.dynamicTypeUnknownToken, "`dynamicType` names `\(rule.path)`, which is neither a token nor a group of the tokens; "
                + "the entry does nothing (fix the path, or remove it)", at: rule.location, subject: rule.path))
        }
        return project
    }
}

/// The configured rules met token by token; permutations share most token instances, so each is decided once.
struct DynamicTypeRulesApplied {
    let byPath: [String: WrittenDynamicTypeRule]
    /// The paths of the entries that named a token or a group of one.
    var used: Set<String> = []
    private var decided: [ObjectIdentifier: ResolvedToken] = [:]

    init(rules: [WrittenDynamicTypeRule]) {
        byPath = Dictionary(rules.map { ($0.path, $0) }) { _, later in later }
    }

    mutating func decide(_ token: ResolvedToken, in set: ResolvedTokenSet, depth: Int = 0) -> ResolvedToken {
        if let done = decided[token.instance] { return done }
        var result = token
        if let written = entry(for: token) {
            used.insert(written.path)
            if token.dynamicType == nil, written.path == token.name || reachesAlias(token, in: set, depth: depth), let rule = written.rule(for: token) {
                result.dynamicType = rule
            }
        }
        decided[token.instance] = result
        return result
    }

    /// True for a token with a value of its own, or an alias whose target ends up without a rule.
    private mutating func reachesAlias(_ token: ResolvedToken, in set: ResolvedTokenSet, depth: Int) -> Bool {
        guard let target = token.aliasOf else { return true }
        guard depth < 32, let targetToken = set[target.joined(separator: ".")] else { return false }
        return decide(targetToken, in: set, depth: depth + 1).dynamicType == nil
    }

    /// The entry of the token's own path, else of its closest group.
    private func entry(for token: ResolvedToken) -> WrittenDynamicTypeRule? {
        if let own = byPath[token.name] { return own }
        var path = token.path.dropLast()
        while !path.isEmpty {
            if let group = byPath[path.joined(separator: ".")] { return group }
            path = path.dropLast()
        }
        return nil
    }
}
