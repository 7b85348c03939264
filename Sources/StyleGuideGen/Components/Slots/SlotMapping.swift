/// One entry of the config's `"map"`: a slot and the project's token (or, for a typography slot,
/// the tokens of its members) that fill it.
public struct SlotMapping: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        /// A token path (`bgColor.accent.emphasis`).
        case token(String)
        /// Typography member -> token path (`fontSize` -> `text.body.size.medium`).
        case members([String: String])
    }

    public var slot: String
    public var target: Target
    /// Where the entry's value is written, for diagnostics.
    public var location: SourceLocation?
    /// Where each member's token is written.
    public var memberLocations: [String: SourceLocation] = [:]

    public init(slot: String, target: Target, location: SourceLocation? = nil, memberLocations: [String: SourceLocation] = [:]) {
        self.slot = slot
        self.target = target
        self.location = location
        self.memberLocations = memberLocations
    }

    /// The members a typography slot may be composed of.
    public static let typographyMembers = TypographyValue.standardMembers
}
