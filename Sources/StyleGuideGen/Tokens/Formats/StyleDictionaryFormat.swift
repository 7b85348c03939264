/// Style Dictionary's older files (`value`/`type`/`comment`/`attributes`, no `$`): read as their
/// DTCG equivalents with one `format/legacy-tokens` warning per file. A token without `type` takes
/// it from `attributes.category`, else from its path's first name (Style Dictionary's
/// category/type/item structure: `color.background.primary`, `size.font.base`; `font.family.*` and
/// `font.weight.*` by their second name). A size without a unit is in rem, as the `size/rem`
/// transform of Style Dictionary's web transform groups reads it.
enum StyleDictionaryFormat {
    /// Categories whose DTCG type is plain; others are left to type inference.
    static let categoryTypes = ["color": "color", "size": "dimension", "time": "duration",
                                "dimension": "dimension", "duration": "duration", "number": "number",
                                // Kept under their own names: text, not a DTCG type.
                                "asset": "asset", "content": "content"]

    /// A literal in its 2025.10 shape, so a file warns once, not once per token: hex colours as
    /// colour objects, `"16px"` and `"150ms"` as `{value, unit}`, number strings as numbers, and a
    /// size without a unit in rem.
    static func dtcgShape(_ value: JSONValue, type: String?) -> JSONValue {
        if let text = value.stringValue, text.hasPrefix("{") { return value }
        let build = JSONShapeBuilder(location: value.location)
        switch type {
        case "dimension":
            if let rem = value.numberValue ?? value.stringValue.flatMap(NumberText.parse) {
                return build.object([("value", build.number(rem)), ("unit", build.string("rem"))])
            }
            return TokensStudioValues().value(value, type: "dimension")
        case "duration":
            guard let text = value.stringValue, let (n, unit) = NumberText.splitUnit(text), unit == "ms" || unit == "s" else { return value }
            return build.object([("value", build.number(n)), ("unit", build.string(unit))])
        case "color": return TokensStudioValues().value(value, type: "color")
        case "fontWeight": return TokensStudioValues().value(value, type: "fontWeights")
        case "number": return value.stringValue.flatMap(NumberText.parse).map(build.number) ?? value
        default: return value
        }
    }

    /// The document in DTCG shape, and what says so: a warning when tokens are written the Style
    /// Dictionary way, a note naming the metadata members kept, a warning for null descriptions.
    static func read(_ document: JSONValue, file: String) -> (document: JSONValue, diagnostics: [Diagnostic]) {
        let (converted, found) = LegacyTokenFormat.converted(document) { path, members in
            let attributes = members.first { $0.key == "attributes" }?.value
            let category = (attributes?["category"]?.stringValue ?? path.first)?.lowercased()
            let item = (attributes?["type"]?.stringValue ?? (path.count > 1 ? path[1] : nil))?.lowercased()
            let type = category == "font" ? ["family": "fontFamily", "weight": "fontWeight"][item ?? ""] : category.flatMap { categoryTypes[$0] }
            let written = members.first { $0.key == "type" }?.value.stringValue ?? type
            guard let value = members.first(where: { $0.key == "value" })?.value else { return .init(type: written) }
            return .init(type: written, value: dtcgShape(value, type: written))
        }
        var diagnostics = diagnostics(found, in: document)
        if found.legacyTokens > 0 {
            let count = found.legacyTokens == 1 ? "1 token is" : "\(found.legacyTokens) tokens are"
            diagnostics.insert(.warning(.formatLegacyTokens,
                "\(count) written the Style Dictionary way (value, type, comment without $); read as DTCG 2025.10 tokens, types taken from attributes.category or the first name of each path, sizes without a unit in rem: rename value to $value, type to $type and comment to $description",
                at: document.location), at: 0)
        }
        return (converted, diagnostics)
    }

    /// What converting a document met, beside its legacy tokens (which each reader words its own way).
    static func diagnostics(_ found: LegacyTokenFormat.Found, in document: JSONValue) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if found.nullDescriptions > 0 {
            diagnostics.append(.warning(.formatNullDescription, "\(found.nullDescriptions == 1 ? "a description is" : "\(found.nullDescriptions) descriptions are") null, read as no description: remove them or write a string",
                                        at: document.location))
        }
        if let first = found.firstPlainValue {
            diagnostics.append(.warning(.formatPlainValue, "\(found.plainValues == 1 ? "a plain value" : "\(found.plainValues) plain values") where a token or group belongs \(found.plainValues == 1 ? "is" : "are") read as \(found.plainValues == 1 ? "a token" : "tokens"), as Style Dictionary lets references reach them: write {\"$value\": ...}",
                                        at: first))
        }
        if found.nulls > 0 {
            diagnostics.append(.warning(.formatPlainValue, "\(found.nulls == 1 ? "a null" : "\(found.nulls) nulls") where a token or group belongs \(found.nulls == 1 ? "holds" : "hold") nothing and \(found.nulls == 1 ? "is" : "are") left out", at: document.location))
        }
        let members = found.metadata.sorted { $0.value < $1.value }
        if let first = members.first {
            diagnostics.append(.note(.formatMetadata, "members beside tokens that no DTCG property holds (\(members.map { "'\($0.key)'" }.joined(separator: ", "))) are kept as metadata, under $extensions.\(LegacyTokenFormat.membersExtension), and not used",
                                     at: first.value))
        }
        return diagnostics
    }
}
