/// A resolver modifier (theme, appearance, brand...) and its contexts, in file order.
public struct Modifier: Sendable, Hashable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?
    public var description: String?

    public init(name: String, contexts: [String], defaultContext: String? = nil, description: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
    }

    /// The context chosen when nothing chooses one: its default, else its first.
    public var chosenByDefault: String { defaultContext ?? contexts.first ?? "" }
}

/// One modifier set to one of its contexts.
public struct ModifierChoice: Sendable, Hashable, CustomStringConvertible {
    public var modifier: String
    public var context: String

    public init(modifier: String, context: String) {
        self.modifier = modifier
        self.context = context
    }

    public var description: String { "\(modifier)=\(context)" }
}

/// The tokens of one combination of contexts.
public struct ResolvedPermutation: Sendable, Hashable {
    /// One choice per modifier, in the modifiers' order.
    public var inputs: [ModifierChoice]
    public var tokens: ResolvedTokenSet

    /// `theme=dark, brand=ocean` (empty for a project without modifiers).
    public var label: String { inputs.map(\.description).joined(separator: ", ") }
}

/// Everything loaded from a token project: its modifiers and every permutation.
public struct TokenProject: Sendable {
    public var name: String?
    public var description: String?
    public var modifiers: [Modifier]
    /// Every combination of contexts, first modifier varying slowest.
    public var permutations: [ResolvedPermutation]
    /// Index into `permutations` of the defaults (each modifier's default, else its first context).
    public var defaultIndex: Int

    public var defaultPermutation: ResolvedPermutation? {
        permutations.indices.contains(defaultIndex) ? permutations[defaultIndex] : nil
    }

    /// `Mode=Dark, Brand=Ocean`: a permutation's choices of the modifiers that vary (one of a single
    /// context, Tokens Studio's `Core: All`, says nothing); empty when none varies.
    func label(of permutation: ResolvedPermutation) -> String {
        let fixed = Set(modifiers.filter { $0.contexts.count < 2 }.map(\.name))
        return permutation.inputs.filter { !fixed.contains($0.modifier) }.map(\.description).joined(separator: ", ")
    }

    /// Each token name's first token, permutation by permutation, in order: a walk over every token,
    /// so callers keep the result. Permutations share most tokens: a shared one is recognised by
    /// its instance, without hashing its name.
    func firstTokenOfEachName() -> [ResolvedToken] {
        var seen: Set<String> = []
        var seenInstances: Set<ObjectIdentifier> = []
        var tokens: [ResolvedToken] = []
        for permutation in permutations {
            for token in permutation.tokens.tokens where seenInstances.insert(token.instance).inserted && seen.insert(token.name).inserted {
                tokens.append(token)
            }
        }
        return tokens
    }

    /// One permutation with no token: what a project without tokens (docs only, or tokens that
    /// failed to load) binds its slots and writes its package from, so they get the example's values.
    static let empty = TokenProject(name: nil, description: nil, modifiers: [],
                                    permutations: [ResolvedPermutation(inputs: [], tokens: ResolvedTokenSet(tokens: []))], defaultIndex: 0)
}
