/// A Dynamic Type rule the configuration gives a token or a whole group
/// (`"dynamicType": {"size.icon": {"relativeTo": "body", "maxScale": 2}}`), before it meets a token:
/// a group's rule fits each token under it, so its cap may be a multiple of the token's own size.
public struct WrittenDynamicTypeRule: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `textStyle`: a typography token is that Apple text style; a dimension scales with it.
        case textStyle(TextStyle)
        /// `relativeTo`: scaled with the style from the token's own size.
        case relative(TextStyle)
        /// `"fixed": true`: said not to follow the text size.
        case fixed
    }

    public enum Cap: Sendable, Hashable {
        /// `max` (or `maxSize`), in points.
        case points(Double)
        /// `maxScale`: at most this multiple of the token's own size.
        case scale(Double)
    }

    /// The token or group it is written for, dotted.
    public var path: String
    public var kind: Kind
    public var cap: Cap?
    public var location: SourceLocation?

    public init(path: String, kind: Kind, cap: Cap? = nil, location: SourceLocation? = nil) {
        self.path = path
        self.kind = kind
        self.cap = cap
        self.location = location
    }

    /// The rule for one token: nil for a token that has no size (a colour in a configured group).
    /// A cap never holds a token below its own size: it says how far the token may grow.
    func rule(for token: ResolvedToken) -> DynamicTypeRule? {
        guard let base = token.sizeInPoints else { return nil }
        // A size of 0 stays 0: it needs no cap.
        let limit = base == 0 ? nil : cap.map { cap in
            switch cap {
            case .points(let points): Swift.max(points, base)
            case .scale(let factor): (base * factor).rounded(.toNearestOrAwayFromZero)
            }
        }
        switch (kind, token.type) {
        case (.fixed, _): return .fixed
        case (.textStyle(let style), .typography): return .textStyle(style)
        case (.relative(let style), .typography): return .scaledFont(relativeTo: style, maxSize: limit)
        case (.textStyle(let style), _), (.relative(let style), _): return .scaledMetric(relativeTo: style, max: limit)
        }
    }

    /// As written in `styleguide.json`.
    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        switch kind {
        case .textStyle(let style): members.append(("textStyle", .string(style.rawValue)))
        case .relative(let style): members.append(("relativeTo", .string(style.rawValue)))
        case .fixed: members.append(("fixed", .bool(true)))
        }
        switch cap {
        case .points(let points)?: members.append(("max", .number(points)))
        case .scale(let factor)?: members.append(("maxScale", .number(factor)))
        case nil: break
        }
        return .object(members)
    }
}
