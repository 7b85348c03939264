/// The computed CSS values the anatomy tables show, worked out once per
/// permutation column at the steps the table reports.
struct AnatomyValues {
    private var table: [String: [String: String]] = [:]

    static let steps: [ContentSizeCategory] = [.xSmall, .standard, .ax5]

    init(stylesheet: TokenStylesheet?, columns: [PermutationColumn]) {
        guard let values = stylesheet?.values else { return }
        for column in columns {
            let inputs = column.choices.map { ModifierChoice(modifier: $0.key, context: $0.value) }
            for step in Self.steps {
                guard let cell = values.cell(for: inputs, at: step) else { continue }
                table[Self.key(column, step)] = values.resolvedValues(in: cell, wideGamut: true)
            }
        }
    }

    /// The value of `property` (without `--`) in a column at a step.
    func value(_ property: String, _ column: PermutationColumn, _ step: ContentSizeCategory) -> String? {
        table[Self.key(column, step)]?["--" + property]
    }

    private static func key(_ column: PermutationColumn, _ step: ContentSizeCategory) -> String {
        column.choices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") + "@" + step.rawValue
    }
}
