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
    /// By slot name: the token that holds its value in `project`, the slot's own name unless a
    /// project token of another name declares its property (`font-weight.semibold`).
    public var holders: [String: String] = [:]

    /// The slots of a component that take the example's value, in contract order.
    public func defaultedSlots(of component: String) -> [String] {
        contracts.first { $0.component == component }?.slots.map(\.name).filter { bindings[$0]?.isDefaulted == true } ?? []
    }
}
