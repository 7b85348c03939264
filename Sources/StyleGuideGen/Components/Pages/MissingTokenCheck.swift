/// A component that reads a custom property some permutation does not define would render with a
/// gap there: an error naming the component, the property and the permutation. Every slot of a
/// built-in component has the example's value to fall back on, so this concerns a project's own
/// component reading a token the project lacks.
enum MissingTokenCheck {
    static func diagnostics(catalog: ComponentCatalog, stylesheet: TokenStylesheet, columns: [PermutationColumn]) -> [Diagnostic] {
        let values = stylesheet.values
        var found: [Diagnostic] = []
        // A column whose permutation is unknown defines nothing.
        let cells = columns.map { column in (column, values.cell(for: column.modifierChoices, at: values.defaultStep)) }
        for component in catalog.components {
            for property in component.tokenProperties {
                for (column, cell) in cells where !isDefined("--" + property, in: cell, stylesheet) {
                    found.append(diagnostic(component, property, permutation: column.label))
                }
            }
        }
        return found
    }

    /// At the line reading the property (no location in a built-in stylesheet: no file of the project).
    private static func diagnostic(_ component: ComponentDefinition, _ property: String, permutation: String) -> Diagnostic {
        let location = component.stylesheetLocation(line: component.line(ofProperty: property))
        let message = "component `\(component.name)` reads `--\(property)`, which the tokens do not define in permutation \(permutation); "
            + "define the token, or map the slot in styleguide.json `map`"
        return .error(.componentMissingToken, message, at: location, subject: component.name)
    }

    private static func isDefined(_ property: String, in cell: TokenCSSCell?, _ stylesheet: TokenStylesheet) -> Bool {
        guard let cell else { return false }
        return stylesheet.resolvedValue(ofProperty: property, in: cell, wideGamut: true) != nil
    }
}
