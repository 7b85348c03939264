/// Reads a component partial's leading comment:
///
///     {{!
///     title: Settings row
///     description: Icon tile, title in Body, then an accessory.
///     group: Settings
///     order: 3
///     status: ready
///     related: settings-screen, settings-header
///     link.figma: https://www.figma.com/file/abc
///     example.title: Wi-Fi
///     values.accessory: toggle, detail, status, chevron
///     state.pressed.pressed: true
///     variant.toggle-on.accessory: toggle
///     slot.color.badge: the badge's fill
///     touch-target.toggle: .settings-row__switch-input in toggle-on
///     }}
///
/// Every error is located at its line and column (the key for an unknown key, the value for a
/// wrong value); all of a partial's errors are reported at once.
enum ComponentMetadataParser {
    /// `file` and `stylesheetFile` name the two files in diagnostics; metadata
    /// errors are located in `file` (the catalog unlocates a built-in one).
    static func parse(name: String, partial: String, stylesheet: String, file: String,
                      stylesheetFile: String? = nil, stylesheetIsBuiltIn: Bool = false) throws(DiagnosticError) -> ComponentDefinition {
        var definition = ComponentDefinition(
            name: name, title: SectionTitle.humanize(name), description: "", group: "Components", order: 1000,
            example: [:], allowedValues: [:], variants: [], stylesheet: stylesheet,
            tokenProperties: StylesheetReferences.tokenProperties(in: stylesheet), file: file,
            stylesheetFile: stylesheetFile ?? file.replacingOccurrences(of: "components/\(name).html", with: "components/\(name).css"),
            stylesheetIsBuiltIn: stylesheetIsBuiltIn)
        guard let comment = ComponentMetadataComment(partial: partial, file: file) else { return definition }
        var errors: [Diagnostic] = []
        for line in comment.lines {
            do {
                try apply(line, to: &definition)
            } catch {
                errors += error.diagnostics
            }
        }
        // A touch target's states and variants are known once every line is read.
        for target in definition.touchTargets {
            for name in target.variants where !definition.variants.contains(where: { $0.name == name }) {
                let known = definition.variants.map(\.name).joined(separator: ", ")
                errors += error("touch target `\(target.selector)` is drawn `in \(name)`, which is no state or variant of the component"
                                + (known.isEmpty ? "" : "; it has \(known)"), at: SourceLocation(file: file, line: target.line, column: 1), definition).diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        return definition
    }

    static let expectedKeys = "title, description, group, order, status, related, link.LABEL, example.ARG, live, base, values.ARG, partial.ARG, "
        + "slot.TOKEN, touch-target[.NAME], state.NAME.ARG or variant.NAME.ARG"

    private static func apply(_ line: ComponentMetadataLine, to definition: inout ComponentDefinition) throws(DiagnosticError) {
        guard let key = line.key else { throw error("expected `key: value`, found `\(line.text)`", at: line.keyLocation, definition) }
        let value = line.value
        let parts = key.split(separator: ".", maxSplits: 2).map(String.init)
        definition.metadataLines[key] = line.keyLocation.line
        switch (parts.first ?? "", parts.count) {
        case ("title", 1): definition.title = value
        case ("description", 1): definition.description = value
        case ("group", 1): definition.group = value
        case ("live", 1): definition.livePage = value
        case ("base", 1): definition.base = value
        case ("order", 1):
            guard let order = Int(value) else { throw error("`order` must be a whole number, found `\(value)`", at: line.valueLocation, definition) }
            definition.order = order
        case ("status", 1):
            guard let status = ComponentStatus(rawValue: value.lowercased()) else {
                throw error("`status` must be one of \(ComponentStatus.allCases.map(\.rawValue).joined(separator: ", ")), found `\(value)`",
                            at: line.valueLocation, definition)
            }
            definition.status = status
        case ("related", 1): definition.related += line.items.map { RelatedComponent(name: $0.text, location: $0.location) }
        case ("link", 2...): try addLink(label: String(key.dropFirst("link.".count)), line, to: &definition)
        case ("example", 2): definition.example[parts[1]] = value
        case ("values", 2): definition.allowedValues[parts[1]] = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        case ("partial", 2): definition.partialPrefixes[parts[1]] = value
        case ("slot", 2...): definition.slotPurposes[String(key.dropFirst("slot.".count))] = value
        case ("touch-target", 1...2):
            guard let target = TouchTargetDeclaration(name: parts.count == 2 ? parts[1] : nil, value: value, line: line.keyLocation.line) else {
                throw error("`\(key)` must be a class selector (`.row` or `.row.row--large`), optionally followed by `in` and the states or variants it "
                            + "is drawn in (`.row in chevron, detail`); found `\(value)`", at: line.valueLocation, definition)
            }
            definition.touchTargets.removeAll { $0.name == target.name }
            definition.touchTargets.append(target)
        case ("state", 3): try addOverride(.state, name: parts[1], argument: parts[2], line, to: &definition)
        case ("variant", 3): try addOverride(.variant, name: parts[1], argument: parts[2], line, to: &definition)
        default: throw error("unknown key `\(key)`; expected \(expectedKeys)", at: line.keyLocation, definition)
        }
    }

    /// `state.NAME.ARG` and `variant.NAME.ARG` add to one list, in the order first written: a name
    /// is either a state or a variant, not both.
    private static func addOverride(_ kind: ComponentVariant.Kind, name: String, argument: String, _ line: ComponentMetadataLine,
                                    to definition: inout ComponentDefinition) throws(DiagnosticError) {
        guard let index = definition.variants.firstIndex(where: { $0.name == name }) else {
            definition.variants.append(ComponentVariant(kind: kind, name: name, overrides: [argument: line.value]))
            return
        }
        guard definition.variants[index].kind == kind else {
            throw error("`\(name)` is already a \(definition.variants[index].kind.rawValue); a name is either a state or a variant",
                        at: line.keyLocation, definition)
        }
        definition.variants[index].overrides[argument] = line.value
    }

    private static func addLink(label: String, _ line: ComponentMetadataLine, to definition: inout ComponentDefinition) throws(DiagnosticError) {
        let link = ComponentLink(label: label, url: line.value)
        guard link.isWeb || link.isRelativePath else {
            throw error("`link.\(label)` must be an http(s) URL or a path relative to the site's root, found `\(line.value)`",
                        at: line.valueLocation, definition)
        }
        definition.links.removeAll { $0.label == label }
        definition.links.append(link)
    }

    private static func error(_ message: String, at location: SourceLocation, _ definition: ComponentDefinition) -> DiagnosticError {
        DiagnosticError(.error(.componentMetadata, "component metadata: " + message, at: location, subject: definition.name))
    }
}
