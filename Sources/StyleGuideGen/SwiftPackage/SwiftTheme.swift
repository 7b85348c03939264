/// One value of `Tokens` an app can select: a case of every run-time axis, with its light and dark
/// permutations inside (the same one twice when the appearance does not vary).
struct SwiftTheme: Sendable {
    /// One appearance of the theme.
    struct Side: Sendable {
        /// `brand=ocean,theme=dark`: the permutation without the text-size modifier (`default` for none).
        var label: String
        /// The project's tokens, and the slot tokens the seed components read (at the default step).
        var tokens: ResolvedTokenSet
        var slots: ResolvedTokenSet
        /// The tokens and slot tokens of each step, when a modifier gives the text sizes.
        var steps: [ContentSizeCategory: (tokens: ResolvedTokenSet, slots: ResolvedTokenSet)] = [:]
    }

    /// The case of each of the selection's axes, by index.
    var cases: [Int]
    /// `brand=ocean` (`default` when nothing but the appearance varies).
    var label: String
    var light: Side
    var dark: Side
    var isDefault: Bool

    static func label(_ inputs: [ModifierChoice]) -> String {
        inputs.isEmpty ? "default" : inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
    }
}

extension SwiftTheme {
    /// Light, then dark when the theme has a dark side of its own.
    var appearances: [Side] { light.label == dark.label ? [light] : [light, dark] }

    /// A token (or slot token) in light and dark and at each step; nil when neither side has it.
    func sides(of name: String, slots: Bool) -> SwiftValueWriter.Sides? {
        let pick = { (side: Side) in slots ? side.slots[name] : side.tokens[name] }
        guard let found = pick(light) ?? pick(dark) else { return nil }
        let side = pick(light) != nil ? light : dark
        let set = slots ? side.slots : side.tokens
        var steps: [ContentSizeCategory: ResolvedToken] = [:]
        for (step, sets) in side.steps {
            if let token = slots ? sets.slots[name] : sets.tokens[name] { steps[step] = token }
        }
        let lightToken = Self.following(found, in: set)
        let darkToken = pick(dark).map { Self.following($0, in: slots ? dark.slots : dark.tokens) } ?? lightToken
        var sides = SwiftValueWriter.Sides(light: lightToken, dark: darkToken, steps: steps)
        if light.label != dark.label { sides.absentIn = pick(light) == nil ? .light : pick(dark) == nil ? .dark : nil }
        // A font whose size is a reference to a scaled dimension: the CSS scales the size, not the leading.
        if lightToken.dynamicType == nil, lightToken.type == .typography, let target = lightToken.memberAliases["fontSize"],
           case .scaledMetric(let style, let maximum)? = set[target.joined(separator: ".")].flatMap({ set.followedRule(of: $0) }) {
            sides.fontSizeScaling = (style, maximum)
        }
        return sides
    }

    /// A whole alias with no rule of its own takes its target's: the CSS reads every member of the target.
    private static func following(_ token: ResolvedToken, in set: ResolvedTokenSet) -> ResolvedToken {
        let rule = set.followedRule(of: token)
        guard rule != token.dynamicType else { return token }
        var copy = token
        copy.dynamicType = rule
        return copy
    }
}
