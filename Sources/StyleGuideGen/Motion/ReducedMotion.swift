/// A duration or transition token's value when the user asks for less motion
/// (`prefers-reduced-motion: reduce` on the web, `accessibilityReduceMotion` in SwiftUI).
public struct ReducedMotion: Sendable, Hashable {
    /// Where the value comes from.
    public enum Source: Sendable, Hashable {
        /// The token's own `$extensions.styleguide.reducedMotion`.
        case extensions
        /// The config's `reducedMotion` entry for the token or its closest group.
        case config
        /// Nothing said: the motion is removed (a duration becomes 0ms, a transition's duration 0ms).
        case removed
        /// An alias with no entry of its own: its target's reduced value, read through the alias.
        case target
    }

    public var value: TokenValue
    public var source: Source

    /// The key under `$extensions.styleguide`, beside the Dynamic Type ones.
    static let extensionKey = "reducedMotion"
    /// The types that move; a cubicBezier only shapes a movement and stays as it is.
    static let types: Set<TokenType> = [.duration, .transition]

    static let zero = DurationValue(value: 0, unit: .ms)

    /// What "removed" means for a value: no duration, the delay and the curve as they are.
    static func removed(_ value: TokenValue) -> TokenValue {
        switch value {
        case .duration: return .duration(zero)
        case .transition(var transition):
            transition.duration = zero
            return .transition(transition)
        default: return value
        }
    }
}

/// A `reducedMotion` entry of styleguide.json: the value for a token or group, as written.
public struct WrittenReducedMotion: Sendable, Hashable {
    /// Dotted token or group path.
    public var path: String
    public var value: JSONValue
    /// Where the entry's key is written.
    public var location: SourceLocation
}
