/// A named way a component looks besides its default, as overrides of its example data: a state
/// (`state.pressed.pressed: true`: pressed, disabled, error, selected) or a variant
/// (`variant.large.size: large`: a size, a tone). Both are drawn in the matrix; the kind only
/// says which word the page uses for it.
public struct ComponentVariant: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case state, variant
    }

    public var kind: Kind
    public var name: String
    /// Argument -> value, laid over the example.
    public var overrides: [String: String]

    public init(kind: Kind, name: String, overrides: [String: String]) {
        self.kind = kind
        self.name = name
        self.overrides = overrides
    }

    /// `state pressed`, `variant toggle-on`: how a preview's label names it.
    public var label: String { "\(kind.rawValue) \(name)" }
}
