/// How a token follows the user's text size (from `$extensions.styleguide`).
public enum DynamicTypeRule: Sendable, Hashable {
    /// The token is this Apple text style: size and leading come from the HIG table.
    case textStyle(TextStyle)
    /// A custom font scaled like `UIFontMetrics(forTextStyle:)`, optionally capped (points).
    case scaledFont(relativeTo: TextStyle, maxSize: Double?)
    /// A dimension scaled like `@ScaledMetric(relativeTo:)`, optionally capped (points).
    case scaledMetric(relativeTo: TextStyle, max: Double?)
    /// Said not to follow the text size (`"fixed": true`): drawn as written, with no warning that
    /// a rule is missing.
    case fixed
}

/// `$deprecated`: present means deprecated, with the reason when one is given.
public struct Deprecation: Sendable, Hashable {
    public var reason: String?

    public init(reason: String? = nil) { self.reason = reason }
}

/// One token after merging, `$extends`, alias resolution and value checks. A value type whose
/// fields live in one shared box: every page, stylesheet and permutation copies tokens, and a
/// copy is then one reference count, not one per field (the box is copied on the first change).
public struct ResolvedToken: Sendable, Hashable {
    private struct Fields: Sendable, Hashable {
        var path: [String]
        /// `path` dotted, kept with it: every index, page and stylesheet asks for it, many times.
        var name: String
        var type: TokenType
        var value: TokenValue
        var aliasOf: [String]?
        var memberAliases: [String: [String]]
        var description: String?
        var deprecated: Deprecation?
        var extensions: JSONValue?
        var dynamicType: DynamicTypeRule?
        var location: SourceLocation
        var reducedMotion: ReducedMotion?
    }

    private final class Box: Sendable {
        // Constant: a change makes a new box. Tokens are read everywhere and changed rarely, and a
        // constant is read without the runtime's exclusivity check a variable of a class costs.
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// `name` is `path` dotted, when the caller has it already.
    public init(path: [String], name: String? = nil, type: TokenType, value: TokenValue, aliasOf: [String]?, memberAliases: [String: [String]],
                description: String?, deprecated: Deprecation?, extensions: JSONValue?, dynamicType: DynamicTypeRule?, location: SourceLocation) {
        assert(name == nil || name == path.joined(separator: "."), "a token's name is its path dotted")
        box = Box(Fields(path: path, name: name ?? path.joined(separator: "."), type: type, value: value, aliasOf: aliasOf, memberAliases: memberAliases, description: description,
                         deprecated: deprecated, extensions: extensions, dynamicType: dynamicType, location: location))
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    public static func == (lhs: ResolvedToken, rhs: ResolvedToken) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    /// Whether both are copies of one token (one box): then everything about them is equal, at no cost.
    func isSameInstance(as other: ResolvedToken) -> Bool { box === other.box }
    /// Which instance this is: copies of one token share it (a cache writes each instance once).
    var instance: ObjectIdentifier { ObjectIdentifier(box) }
    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// Path segments, e.g. `["color", "text", "title"]`.
    public var path: [String] {
        get { box.fields.path }
        set {
            update {
                $0.path = newValue
                $0.name = newValue.joined(separator: ".")
            }
        }
    }
    public var type: TokenType {
        get { box.fields.type }
        set { update { $0.type = newValue } }
    }
    public var value: TokenValue {
        get { box.fields.value }
        set { update { $0.value = newValue } }
    }
    /// The token this one's whole `$value` refers to (direct target only), so
    /// CSS can emit `var(--target)`.
    public var aliasOf: [String]? {
        get { box.fields.aliasOf }
        set { update { $0.aliasOf = newValue } }
    }
    /// Members of a composite value that are themselves references, keyed by
    /// member path (`color`, `1.offsetX`, `dashArray.0`) -> target token path.
    public var memberAliases: [String: [String]] {
        get { box.fields.memberAliases }
        set { update { $0.memberAliases = newValue } }
    }
    public var description: String? {
        get { box.fields.description }
        set { update { $0.description = newValue } }
    }
    public var deprecated: Deprecation? {
        get { box.fields.deprecated }
        set { update { $0.deprecated = newValue } }
    }
    /// `$extensions` exactly as written.
    public var extensions: JSONValue? {
        get { box.fields.extensions }
        set { update { $0.extensions = newValue } }
    }
    public var dynamicType: DynamicTypeRule? {
        get { box.fields.dynamicType }
        set { update { $0.dynamicType = newValue } }
    }
    /// The value under `prefers-reduced-motion` / `accessibilityReduceMotion`: set on duration and
    /// transition tokens after loading (see `TokenProject.applyingReducedMotion`).
    public var reducedMotion: ReducedMotion? {
        get { box.fields.reducedMotion }
        set { update { $0.reducedMotion = newValue } }
    }
    /// Where the token's name is written.
    public var location: SourceLocation {
        get { box.fields.location }
        set { update { $0.location = newValue } }
    }

    /// The dotted path, e.g. `color.text.title`.
    public var name: String { box.fields.name }
}

/// Every token of one resolution, addressable by dotted path, listed in path order.
public struct ResolvedTokenSet: Sendable, Hashable {
    /// Each dotted path numbered by its index in `tokens` (worked out from them: not compared).
    private let positions: TokenNames
    /// Descriptions of groups, keyed by dotted group path.
    public var groupDescriptions: [String: String]

    /// All tokens sorted by path segments (sorted once: every page and the stylesheet walk them).
    public let tokens: [ResolvedToken]

    /// `tokens` in any order; of two with one name, the later is kept.
    public init(tokens: [ResolvedToken], groupDescriptions: [String: String] = [:]) {
        var latest: [String: Int] = [:]
        latest.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() { latest[token.name] = index }
        let kept = latest.count == tokens.count ? tokens : latest.values.sorted().map { tokens[$0] }
        self.init(distinct: kept, groupDescriptions: groupDescriptions)
    }

    /// Tokens of distinct names in any order (a resolution's, one per merged name): no table
    /// of names built to find the ones written twice.
    init(distinct tokens: [ResolvedToken], groupDescriptions: [String: String]) {
        assert(Set(tokens.map(\.name)).count == tokens.count, "distinct names")
        // Sorted as indices over the paths taken out once: a token's path read in the comparison
        // cost a reference count each time.
        let paths = tokens.map(\.path)
        let sorted = concurrentlySortedIndices(count: paths.count) { paths[$0].lexicographicallyPrecedes(paths[$1]) }.map { tokens[$0] }
        self.init(sorted: sorted, groupDescriptions: groupDescriptions)
    }

    /// The tokens `order` lists that resolved (`resolved` of a name number), in its path order:
    /// its table of places is taken over when none failed.
    init(_ order: PathOrder, resolved: (Int) -> ResolvedToken?, groupDescriptions: [String: String]) {
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(order.ids.count)
        for id in order.ids {
            if let token = resolved(id) { tokens.append(token) }
        }
        guard tokens.count == order.ids.count else {
            self.init(sorted: tokens, groupDescriptions: groupDescriptions)
            return
        }
        self.init(sorted: tokens, positions: order.positions, groupDescriptions: groupDescriptions)
    }

    private init(sorted tokens: [ResolvedToken], positions: TokenNames, groupDescriptions: [String: String]) {
        self.positions = positions
        self.groupDescriptions = groupDescriptions
        self.tokens = tokens
    }

    /// Tokens known to be in path order under distinct names (sorted above, or as a cache wrote
    /// them). Each name is numbered by its place, which holds only while no name repeats: one that
    /// does (a damaged cache) is sorted out as `init(tokens:)` does, its later token kept.
    init(sorted tokens: [ResolvedToken], groupDescriptions: [String: String]) {
        var positions = TokenNames()
        positions.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() where positions.intern(token.name) != index {
            self.init(tokens: tokens, groupDescriptions: groupDescriptions)
            return
        }
        self.init(sorted: tokens, positions: positions, groupDescriptions: groupDescriptions)
    }

    /// `base` with `changed` tokens put in place of theirs, when the result holds the same names
    /// (`count` of them): no table rebuilt, no sort. Nil when names come or go.
    init?(updating base: ResolvedTokenSet, with changed: [ResolvedToken], count: Int, groupDescriptions: [String: String]) {
        guard count == base.count else { return nil }
        var tokens = base.tokens
        for token in changed {
            guard let index = base.positions.id(of: token.name) else { return nil }
            tokens[index] = token
        }
        self.positions = base.positions
        self.groupDescriptions = groupDescriptions
        self.tokens = tokens
    }

    /// `base`'s tokens replaced by `tokens`, of the same names in the same order: its table of places kept.
    init(sameNamesAs base: ResolvedTokenSet, tokens: [ResolvedToken]) {
        assert(tokens.count == base.count && zip(tokens, base.tokens).allSatisfy { $0.name == $1.name }, "the same names in the same order")
        self.init(sorted: tokens, positions: base.positions, groupDescriptions: base.groupDescriptions)
    }

    /// These tokens and `added` ones, as `init(tokens: tokens + added)` makes them (an added token
    /// replaces the one of its name; of two added of one name the later is kept; path order), with
    /// the kept tokens neither hashed nor sorted again: a few slot tokens go into thousands. `like`,
    /// a set of the very same names in the same order when the caller has one (permutations mostly
    /// share their names), lends its table of places.
    func adding(_ added: [ResolvedToken], like earlier: ResolvedTokenSet? = nil) -> ResolvedTokenSet {
        var latest: [String: Int] = [:]
        for (index, token) in added.enumerated() { latest[token.name] = index }
        let inserted = latest.values.sorted().map { added[$0] }.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        let replaced = Set(inserted.compactMap { positions.id(of: $0.name) })
        var merged: [ResolvedToken] = []
        var hashes: [NameHash] = []
        merged.reserveCapacity(count + inserted.count)
        hashes.reserveCapacity(count + inserted.count)
        var next = 0
        func insert(before path: [String]?) {
            while next < inserted.count, path.map({ inserted[next].path.lexicographicallyPrecedes($0) }) ?? true {
                merged.append(inserted[next])
                hashes.append(NameHash(inserted[next].name))
                next += 1
            }
        }
        for (index, token) in tokens.enumerated() where !replaced.contains(index) {
            insert(before: token.path)
            merged.append(token)
            hashes.append(positions.hash(of: index))
        }
        insert(before: nil)
        if let earlier, earlier.count == merged.count, zip(earlier.tokens, merged).allSatisfy({ $0.name == $1.name }) {
            return ResolvedTokenSet(sorted: merged, positions: earlier.positions, groupDescriptions: groupDescriptions)
        }
        var names = TokenNames()
        names.reserveCapacity(merged.count)
        for (token, hash) in zip(merged, hashes) { _ = names.intern(token.name, hash: hash) }
        return ResolvedTokenSet(sorted: merged, positions: names, groupDescriptions: groupDescriptions)
    }

    /// Without the tokens at the positions `omitted` marks (by position in `tokens`); the names
    /// kept are not hashed again.
    func filter(omitting omitted: [Bool]) -> ResolvedTokenSet {
        guard omitted.contains(true) else { return self }
        var kept: [ResolvedToken] = []
        var names = TokenNames()
        names.reserveCapacity(count)
        for (position, token) in tokens.enumerated() where !omitted[position] {
            kept.append(token)
            _ = names.intern(token.name, hash: positions.hash(of: position))
        }
        return ResolvedTokenSet(sorted: kept, positions: names, groupDescriptions: groupDescriptions)
    }

    /// The position in `tokens` of the token at a dotted path, whose hash the caller has.
    func position(of name: String, hash: NameHash) -> Int? { positions.id(of: name, hash: hash) }

    /// The token at a dotted path.
    public subscript(name: String) -> ResolvedToken? { positions.id(of: name).map { tokens[$0] } }

    public static func == (lhs: ResolvedTokenSet, rhs: ResolvedTokenSet) -> Bool {
        lhs.tokens == rhs.tokens && lhs.groupDescriptions == rhs.groupDescriptions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tokens)
        hasher.combine(groupDescriptions)
    }

    /// Whether `other` holds tokens of the same names, in the same order.
    func hasSameNames(as other: ResolvedTokenSet) -> Bool {
        count == other.count && zip(tokens, other.tokens).allSatisfy { $0.name == $1.name }
    }

    public var count: Int { tokens.count }
}
