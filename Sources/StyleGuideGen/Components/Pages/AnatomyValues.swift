/// The computed CSS values the anatomy tables show: each permutation
/// column's cells at the steps the table reports, read from the values the
/// stylesheet already computed.
struct AnatomyValues {
    private let stylesheet: TokenStylesheet?
    private var cells: [String: TokenCSSCell] = [:]
    /// Whether the stylesheet has any rule for reduced motion.
    private let reducesMotion: Bool

    static let steps: [ContentSizeCategory] = [.xSmall, .standard, .ax5]

    init(stylesheet: TokenStylesheet?, columns: [PermutationColumn]) {
        self.stylesheet = stylesheet
        reducesMotion = stylesheet?.hasReducedMotion ?? false
        guard let values = stylesheet?.values else { return }
        for column in columns {
            for step in Self.steps {
                guard let cell = values.cell(for: column.modifierChoices, at: step) else { continue }
                cells[Self.key(column, step)] = cell
            }
        }
    }

    /// The value of `property` (without `--`) in a column at a step.
    func value(_ property: String, _ column: PermutationColumn, _ step: ContentSizeCategory) -> String? {
        guard let stylesheet, let cell = cells[Self.key(column, step)] else { return nil }
        return stylesheet.resolvedValue(ofProperty: "--" + property, in: cell, wideGamut: true)
    }

    /// The value of `property` (without `--`) in a column at the default step when the user asks for
    /// less motion; nil when the stylesheet reduces nothing.
    func reducedMotionValue(_ property: String, _ column: PermutationColumn) -> String? {
        guard reducesMotion, let stylesheet, let cell = cells[Self.key(column, .standard)] else { return nil }
        return stylesheet.reducedMotion.value(ofProperty: "--" + property, in: cell, values: stylesheet.values)
    }

    private static func key(_ column: PermutationColumn, _ step: ContentSizeCategory) -> String {
        column.choices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") + "@" + step.rawValue
    }
}
