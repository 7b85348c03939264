/// One column of a component matrix: a permutation of the tokens, shown
/// with the data attributes that select it.
public struct PermutationColumn: Sendable, Hashable {
    /// Modifier name -> context.
    public var choices: [String: String]
    /// `theme dark · brand ocean`, or `default` when there are no modifiers.
    public var label: String

    /// Every permutation of the axes, first axis varying slowest (as the
    /// resolver orders them); one `default` column when there are none.
    public static func all(for axes: [PreviewAxis]) -> [PermutationColumn] {
        var columns: [[String: String]] = [[:]]
        for axis in axes {
            columns = columns.flatMap { partial in axis.contexts.map { partial.merging([axis.name: $0]) { _, new in new } } }
        }
        return columns.map { PermutationColumn(choices: $0, label: label(of: $0, naming: axes)) }
    }

    /// The columns a matrix shows: every permutation up to `ShownPermutations.limit`; past it the
    /// appearance's contexts with the other axes at their defaults, or what `show` names.
    public static func shown(for axes: [PreviewAxis], appearance: String?, show: [String: [String]] = [:]) -> [PermutationColumn] {
        let columns = all(for: axes)
        guard columns.count > ShownPermutations.limit || !show.isEmpty else { return columns }
        let kept = columns.filter { column in
            axes.allSatisfy { axis in
                ShownPermutations.shows(column.choices[axis.name] ?? axis.defaultContext, of: axis.name, defaultContext: axis.defaultContext,
                                        appearance: appearance, show: show)
            }
        }
        let shown = kept.isEmpty ? Array(columns.prefix(1)) : kept
        // The held axes are named once in the page's note, not in every column's label.
        let varying = axes.filter { axis in Set(shown.map { $0.choices[axis.name] ?? axis.defaultContext }).count > 1 }
        guard varying.count < axes.count else { return shown }
        return shown.map { PermutationColumn(choices: $0.choices, label: label(of: $0.choices, naming: varying)) }
    }

    /// `theme dark · brand ocean`: the choices of `axes`, or `default` when there are none.
    private static func label(of choices: [String: String], naming axes: [PreviewAxis]) -> String {
        let label = axes.map { "\($0.name) \(choices[$0.name] ?? $0.defaultContext)" }.joined(separator: " · ")
        return label.isEmpty ? "default" : label
    }

    /// The axes every column holds at one context, with it.
    static func held(in columns: [PermutationColumn], axes: [PreviewAxis]) -> [ModifierChoice] {
        axes.filter { $0.contexts.count > 1 }.compactMap { axis in
            let contexts = Set(columns.map { $0.choices[axis.name] ?? axis.defaultContext })
            return contexts.count == 1 ? contexts.first.map { ModifierChoice(modifier: axis.name, context: $0) } : nil
        }
    }

    /// Whether a permutation with these modifier choices is this column (every choice of the column is among them).
    func matches(_ inputs: [ModifierChoice]) -> Bool {
        choices.allSatisfy { choice in inputs.first { $0.modifier == choice.key }?.context == choice.value }
    }

    /// The column's choices as modifier choices (in no particular order).
    var modifierChoices: [ModifierChoice] {
        choices.map { ModifierChoice(modifier: $0.key, context: $0.value) }
    }
}
