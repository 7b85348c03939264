/// A project's permutations grouped by their appearance (light, dark, high contrast): within a group
/// they differ only in switches (brand, accent colour, product), which a label or a background
/// does not follow.
struct PermutationSwitches: Sendable {
    /// Per permutation, the number of its group.
    private let groups: [Int]
    private let inputs: [[ModifierChoice]]
    /// The switch modifiers, in the project's order.
    let switchModifiers: [String]

    /// Words of an appearance context: its modifier changes what a label may look like.
    static let appearanceWords = ["light", "dark", "contrast", "night", "day", "dim"]

    init(project: TokenProject) {
        let appearance = Set(project.modifiers.filter { Self.isAppearance($0) || Self.turnsLightDark($0, in: project) }.map(\.name))
        // A modifier of one context (a Tokens Studio group always on) switches nothing.
        switchModifiers = project.modifiers.filter { !appearance.contains($0.name) && $0.contexts.count > 1 }.map(\.name)
        inputs = project.permutations.map(\.inputs)
        var numbers: [[ModifierChoice]: Int] = [:]
        groups = inputs.map { choices in
            let key = choices.filter { appearance.contains($0.modifier) }
            if let number = numbers[key] { return number }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
    }

    var isEmpty: Bool { switchModifiers.isEmpty }

    /// `Color`, or `Brand or Product`.
    var names: String { switchModifiers.joined(separator: " or ") }

    /// Words of an appearance modifier's name (`contrast`: standard, high).
    static let appearanceNames = ["contrast", "appearance", "scheme", "mode"]

    /// By the words of its name or its contexts.
    static func isAppearance(_ modifier: Modifier) -> Bool {
        let name = modifier.name.lowercased()
        return appearanceNames.contains { name.contains($0) } || modifier.contexts.contains { context in
            let lowered = context.lowercased()
            return appearanceWords.contains { lowered.contains($0) }
        }
    }

    /// A modifier that turns light colours dark whatever its contexts are called (Carbon's `theme`:
    /// white, g10, g90, g100): changing only it from the default permutation turns at least a tenth
    /// of the colours from light to dark or back (a brand switch turns next to none).
    static func turnsLightDark(_ modifier: Modifier, in project: TokenProject) -> Bool {
        guard let base = project.defaultPermutation, let position = base.inputs.firstIndex(where: { $0.modifier == modifier.name }) else { return false }
        let colors = base.tokens.tokens.compactMap { token in RoleCheck.color(token.value).map { (token.name, ColorContrast.relativeLuminance(of: $0)) } }
        return project.permutations.contains { other in
            guard other.inputs[position] != base.inputs[position],
                  zip(other.inputs, base.inputs).enumerated().allSatisfy({ $0.offset == position || $0.element.0 == $0.element.1 }) else { return false }
            let turned = colors.filter { name, luminance in
                guard let color = RoleCheck.color(other.tokens[name]?.value) else { return false }
                let now = ColorContrast.relativeLuminance(of: color)
                return (luminance > 0.4 && now < 0.1) || (luminance < 0.1 && now > 0.4)
            }
            return !colors.isEmpty && turned.count * 10 >= colors.count
        }
    }

    /// Where values of one token differ between two permutations of a group, in words
    /// (`Color=danger against Color=primary`); nil when each group holds one value (or values
    /// `same` takes for one).
    func firstChange(in values: [TokenValue?], same: (TokenValue?, TokenValue?) -> Bool = { $0 == $1 }) -> String? {
        var first: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            guard let earlier = first[group] else {
                first[group] = index
                continue
            }
            guard !same(values[earlier], values[index]) else { continue }
            let changed = zip(inputs[earlier], inputs[index]).filter { $0.0.context != $0.1.context }
            return changed.map(\.1.description).joined(separator: ", ") + " against " + changed.map(\.0.description).joined(separator: ", ")
        }
        return nil
    }
}
