/// What binding components gives: every component's contract, how each slot is filled, and
/// the tokens the stylesheet writes (the project's own plus, in every permutation, one token per
/// mapped or defaulted slot, so a built-in component's `var()` always finds a value).
public struct ComponentTokens: Sendable {
    /// What the stylesheet and contrast checks read.
    public var project: TokenProject
    public var contracts: [ComponentContract]
    /// By slot name.
    public var bindings: [String: SlotBinding]
    /// Where the project sets each slot: what a diagnostic about a built-in component names.
    public var settings: SlotSettings

    /// The slots of a component that take the example's value, in contract order.
    public func defaultedSlots(of component: String) -> [String] {
        contracts.first { $0.component == component }?.slots.map(\.name).filter { bindings[$0]?.isDefaulted == true } ?? []
    }
}
