/// Reads a value through the package's own token where that token has it, as the slots of
/// `componentTheme` do.
struct SwiftTokenReader {
    let tree: SwiftNameTree
    /// Each token's property with its values written out (`SwiftTokenMembers.members`).
    let literals: [String: SwiftMember]
    let deprecated: Set<String>

    /// `tokens.PATH` (or a fixed metric of it) when the token's property in the theme is `wanted`.
    func read(_ name: String, as wanted: SwiftConstant, theme: Int) -> String? {
        guard !deprecated.contains(name), let member = literals[name], !member.missing.contains(theme), let accessor = tree.accessor(name) else { return nil }
        let literal = member.expressions[theme]
        if member.type == wanted.type, literal == wanted.expression { return "tokens." + accessor }
        if member.type == "Double", wanted.type == "ScalableMetric", wanted.expression == "ScalableMetric(base: \(literal), scaling: .fixed)" {
            return "ScalableMetric(base: tokens.\(accessor), scaling: .fixed)"
        }
        return nil
    }
}
