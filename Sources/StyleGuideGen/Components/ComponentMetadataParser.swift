/// Reads a component partial's leading comment:
///
///     {{!
///     title: Settings row
///     description: Icon tile, title in Body, then an accessory.
///     group: Settings
///     order: 3
///     example.title: Wi-Fi
///     values.accessory: toggle, detail, status, chevron
///     variant.pressed.state: pressed
///     slot.color.badge: the badge's fill
///     }}
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
        guard let body = leadingComment(of: partial) else { return definition }
        var variantOverrides: [String: [String: String]] = [:]
        var variantOrder: [String] = []
        for (offset, rawLine) in body.lines.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let lineNumber = body.firstLine + offset
            guard let colon = line.firstIndex(of: ":") else {
                throw DiagnosticError(.error(.componentMetadata, "component metadata: expected `key: value`, found `\(line)`", at: SourceLocation(file: file, line: lineNumber, column: 1), subject: name))
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let parts = key.split(separator: ".", maxSplits: 2).map(String.init)
            switch (parts.first ?? "", parts.count) {
            case ("title", 1): definition.title = value
            case ("description", 1): definition.description = value
            case ("group", 1): definition.group = value
            case ("live", 1): definition.livePage = value
            case ("base", 1): definition.base = value
            case ("order", 1):
                guard let order = Int(value) else {
                    throw DiagnosticError(.error(.componentMetadata, "component metadata: `order` must be a whole number", at: SourceLocation(file: file, line: lineNumber, column: 1), subject: name))
                }
                definition.order = order
            case ("example", 2): definition.example[parts[1]] = value
            case ("values", 2): definition.allowedValues[parts[1]] = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case ("partial", 2): definition.partialPrefixes[parts[1]] = value
            case ("slot", 2...): definition.slotPurposes[String(key.dropFirst("slot.".count))] = value
            case ("variant", 3):
                if variantOverrides[parts[1]] == nil { variantOrder.append(parts[1]) }
                variantOverrides[parts[1], default: [:]][parts[2]] = value
            default:
                throw DiagnosticError(.error(.componentMetadata,
                    "component metadata: unknown key `\(key)`; expected title, description, group, order, example.ARG, live, base, values.ARG, partial.ARG, slot.TOKEN or variant.NAME.ARG",
                    at: SourceLocation(file: file, line: lineNumber, column: 1), subject: name))
            }
        }
        definition.variants = variantOrder.map { ($0, variantOverrides[$0] ?? [:]) }
        return definition
    }

    /// The text of a `{{! ... }}` comment at the very start of the partial,
    /// with the line its first line is on.
    private static func leadingComment(of partial: String) -> (lines: [Substring], firstLine: Int)? {
        guard partial.hasPrefix("{{!"), let end = partial.range(of: "}}") else { return nil }
        let text = partial[partial.index(partial.startIndex, offsetBy: 3)..<end.lowerBound]
        return (text.split(separator: "\n", omittingEmptySubsequences: false), 1)
    }
}

import Foundation
