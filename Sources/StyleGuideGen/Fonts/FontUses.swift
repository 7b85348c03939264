/// Every `font-family` list the tokens stylesheet writes, with the project's own tokens that spell
/// each family out (not those that alias it): where a warning about the family points.
struct FontUses: Sendable {
    /// The lists, each once, in the order first met.
    var stacks: [[String]] = []
    /// Family -> the tokens whose own value names it, in location order.
    var definedBy: [String: [ResolvedToken]] = [:]
    /// Family -> the project's tokens whose lists include it (aliases too), across permutations by name.
    var users: [String: Set<String>] = [:]
    /// Family -> the first of its users by name: where a warning goes when no token spells the family out.
    var firstUser: [String: ResolvedToken] = [:]

    /// `written`: the tokens the stylesheet is written from (slot tokens included); `own`: the
    /// project's tokens, which warnings name.
    init(written: TokenProject, own: TokenProject?) {
        var seen = Set<[String]>()
        for permutation in written.permutations {
            for token in permutation.tokens.tokens {
                if let (families, _) = Self.families(of: token), seen.insert(families).inserted { stacks.append(families) }
            }
        }
        var defining: [String: [String: ResolvedToken]] = [:]
        for permutation in own?.permutations ?? [] {
            for token in permutation.tokens.tokens {
                guard let (families, literal) = Self.families(of: token) else { continue }
                for family in families where !FontKind.genericFamilies.contains(family.lowercased()) {
                    users[family, default: []].insert(token.name)
                    if firstUser[family].map({ token.name < $0.name }) ?? true { firstUser[family] = token }
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
