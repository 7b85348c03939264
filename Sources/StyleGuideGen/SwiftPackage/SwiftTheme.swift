/// One theme type of the package: a choice of every modifier other than appearance and text size,
/// with its light and dark permutations inside (the same one twice without an appearance modifier).
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

    var typeName: String
    /// `brand=ocean` (`default` when only appearance varies).
    var label: String
    var light: Side
    var dark: Side
    var isDefault: Bool

    /// The project's permutations grouped into theme types, in the project's order. `tokens` and
    /// `slots` are the same project before and after the seed components' slots were added.
    static func themes(tokens: TokenProject, slots: TokenProject, appearance: String?, textSize: TokenCSSValues.TextSizeAxis?,
                       diagnostics: inout DiagnosticBag) -> [SwiftTheme] {
        var order: [[ModifierChoice]] = []
        var sides: [[ModifierChoice]: [String: Side]] = [:]
        let defaultInputs = tokens.defaultPermutation?.inputs ?? []
        for (index, permutation) in tokens.permutations.enumerated() {
            let inputs = permutation.inputs.filter { $0.modifier != textSize?.modifier }
            // Light and dark go inside one type; any other context of the appearance modifier is a theme of its own.
            let appearanceContext = inputs.first { $0.modifier == appearance }?.context
            let inside = appearanceContext == "light" || appearanceContext == "dark"
            let key = inside ? inputs.filter { $0.modifier != appearance } : inputs
            let side = appearanceContext == "dark" ? "dark" : "light"
            let slotTokens = slots.permutations.indices.contains(index) ? slots.permutations[index].tokens : permutation.tokens
            var entry = sides[key]?[side] ?? Side(label: Self.label(inputs), tokens: permutation.tokens, slots: slotTokens)
            if let textSize {
                guard let context = permutation.inputs.first(where: { $0.modifier == textSize.modifier })?.context,
                      let step = textSize.steps[context] else { continue }
                entry.steps[step] = (permutation.tokens, slotTokens)
                if step == textSize.defaultStep { (entry.tokens, entry.slots) = (permutation.tokens, slotTokens) }
            }
            if sides[key] == nil { order.append(key) }
            sides[key, default: [:]][side] = entry
        }
        let defaultChoices = defaultInputs.filter { $0.modifier != textSize?.modifier }
        let defaultAppearance = defaultChoices.first { $0.modifier == appearance }?.context
        let defaultKey = defaultAppearance == "light" || defaultAppearance == "dark" ? defaultChoices.filter { $0.modifier != appearance } : defaultChoices
        var taken: [String: String] = [:]
        return order.map { key in
            let found = sides[key] ?? [:]
            let light = found["light"] ?? found["dark"]!
            let label = key.isEmpty ? "default" : Self.label(key)
            var name = typeName(key)
            if let holder = taken[name] {
                var number = 2
                while taken["\(name)_\(number)"] != nil { number += 1 }
                diagnostics.append(.warning(.swiftNameCollision,
                    "the permutations `\(holder)` and `\(label)` both become the Swift type `\(name)`; `\(label)` is `\(name)_\(number)` instead (rename a context to choose)"))
                name += "_\(number)"
            }
            taken[name] = label
            return SwiftTheme(typeName: name, label: label, light: light, dark: found["dark"] ?? light, isDefault: key == defaultKey)
        }
    }

    /// `OceanCompactTheme`: the contexts in modifier order, or `DefaultTheme`.
    static func typeName(_ inputs: [ModifierChoice]) -> String {
        let words = inputs.flatMap { SwiftIdentifier.words($0.context) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let base = joined.isEmpty ? "Default" : (joined.first!.isNumber ? "_" + joined : joined)
        return base + "Theme"
    }

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

    /// Every group path holding a token of either side (`color`, `color.text`).
    var groupPaths: Set<String> {
        var paths: Set<String> = []
        for side in appearances {
            for token in side.tokens.tokens {
                for end in token.path.indices.dropLast() { paths.insert(token.path[...end].joined(separator: ".")) }
            }
        }
        return paths
    }
}
