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
    /// Dotted path -> index in `tokens`.
    private let positions: [String: Int]
    /// Descriptions of groups, keyed by dotted group path.
    public var groupDescriptions: [String: String]

    /// All tokens sorted by path segments (sorted once: every page and the stylesheet walk them).
    public let tokens: [ResolvedToken]

    /// `tokens` in any order; of two with one name, the later is kept.
    public init(tokens: [ResolvedToken], groupDescriptions: [String: String] = [:]) {
        var latest: [String: Int] = [:]
        latest.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() { latest[token.name] = index }
        let sorted = (latest.count == tokens.count ? tokens : latest.values.sorted().map { tokens[$0] })
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(sorted.count)
        for (index, token) in sorted.enumerated() { positions[token.name] = index }
        self.positions = positions
        self.groupDescriptions = groupDescriptions
        self.tokens = sorted
    }

    /// `base` with `changed` tokens put in place of theirs, when the result holds the same names
    /// (`count` of them): no table rebuilt, no sort. Nil when names come or go.
    init?(updating base: ResolvedTokenSet, with changed: [ResolvedToken], count: Int, groupDescriptions: [String: String]) {
        guard count == base.count else { return nil }
        var tokens = base.tokens
        for token in changed {
            guard let index = base.positions[token.name] else { return nil }
            tokens[index] = token
        }
        self.positions = base.positions
        self.groupDescriptions = groupDescriptions
        self.tokens = tokens
    }

    /// The token at a dotted path.
    public subscript(name: String) -> ResolvedToken? { positions[name].map { tokens[$0] } }

    public var count: Int { tokens.count }
}
