/// Every token name of a project across its permutations, with the anchor each
/// gets on its page, so aliases can link to their targets from any page.
struct TokenCatalog: Sendable {
    struct Entry: Sendable {
        var name: String
        var path: [String]
        /// The type in the first permutation that defines the token.
        var type: TokenType
        /// The `$type` name (a custom type's own name).
        var typeName: String
        var page: TokenPageKind
        /// `token-color-system-blue`, unique in the project.
        var anchor: String
    }

    let project: TokenProject
    /// The stylesheet's custom property names, collisions resolved, so a page shows what `var()` reads.
    let names: CSSPropertyNames
    /// In the order the files define them (file, line, column), so a scale
    /// reads as its author wrote it (xs, s, m, l); path order breaks ties.
    let entries: [Entry]
    private let byName: [String: Int]

    init(project: TokenProject, names: CSSPropertyNames) {
        self.project = project
        self.names = names
        // Each name's first token; then sorted by position (as indices: tokens are large to move).
        var seen: Set<String> = []
        var tokens: [ResolvedToken] = []
        for permutation in project.permutations {
            for (name, token) in permutation.tokens.byName where seen.insert(name).inserted { tokens.append(token) }
        }
        var ids = UniqueIDs()
        let order = tokens.indices.sorted { a, b in
            let (lhs, rhs) = (tokens[a].location, tokens[b].location)
            return lhs != rhs ? lhs < rhs : tokens[a].path.lexicographicallyPrecedes(tokens[b].path)
        }
        entries = order.map { tokens[$0] }.map { token in
            Entry(name: token.name, path: token.path, type: token.type, typeName: token.value.typeName, page: TokenPageKind.page(for: token.type),
                  anchor: ids.make("token-" + TokenPropertyNames.propertyName(for: token.path, in: names)))
        }
        byName = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
    }

    /// Distinct keys in the order they first occur.
    static func firstAppearance(of keys: [String]) -> [String] {
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    subscript(name: String) -> Entry? { byName[name].map { entries[$0] } }

    func entries(on page: TokenPageKind) -> [Entry] { entries.filter { $0.page == page } }

    /// A link from a token page to a token's anchor.
    func href(_ name: String) -> String? {
        self[name].map { "\($0.page.fileName)#\($0.anchor)" }
    }

    /// The token in each permutation (nil where a permutation lacks it).
    func tokens(_ name: String) -> [ResolvedToken?] {
        project.permutations.map { $0.tokens[name] }
    }

    /// Permutations grouped by the token's value and alias, in permutation
    /// order: one group when every permutation agrees.
    func variants(_ name: String) -> [TokenVariant] {
        var variants: [TokenVariant] = []
        for (index, token) in tokens(name).enumerated() {
            guard let token else { continue }
            if let existing = variants.firstIndex(where: { $0.token.value == token.value && $0.token.aliasOf == token.aliasOf }) {
                variants[existing].permutations.append(index)
            } else {
                variants.append(TokenVariant(token: token, permutations: [index]))
            }
        }
        return variants
    }

    /// `theme=dark, brand=ocean`, or `Default` for a project without modifiers.
    func label(ofPermutation index: Int) -> String {
        guard project.permutations.indices.contains(index) else { return "" }
        let label = project.permutations[index].label
        return label.isEmpty ? "Default" : label
    }
}

/// A token's value shared by some permutations.
struct TokenVariant: Sendable {
    var token: ResolvedToken
    /// Indices into the project's permutations.
    var permutations: [Int]
}

/// Hands out HTML ids, adding `-2`, `-3`... to repeats.
struct UniqueIDs: Sendable {
    private var used: Set<String> = []

    mutating func make(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }
}
