/// How a project fills one slot, as the component page and `report.json` show it.
public struct SlotBinding: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// The project has a token of the slot's own name.
        case own
        /// The config's `map` names the project's token (or members' tokens).
        case mapped(SlotMapping.Target)
        /// Neither: the example theme's value stands in.
        case defaulted
    }

    public var slot: ComponentSlot
    public var source: Source
    /// The components that read it, in catalog order.
    public var components: [String]

    /// `bgColor.accent.emphasis`, `fontSize text.body.size, lineHeight text.body.lineHeight`, the
    /// slot's own name, or `not mapped: uses the default`.
    public var text: String {
        switch source {
        case .own: slot.name
        case .mapped(.token(let token)): token
        case .mapped(.members(let members)): members.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        case .defaulted: "not mapped: uses the default"
        }
    }

    public var sourceName: String {
        switch source {
        case .own: "own"
        case .mapped: "mapped"
        case .defaulted: "default"
        }
    }

    public var isDefaulted: Bool { source == .defaulted }

    public var isMapped: Bool {
        if case .mapped = source { return true }
        return false
    }
}
