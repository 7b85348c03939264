/// A component that reads a custom property some permutation does not
/// define would render with a gap there: an error naming the component, the
/// property and the permutation (a warning with `--allow-missing`).
enum MissingTokenCheck {
    static func diagnostics(catalog: ComponentCatalog, stylesheet: TokenStylesheet, columns: [PermutationColumn], allowMissing: Bool) -> [Diagnostic] {
        let values = stylesheet.values
        var found: [Diagnostic] = []
        // A column whose permutation is unknown defines nothing.
        let cells = columns.map { column in (column, values.cell(for: column.modifierChoices, at: values.defaultStep)) }
        for component in catalog.components {
            for property in component.tokenProperties {
                for (column, cell) in cells where !isDefined("--" + property, in: cell, stylesheet) {
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

    private static func isDefined(_ property: String, in cell: TokenCSSCell?, _ stylesheet: TokenStylesheet) -> Bool {
        guard let cell else { return false }
        return stylesheet.resolvedValue(ofProperty: property, in: cell, wideGamut: true) != nil
    }
}
