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
        /// The page it is shown on: its kind's, or its group's when the kind is split.
        var scope: TokenPageScope
    }

    let project: TokenProject
    /// The stylesheet's custom property names, collisions resolved, so a page shows what `var()` reads.
    let names: CSSPropertyNames
    /// In the order the files define them (file, line, column), so a scale
    /// reads as its author wrote it (xs, s, m, l); path order breaks ties.
    let entries: [Entry]
    /// The permutations tables show as columns.
    let shown: ShownPermutations
    /// The group pages of each split kind, in the order their first tokens appear.
    let groupPages: [TokenPageKind: [TokenPageScope]]
    private let byName: [String: Int]
    /// Each permutation's label, made once: a row of a token that varies lists the permutations of each value.
    private let labels: [String]
    /// Each page's entries (indices, in order), worked out once: every token page asks for its own.
    private let byScope: [TokenPageScope: [Int]]

    init(project: TokenProject, names: CSSPropertyNames, shown: ShownPermutations? = nil) {
        self.project = project
        self.names = names
        self.shown = shown ?? ShownPermutations(indices: Array(project.permutations.indices), total: project.permutations.count)
        // Each name's first token; then sorted by position (as indices: tokens are large to move).
        let tokens = project.firstTokenOfEachName()
        var ids = UniqueIDs()
        let order = tokens.indices.sorted { a, b in
            let (lhs, rhs) = (tokens[a].location, tokens[b].location)
            return lhs != rhs ? lhs < rhs : tokens[a].path.lexicographicallyPrecedes(tokens[b].path)
        }
        var entries = order.map { tokens[$0] }.map { token in
            let kind = TokenPageKind.page(for: token.type)
            return Entry(name: token.name, path: token.path, type: token.type, typeName: token.value.typeName, page: kind,
                         anchor: ids.make("token-" + TokenPropertyNames.propertyName(for: token.path, in: names)), scope: TokenPageScope(kind: kind))
        }
        groupPages = TokenPageSplit.split(&entries)
        self.entries = entries
        byName = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
        byScope = Dictionary(grouping: entries.indices) { entries[$0].scope }
        labels = project.permutations.map { project.label(of: $0) }.map { $0.isEmpty ? "Default" : $0 }
    }

    /// A token's parent group, dotted (`color.bg` for `color.bg.default`).
    static func parentGroup(_ entry: Entry) -> String { entry.path.dropLast().joined(separator: ".") }

    /// Distinct keys in the order they first occur.
    static func firstAppearance(of keys: [String]) -> [String] {
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    subscript(name: String) -> Entry? { byName[name].map { entries[$0] } }

    func entries(on page: TokenPageKind) -> [Entry] { entries.filter { $0.page == page } }

    /// The tokens a page shows: none on the own page of a split kind (it lists the group pages).
    func entries(in scope: TokenPageScope) -> [Entry] {
        if scope.group == nil, groupPages[scope.kind] != nil { return [] }
        return byScope[scope, default: []].map { entries[$0] }
    }

    /// A link from a token page to a token's anchor.
    func href(_ name: String) -> String? {
        self[name].map { "\($0.scope.fileName)#\($0.anchor)" }
    }

    /// The group pages of a split kind, for its own page: title, link and count.
    func groupLinks(of kind: TokenPageKind) -> MustacheValue {
        guard let scopes = groupPages[kind] else { return .null }
        return ["items": .list(scopes.map { scope in
            let count = byScope[scope]?.count ?? 0
            return ["title": .string(scope.title), "href": .string(scope.fileName), "count": .int(count), "noun": .string(Counted.noun(count, "token"))]
        })]
    }

    /// The token in each permutation (nil where a permutation lacks it).
    func tokens(_ name: String) -> [ResolvedToken?] {
        let hash = NameHash(name)
        return project.permutations.map { permutation in permutation.tokens.position(of: name, hash: hash).map { permutation.tokens.tokens[$0] } }
    }

    /// The shown permutations grouped by the token's value and alias, in permutation order: one group
    /// when every shown permutation agrees. A token only permutations not shown have is grouped
    /// over all of them, so it still has its row.
    func variants(_ name: String) -> [TokenVariant] {
        let all = tokens(name)
        let shownVariants = Self.variants(of: all, over: shown.indices)
        return shownVariants.isEmpty ? Self.variants(of: all, over: Array(all.indices)) : shownVariants
    }

    private static func variants(of tokens: [ResolvedToken?], over indices: [Int]) -> [TokenVariant] {
        var variants: [TokenVariant] = []
        for index in indices {
            guard let token = tokens[index] else { continue }
            if let existing = variants.firstIndex(where: { $0.token.isSameInstance(as: token) || ($0.token.value == token.value && $0.token.aliasOf == token.aliasOf && $0.token.reducedMotion == token.reducedMotion) }) {
                variants[existing].permutations.append(index)
            } else {
                variants.append(TokenVariant(token: token, permutations: [index]))
            }
        }
        return variants
    }

    /// What every token page shows above its tables: links to its group pages (on the kind's own
    /// page) and which permutations the tables show.
    func header(of scope: TokenPageScope) -> [String: MustacheValue] {
        ["subpages": scope.group == nil ? groupLinks(of: scope.kind) : .null, "shownNote": shown.note.map(MustacheValue.string) ?? .null]
    }

    /// `theme=dark` for the permutations a value holds in (see `PermutationScope`).
    func label(ofPermutations indices: [Int]) -> String {
        PermutationScope(project: project, shown: shown.indices).describe(indices)
    }

    /// `theme=dark, brand=ocean`, or `Default` for a project without modifiers.
    func label(ofPermutation index: Int) -> String {
        labels.indices.contains(index) ? labels[index] : ""
    }
}

/// A token's value shared by some permutations.
struct TokenVariant: Sendable {
    var token: ResolvedToken
    /// Indices into the project's permutations.
    var permutations: [Int]
}

/// Hands out HTML ids, adding `-2`, `-3`... to repeats (or another separator before the number:
/// ` part ` for page titles).
struct UniqueIDs: Sendable {
    private var used: Set<String> = []
    private let separator: String

    init(separator: String = "-") {
        self.separator = separator
    }

    mutating func make(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while !used.insert(candidate).inserted {
            candidate = base + separator + String(counter)
            counter += 1
        }
        return candidate
    }
}
