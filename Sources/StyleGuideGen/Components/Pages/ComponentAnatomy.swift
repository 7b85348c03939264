/// The tokens a component reads (from its stylesheet) with their value in
/// each permutation and, for values that scale, the range over the steps.
struct ComponentAnatomy {
    /// The CSS value of a custom property (without `--`) in a permutation at a step.
    typealias ValueLookup = (_ property: String, _ column: PermutationColumn, _ step: ContentSizeCategory) -> String?

    let component: ComponentDefinition
    let columns: [PermutationColumn]
    let value: ValueLookup
    /// The CSS value of a custom property in a permutation at the default step under reduced motion.
    var reduced: (_ property: String, _ column: PermutationColumn) -> String? = { _, _ in nil }

    func rows() -> [MustacheValue] {
        component.tokenProperties.map { property in
            let values = columns.map { column -> MustacheValue in
                let standard = value(property, column, .standard)
                let small = value(property, column, .xSmall)
                let large = value(property, column, .ax5)
                var entry: [String: MustacheValue] = ["label": .string(column.label), "value": .string(standard ?? "not defined"), "missing": .bool(standard == nil), "reduced": .null]
                if let small, let large, small != standard || large != standard {
                    entry["range"] = .string("\(small) at xSmall … \(large) at AX5")
                }
                // A duration or transition, or a value that reads one: what it is with less motion.
                if let standard, let reduced = reduced(property, column), reduced != standard {
                    entry["reduced"] = .string(reduced)
                }
                return .object(entry)
            }
            return ["property": .string("--" + property), "values": .list(values)]
        }
    }
}
