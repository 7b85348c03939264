import Foundation

/// A component of the catalog: a Mustache partial
/// (`templates/components/NAME.html`) and its stylesheet
/// (`templates/components/NAME.css`). What the catalog knows of it comes from
/// those two files: metadata from the partial's leading `{{! ... }}` comment,
/// the tokens it reads from the stylesheet's `var(--...)` references.
public struct ComponentDefinition: Sendable, Hashable {
    /// The file name without extension: `settings-row`.
    public var name: String
    /// Human title: `Settings row`.
    public var title: String
    public var description: String
    /// Catalog group for navigation (`Labels`, `Buttons`, `Settings`).
    public var group: String
    /// Place in the catalog (lower first).
    public var order: Int
    /// The data the preview renders with; its keys are the arguments a
    /// `component` block may set.
    public var example: [String: String]
    /// Arguments limited to a list of values (`accessory: toggle, detail, chevron`).
    public var allowedValues: [String: [String]]
    /// Arguments that name a sub-partial (`icon: wifi`): the template sees
    /// the value behind this prefix (`components/icons/wifi`), for `{{>*icon}}`.
    public var partialPrefixes: [String: String] = [:]
    /// `slot.TOKEN: what it is for`: the component's own words for a token it
    /// reads (the example theme's `$description` says it otherwise).
    public var slotPurposes: [String: String] = [:]
    /// `live: what the page shows`: the component also gets a page of its own that follows the
    /// page's switchers (a whole screen), with this description.
    public var livePage: String?
    /// `base: standard-button`: the component is that one with changes; its markup carries the
    /// base's class too, so it reads the base's tokens as well as its own.
    public var base: String?
    /// Example data that is more than text (`sections` of `rows`), from `components/NAME.json` and
    /// the config's `components.examples`, under the flat `example.ARG` values.
    public var exampleData: [String: JSONValue] = [:]
    /// Keys whose list items are instances of another component (`rows`: `settings-row`): each
    /// item's arguments are read as that component's (its partial names, its switches).
    public var itemComponents: [String: String] = [:]
    /// Components the markup or its sub-partials include (`{{>components/settings-row}}`,
    /// `{{> standard-button label="Add"}}`), sorted: their stylesheets style part of this
    /// component's preview, and its page carries their tokens.
    public var embedded: [String] = []
    /// Its states (`state.NAME.ARG`: pressed, disabled) and variants (`variant.NAME.ARG`: sizes,
    /// tones) as overrides of the example, in the order first written.
    public var variants: [ComponentVariant]
    /// `touch-target[.NAME]: .class [in variant, ...]`: the elements a finger taps, in the order written.
    public var touchTargets: [TouchTargetDeclaration] = []
    /// `status: draft|ready|deprecated`; nil when the metadata says nothing.
    public var status: ComponentStatus?
    /// `related: a, b`: components the page links to.
    public var related: [RelatedComponent] = []
    /// `link.LABEL: URL`, in the order written.
    public var links: [ComponentLink] = []
    /// True when the partial ships with the tool (`templates/components/` of the binary), even if
    /// the project overrides it; false for a component of the project's own.
    public var isBuiltIn = false
    /// The line each metadata key is on, for errors found once every component is known (a
    /// `base` that is not a component).
    public var metadataLines: [String: Int] = [:]
    /// The stylesheet, as written.
    public var stylesheet: String
    /// Custom properties the stylesheet reads, in first-use order, without `--`.
    public var tokenProperties: [String]
    /// Where the partial comes from, for diagnostics.
    public var file: String
    /// Where the stylesheet comes from, for messages (`templates/components/NAME.css`,
    /// with ` (built-in)` for a default): the partial may be overridden and the stylesheet not.
    public var stylesheetFile: String
    /// True when the stylesheet is a built-in default, a file the user's
    /// repository lacks: diagnostics about it carry no location.
    public var stylesheetIsBuiltIn: Bool

    /// The stylesheet's name among the templates: `components/NAME.css`.
    public var stylesheetTemplateName: String { "components/\(name).css" }

    /// A place in the stylesheet for a diagnostic; nil for a built-in one.
    public func stylesheetLocation(line: Int, column: Int = 1) -> SourceLocation? {
        stylesheetIsBuiltIn ? nil : SourceLocation(file: stylesheetFile, line: line, column: column)
    }

    /// The first line of the stylesheet that reads `--property` (1 if none).
    public func line(ofProperty property: String) -> Int { position(ofProperty: property).line }

    /// Where the stylesheet first reads `--property`, column included; nil for a built-in one.
    public func stylesheetLocation(ofProperty property: String) -> SourceLocation? {
        let (line, column) = position(ofProperty: property)
        return stylesheetLocation(line: line, column: column)
    }

    /// Line and column of the first `var(--property` (1:1 if none).
    private func position(ofProperty property: String) -> (line: Int, column: Int) {
        let needle = "var(--\(property)"
        for (offset, line) in stylesheet.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let found = line.range(of: needle) { return (offset + 1, line.distance(from: line.startIndex, to: found.lowerBound) + 1) }
        }
        return (1, 1)
    }

    /// The Mustache name the partial is rendered by.
    public var templateName: String { "components/\(name)" }

    public static func == (lhs: ComponentDefinition, rhs: ComponentDefinition) -> Bool {
        lhs.name == rhs.name && lhs.file == rhs.file && lhs.stylesheet == rhs.stylesheet && lhs.example == rhs.example
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(file)
    }
}
