/// Every `font-family` list the tokens stylesheet writes, with the tokens that spell each family
/// out (not those that alias it): where a warning about the family points.
struct FontUses: Sendable {
    /// The lists, each once, in the order first met.
    var stacks: [[String]] = []
    /// Family -> the tokens whose own value names it, in location order.
    var definedBy: [String: [ResolvedToken]] = [:]
    /// Family -> how many tokens' lists include it (aliases too), across permutations by name.
    var users: [String: Set<String>] = [:]

    init(_ project: TokenProject) {
        var seen = Set<[String]>()
        var defining: [String: [String: ResolvedToken]] = [:]
        for permutation in project.permutations {
            for token in permutation.tokens.tokens {
                guard let (families, literal) = Self.families(of: token) else { continue }
                if seen.insert(families).inserted { stacks.append(families) }
                for family in families where !FontKind.genericFamilies.contains(family.lowercased()) {
                    users[family, default: []].insert(token.name)
                    if literal, defining[family]?[token.name] == nil { defining[family, default: [:]][token.name] = token }
                }
            }
        }
        definedBy = defining.mapValues { $0.values.sorted { ($0.location, $0.name) < ($1.location, $1.name) } }
    }

    /// The families a token's CSS names, and whether its own value spells them out.
    private static func families(of token: ResolvedToken) -> ([String], Bool)? {
        switch token.value {
        case .fontFamily(let families) where !families.isEmpty: (families, token.aliasOf == nil)
        case .typography(let value) where !value.fontFamily.isEmpty && !value.missing.contains("fontFamily"):
            (value.fontFamily, token.aliasOf == nil && token.memberAliases["fontFamily"] == nil)
        default: nil
        }
    }
}
