/// A parsed `*.resolver.json`: sets and modifiers reduced to ordered lists of token documents.
struct ResolverDocument: Sendable {
    /// A step of `resolutionOrder`.
    enum Step: Sendable {
        case set([JSONValue])
        case modifier(Modifier, [String: [JSONValue]])
        /// Tokens Studio's sets, in `tokenSetOrder`: each merged when a chosen theme selects it.
        case themedSets([ThemedSet])
        /// Files whose themes their layout shows (`LayoutThemes`), in merge order: each merged
        /// when every modifier it names is chosen at that context or at the modifier's default.
        case layered([LayeredDocument], defaults: [String: String])
    }

    var name: String?
    /// Whose conventions the token files follow.
    var dialect: TokenDialect = .dtcg
    /// Declared apart from the steps where the steps do not hold them: a Tokens Studio project's
    /// theme groups, the modifiers a folder's layout shows.
    var themeGroups: [Modifier] = []
    var description: String?
    var steps: [Step] = []
    /// Sets declared but not in `resolutionOrder`, in file order: merged first
    /// only when references cannot be resolved without them.
    var unlistedSets: [UnlistedSet] = []
    /// Other sources inside this one's folder, merged first only when references find their
    /// tokens nowhere else (Gestalt's mapping files over its Tokens Studio project).
    var fallbacks: [FallbackSource] = []

    var modifiers: [Modifier] {
        themeGroups + steps.compactMap { if case .modifier(let m, _) = $0 { m } else { nil } }
    }

    /// The token documents for one choice per modifier, in resolution order.
    func documents(for choices: [String: String]) -> [JSONValue] {
        steps.flatMap { step -> [JSONValue] in
            switch step {
            case .set(let documents): documents
            case .modifier(let modifier, let contexts): choices[modifier.name].flatMap { contexts[$0] } ?? []
            // Sets only sourced come first: a set a chosen theme enables wins over them.
            case .themedSets(let sets): sets.filter { $0.role(for: choices) == .source }.flatMap(\.documents)
                + sets.filter { $0.role(for: choices) == .enabled }.flatMap(\.documents)
            case .layered(let layered, let defaults):
                layered.filter { $0.conditions.allSatisfy { modifier, context in choices[modifier] == context || defaults[modifier] == context } }.map(\.document)
            }
        }
    }

    /// Every token document any permutation may merge, unlisted sets included.
    var allDocuments: [JSONValue] {
        steps.flatMap { step -> [JSONValue] in
            switch step {
            case .set(let documents): documents
            case .modifier(_, let contexts): contexts.keys.sorted().flatMap { contexts[$0] ?? [] }
            case .themedSets(let sets): sets.flatMap(\.documents)
            case .layered(let layered, _): layered.map(\.document)
            }
        } + unlistedSets.flatMap(\.documents)
    }

    /// By position in `tokens`: whether only sets chosen as `source` define it (it resolves
    /// references but is not shown). Looked up in the set's table of names by hashes made once
    /// per set: a permutation then hashes no name.
    func sourceOnly(in tokens: ResolvedTokenSet, for choices: [String: String]) -> [Bool] {
        var sourced = [Bool](repeating: false, count: tokens.count), enabled = sourced
        for case .themedSets(let sets) in steps {
            for set in sets {
                switch set.role(for: choices) {
                case .source?: set.mark(in: tokens, &sourced)
                case .enabled?: set.mark(in: tokens, &enabled)
                case nil: break
                }
            }
        }
        return zip(sourced, enabled).map { $0 && !$1 }
    }

    /// Checks user inputs (modifier -> context) and fills in defaults.
    func validate(inputs: [String: String], diagnostics: inout DiagnosticBag) -> [ModifierChoice]? {
        let before = diagnostics.all.count
        let known = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in inputs.keys.sorted() where known[name] == nil {
            let names = modifiers.map(\.name).joined(separator: ", ")
            diagnostics.append(.error(.inputUnknown, "unknown modifier '\(name)'; this resolver has \(names.isEmpty ? "no modifiers" : names)"))
        }
        var choices: [ModifierChoice] = []
        for modifier in modifiers {
            if let context = inputs[modifier.name] {
                guard modifier.contexts.contains(context) else {
                    diagnostics.append(.error(.inputUnknown, "unknown context '\(context)' for modifier '\(modifier.name)'; expected one of \(modifier.contexts.joined(separator: ", "))"))
                    continue
                }
                choices.append(ModifierChoice(modifier: modifier.name, context: context))
            } else if let fallback = modifier.defaultContext {
                choices.append(ModifierChoice(modifier: modifier.name, context: fallback))
            } else {
                diagnostics.append(.error(.inputUnknown, "no context given for modifier '\(modifier.name)', which has no default"))
            }
        }
        return diagnostics.all.count == before ? choices : nil
    }
}

/// A set the resolver declares but `resolutionOrder` leaves out.
struct UnlistedSet: Sendable {
    var name: String
    var location: SourceLocation
    var documents: [JSONValue]

    /// Whether one of its documents defines the token at dotted `name`.
    func defines(_ token: String) -> Bool {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return documents.contains { document in
            GroupExtendsExpander.lookup(segments, in: document).map(TokenTreeMerge.isToken) ?? false
        }
    }
}

/// A Tokens Studio set and the themes that select it.
struct ThemedSet: Sendable {
    enum Role: Sendable { case enabled, source }

    var name: String
    var documents: [JSONValue]
    /// Modifier (theme group) -> context (theme) -> how that theme uses the set.
    var roles: [String: [String: Role]]
    /// How the set is used in every permutation (a layer's set, or every set of a project without themes).
    var always: Role?
    /// The dotted names of the tokens it defines, each with its hash.
    private let tokenNames: [(name: String, hash: NameHash)]

    init(name: String, documents: [JSONValue], roles: [String: [String: Role]], always: Role? = nil) {
        self.name = name
        self.documents = documents
        self.roles = roles
        self.always = always
        var names: [String] = []
        for document in documents { Self.collect(document, path: "", depth: 0, into: &names) }
        tokenNames = names.map { ($0, NameHash($0)) }
    }

    private static func collect(_ node: JSONValue, path: String, depth: Int, into names: inout [String]) {
        guard depth < 256, let members = node.objectMembers else { return }
        if members.contains(where: { $0.key == "$value" }), !path.isEmpty { names.append(path) }
        for member in members where !member.isDollarKey {
            collect(member.value, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1, into: &names)
        }
    }

    /// Sets `defined` at the position of every token of `tokens` the set defines.
    func mark(in tokens: ResolvedTokenSet, _ defined: inout [Bool]) {
        for (name, hash) in tokenNames {
            if let position = tokens.position(of: name, hash: hash) { defined[position] = true }
        }
    }

    /// `enabled` when a chosen theme enables it, `source` when chosen ones only source it, else nil.
    func role(for choices: [String: String]) -> Role? {
        var found = always
        if found == .enabled { return .enabled }
        for (modifier, context) in choices {
            switch roles[modifier]?[context] {
            case .enabled?: return .enabled
            case .source?: found = .source
            case nil: break
            }
        }
        return found
    }
}

/// A token document merged where its conditions hold (`ResolverDocument.Step.layered`).
struct LayeredDocument: Sendable {
    var document: JSONValue
    /// Modifier -> the context it must be at (or at its default).
    var conditions: [String: String]
}

/// A source of the repository that references of another may reach (`ResolverDocument.fallbacks`).
struct FallbackSource: Sendable {
    /// How messages name it: its path and kind.
    var name: String
    var location: SourceLocation
    var document: ResolverDocument
    /// Every token any of its permutations defines.
    let tokenNames: Set<String>

    init(name: String, location: SourceLocation, document: ResolverDocument) {
        self.name = name
        self.location = location
        self.document = document
        tokenNames = document.allDocuments.reduce(into: []) { $0.formUnion(LayoutReading.tokenNames($1)) }
    }

    /// Its documents for the permutation whose contexts are named as `choices` are (`dark` for
    /// `Dark`), else its defaults.
    func documents(matching choices: [String: String]) -> [JSONValue] {
        let wanted = Set(choices.values.map { $0.lowercased() })
        let picked = Dictionary(uniqueKeysWithValues: document.modifiers.map { modifier in
            (modifier.name, modifier.contexts.first { wanted.contains($0.lowercased()) } ?? modifier.defaultContext ?? modifier.contexts.first ?? "")
        })
        return document.documents(for: picked)
    }
}
