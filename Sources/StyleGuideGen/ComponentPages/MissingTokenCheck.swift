/// A component that reads a custom property some permutation does not
/// define would render with a gap there: an error naming the component, the
/// property and the permutation (a warning with `--allow-missing`).
enum MissingTokenCheck {
    static func diagnostics(catalog: ComponentCatalog, stylesheet: TokenStylesheet, columns: [PermutationColumn], allowMissing: Bool) -> [Diagnostic] {
        let values = stylesheet.values
        var found: [Diagnostic] = []
        let defined = columns.map { column -> (PermutationColumn, Set<String>) in
            let inputs = column.choices.map { ModifierChoice(modifier: $0.key, context: $0.value) }
            let names = values.cell(for: inputs, at: values.defaultStep).map { Set(values.resolvedValues(in: $0, wideGamut: true).keys) } ?? []
            return (column, names)
        }
        for component in catalog.components {
            for property in component.tokenProperties {
                for (column, names) in defined where !names.contains("--" + property) {
                    let message = "component `\(component.name)` reads `--\(property)`, which the tokens do not define in permutation \(column.label)"
                        + (allowMissing ? "" : "; define the token or build with --allow-missing")
                    found.append(Diagnostic(allowMissing ? .warning : .error, message,
                                            at: SourceLocation(file: component.stylesheetFile, line: component.line(ofProperty: property), column: 1),
                                            subject: component.name))
                }
            }
        }
        return found
    }
}
