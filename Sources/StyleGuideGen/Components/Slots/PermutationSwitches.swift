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
        let appearance = Set(project.modifiers.filter(Self.isAppearance).map(\.name))
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

    static func isAppearance(_ modifier: Modifier) -> Bool {
        modifier.contexts.contains { context in
            let lowered = context.lowercased()
            return appearanceWords.contains { lowered.contains($0) }
        }
    }

    /// Where values of one token differ between two permutations of a group, in words
    /// (`Color=danger against Color=primary`); nil when each group holds one value.
    func firstChange(in values: [TokenValue?]) -> String? {
        var first: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            guard let earlier = first[group] else {
                first[group] = index
                continue
            }
            guard values[earlier] != values[index] else { continue }
            let changed = zip(inputs[earlier], inputs[index]).filter { $0.0.context != $0.1.context }
            return changed.map(\.1.description).joined(separator: ", ") + " against " + changed.map(\.0.description).joined(separator: ", ")
        }
        return nil
    }
}
