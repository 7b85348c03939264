/// What the package lets an app choose, and what was chosen when it was generated: the modifiers
/// the site compares (appearance, contrast, brand) are axes selected at run time, light and dark
/// stay inside each value, the text size is the Dynamic Type step, and every modifier the site
/// holds at one context (size, density, palette) is held there in the package too (`show` in
/// styleguide.json chooses both).
struct SwiftSelection: Sendable {
    var appearanceModifier: String?
    var axes: [SwiftAxis]
    /// The modifiers held at one context, with it.
    var held: [ModifierChoice]
    /// Every combination of the axes' cases the site shows, in the project's order.
    var themes: [SwiftTheme]

    /// The shown permutations (`shown`, indices into `tokens`) as axes and themes. `slots` is the
    /// same project with the seed components' slot tokens added.
    static func make(tokens: TokenProject, slots: TokenProject, shown: [Int], appearance: String?,
                     textSize: TokenCSSValues.TextSizeAxis?) -> SwiftSelection {
        let modifiers = tokens.modifiers.filter { $0.name != textSize?.modifier }
        // Each shown permutation's key: modifier -> context (the appearance's without light or dark).
        let keyed = shown.map { index -> (index: Int, key: [String: String], scheme: ColorScheme) in
            var key: [String: String] = [:]
            var scheme = ColorScheme.light
            for choice in tokens.permutations[index].inputs where choice.modifier != textSize?.modifier {
                if choice.modifier == appearance, let rest = ColorScheme.remainder(of: choice.context) {
                    scheme = ColorScheme(context: choice.context) ?? .light
                    key[choice.modifier] = rest
                } else {
                    key[choice.modifier] = choice.context
                }
            }
            return (index, key, scheme)
        }
        let defaultIndex = tokens.defaultIndex
        var axes: [SwiftAxis] = []
        var held: [ModifierChoice] = []
        var taken = Set(SwiftIdentifier.unusable)
        for modifier in modifiers {
            var names: [String] = []
            for entry in keyed { if let name = entry.key[modifier.name], !names.contains(name) { names.append(name) } }
            if names.count == 1, let only = names.first, !only.isEmpty, modifier.contexts.count > 1 {
                held.append(ModifierChoice(modifier: modifier.name, context: only))
            }
            guard names.count > 1 else { continue }
            let defaultName = keyed.first { $0.index == defaultIndex }?.key[modifier.name] ?? names[0]
            axes.append(axis(modifier.name, cases: names, defaultName: defaultName, taken: &taken))
        }
        let themes = group(keyed, axes: axes, tokens: tokens, slots: slots, textSize: textSize, defaultIndex: defaultIndex)
        return SwiftSelection(appearanceModifier: appearance, axes: axes, held: held, themes: themes)
    }

    private static func axis(_ modifier: String, cases names: [String], defaultName: String, taken: inout Set<String>) -> SwiftAxis {
        var property = SwiftIdentifier.make(modifier, .lower)
        while taken.contains(SwiftIdentifier.bare(property)) { property = SwiftIdentifier.bare(property) + "Choice" }
        taken.insert(SwiftIdentifier.bare(property))
        var typeName = SwiftIdentifier.make(modifier, .upper)
        // `Theme` is what the seed components read.
        if SwiftIdentifier.reservedTypeNames.contains(typeName) || typeName.hasSuffix("_") { typeName = SwiftIdentifier.bare(property).capitalizedFirst + "Choice" }
        var identifiers: Set<String> = []
        let cases = names.map { name -> SwiftAxis.Case in
            var identifier = SwiftIdentifier.make(name.isEmpty ? "standard" : name, .lower)
            var number = 2
            while identifiers.contains(identifier) {
                identifier = SwiftIdentifier.bare(SwiftIdentifier.make(name, .lower)) + "\(number)"
                number += 1
            }
            identifiers.insert(identifier)
            return SwiftAxis.Case(name: name, identifier: identifier)
        }
        return SwiftAxis(modifier: modifier, typeName: typeName, property: property, cases: cases,
                         defaultCase: names.firstIndex(of: defaultName) ?? 0)
    }

    /// The shown permutations grouped by their axes' cases, light and dark and the steps inside.
    private static func group(_ keyed: [(index: Int, key: [String: String], scheme: ColorScheme)], axes: [SwiftAxis],
                              tokens: TokenProject, slots: TokenProject, textSize: TokenCSSValues.TextSizeAxis?,
                              defaultIndex: Int) -> [SwiftTheme] {
        var order: [[Int]] = []
        var sides: [[Int]: [ColorScheme: SwiftTheme.Side]] = [:]
        var defaultCases: [Int]?
        for entry in keyed {
            let cases = axes.map { axis in axis.cases.firstIndex { $0.name == entry.key[axis.modifier] } ?? 0 }
            let permutation = tokens.permutations[entry.index]
            let inputs = permutation.inputs.filter { $0.modifier != textSize?.modifier }
            let slotTokens = slots.permutations.indices.contains(entry.index) ? slots.permutations[entry.index].tokens : permutation.tokens
            var side = sides[cases]?[entry.scheme] ?? SwiftTheme.Side(label: SwiftTheme.label(inputs), tokens: permutation.tokens, slots: slotTokens)
            if let textSize {
                guard let context = permutation.inputs.first(where: { $0.modifier == textSize.modifier })?.context,
                      let step = textSize.steps[context] else { continue }
                side.steps[step] = (permutation.tokens, slotTokens)
                if step == textSize.defaultStep { (side.tokens, side.slots) = (permutation.tokens, slotTokens) }
            }
            if sides[cases] == nil { order.append(cases) }
            sides[cases, default: [:]][entry.scheme] = side
            if entry.index == defaultIndex { defaultCases = cases }
        }
        return order.map { cases in
            let found = sides[cases] ?? [:]
            let light = found[.light] ?? found[.dark]!
            let label = zip(axes, cases).map { "\($0.modifier)=\($0.cases[$1].name)" }.joined(separator: ",")
            return SwiftTheme(cases: cases, label: label.isEmpty ? "default" : label, light: light, dark: found[.dark] ?? light,
                              isDefault: cases == (defaultCases ?? order[0]))
        }
    }

    var defaultTheme: SwiftTheme { themes.first(where: \.isDefault) ?? themes[0] }
}
