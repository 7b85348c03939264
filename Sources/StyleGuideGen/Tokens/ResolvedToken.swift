/// How a token follows the user's text size (from `$extensions.styleguide`).
public enum DynamicTypeRule: Sendable, Hashable {
    /// The token is this Apple text style: size and leading come from the HIG table.
    case textStyle(TextStyle)
    /// A custom font scaled like `UIFontMetrics(forTextStyle:)`, optionally capped (points).
    case scaledFont(relativeTo: TextStyle, maxSize: Double?)
    /// A dimension scaled like `@ScaledMetric(relativeTo:)`, optionally capped (points).
    case scaledMetric(relativeTo: TextStyle, max: Double?)
}

/// `$deprecated`: present means deprecated, with the reason when one is given.
public struct Deprecation: Sendable, Hashable {
    public var reason: String?

    public init(reason: String? = nil) { self.reason = reason }
}

/// One token after merging, `$extends`, alias resolution and value checks.
public struct ResolvedToken: Sendable, Hashable {
    /// Path segments, e.g. `["color", "text", "title"]`.
    public var path: [String]
    public var type: TokenType
    public var value: TokenValue
    /// The token this one's whole `$value` refers to (direct target only), so
    /// CSS can emit `var(--target)`.
    public var aliasOf: [String]?
    /// Members of a composite value that are themselves references, keyed by
    /// member path (`color`, `1.offsetX`, `dashArray.0`) -> target token path.
    public var memberAliases: [String: [String]]
    public var description: String?
    public var deprecated: Deprecation?
    /// `$extensions` exactly as written.
    public var extensions: JSONValue?
    public var dynamicType: DynamicTypeRule?
    /// Where the token's name is written.
    public var location: SourceLocation

    /// The dotted path, e.g. `color.text.title`.
    public var name: String { path.joined(separator: ".") }
}

/// Every token of one resolution, addressable by dotted path, listed in path order.
public struct ResolvedTokenSet: Sendable, Hashable {
    /// Tokens keyed by dotted path.
    public private(set) var byName: [String: ResolvedToken]
    /// Descriptions of groups, keyed by dotted group path.
    public var groupDescriptions: [String: String]

    /// All tokens sorted by path segments (sorted once: every page and the stylesheet walk them).
    public let tokens: [ResolvedToken]

    public init(tokens: [ResolvedToken], groupDescriptions: [String: String] = [:]) {
        var byName: [String: ResolvedToken] = [:]
        byName.reserveCapacity(tokens.count)
        for token in tokens { byName[token.name] = token }
        self.byName = byName
        self.groupDescriptions = groupDescriptions
        self.tokens = byName.values.sorted { $0.path.lexicographicallyPrecedes($1.path) }
    }

    /// `base` with `changed` tokens put in place of theirs, when the result holds the same names
    /// (`count` of them): no dictionary rebuilt, no sort. Nil when names come or go.
    init?(updating base: ResolvedTokenSet, with changed: [ResolvedToken], count: Int, groupDescriptions: [String: String]) {
        guard count == base.count else { return nil }
        var byName = base.byName
        var tokens = base.tokens
        for token in changed {
            guard byName.updateValue(token, forKey: token.name) != nil else { return nil }
            tokens[Self.position(of: token.path, in: tokens)] = token
        }
        self.byName = byName
        self.groupDescriptions = groupDescriptions
        self.tokens = tokens
    }

    /// Where `path` is (or would go) in tokens sorted by path: a binary search.
    private static func position(of path: [String], in tokens: [ResolvedToken]) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].path.lexicographicallyPrecedes(path) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The token at a dotted path.
    public subscript(name: String) -> ResolvedToken? { byName[name] }

    public var count: Int { byName.count }
}
