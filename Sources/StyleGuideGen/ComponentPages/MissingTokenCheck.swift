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
                    found.append(diagnostic(component, property, permutation: column.label, allowMissing: allowMissing))
                }
            }
        }
        return found
    }

    /// In the project's own stylesheet: at the line reading the property. In a
    /// built-in one (no file of the project): no location; the message names
    /// the template and line, and the subject is the template.
    private static func diagnostic(_ component: ComponentDefinition, _ property: String, permutation: String, allowMissing: Bool) -> Diagnostic {
        let line = component.line(ofProperty: property)
        let severity: Severity = allowMissing ? .warning : .error
        guard let location = component.stylesheetLocation(line: line) else {
            let template = "templates/\(component.stylesheetTemplateName)"
            let message = "built-in component `\(component.name)` reads `--\(property)` (\(template), line \(line)), which the tokens do not define in permutation \(permutation)"
                + (allowMissing ? "" : "; define the token, override `\(template)`, or build with --allow-missing")
            return Diagnostic(severity, .componentMissingToken, message, subject: component.stylesheetTemplateName)
        }
        let message = "component `\(component.name)` reads `--\(property)`, which the tokens do not define in permutation \(permutation)"
            + (allowMissing ? "" : "; define the token or build with --allow-missing")
        return Diagnostic(severity, .componentMissingToken, message, at: location, subject: component.name)
    }

    private static func isDefined(_ property: String, in cell: TokenCSSCell?, _ stylesheet: TokenStylesheet) -> Bool {
        guard let cell else { return false }
        return stylesheet.resolvedValue(ofProperty: property, in: cell, wideGamut: true) != nil
    }
}
