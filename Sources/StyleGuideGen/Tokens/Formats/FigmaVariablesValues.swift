import Foundation

/// A file of Figma's own variables export read by what Figma meant: a number scoped to gaps,
/// sizes or radii is a px dimension, a `FONT_FAMILY` string a font family, a boolean variable
/// (a number with `com.figma` `type: boolean`) a boolean, and `aliasData` a reference. Both spellings of the extension are read (`"com.figma": {scopes}`
/// and the flat `"com.figma.scopes"`). One `format/figma-variables` note per file.
enum FigmaVariablesValues {
    /// Scopes of lengths. (`LINE_HEIGHT` is not one: real exports hold ratios there, `1.2`.)
    static let dimensionScopes: Set<String> = ["GAP", "WIDTH_HEIGHT", "CORNER_RADIUS", "STROKE_FLOAT", "FONT_SIZE",
                                               "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT"]

    /// Whether the document is a Figma export: a root `com.figma.modeName`, or a token carrying `com.figma` keys.
    static func isExport(_ document: JSONValue) -> Bool {
        if let root = document["$extensions"]?.objectMembers, root.contains(where: { $0.key.hasPrefix("com.figma") }) { return true }
        return containsFigmaToken(document, depth: 0)
    }

    private static func containsFigmaToken(_ node: JSONValue, depth: Int) -> Bool {
        guard depth < 64, let members = node.objectMembers else { return false }
        if members.contains(where: { $0.key == "$value" }) {
            return node["$extensions"]?.objectMembers?.contains { $0.key.hasPrefix("com.figma") } ?? false
        }
        let children = members.lazy.filter { !$0.isDollarKey }
        // Proving a large file is not an export walks all of it: its top-level groups are walked at once.
        guard depth > 0 else { return Array(children).concurrentMap { containsFigmaToken($0.value, depth: 1) }.contains(true) }
        return children.contains { containsFigmaToken($0.value, depth: depth + 1) }
    }

    /// Whether a file's bytes could hold a Figma export: its keys spell `com.figma`, or hide it
    /// behind a `\u` escape. Proving a large file is not one walks all of its tree; a search of
    /// its bytes mostly answers first.
    private static func mayBeExport(_ data: Data) -> Bool {
        ByteSearch.contains("com.figma", in: data) || ByteSearch.contains(#"\u"#, in: data)
    }

    /// The document read by Figma's meaning, and a note when that changed anything. Values Figma
    /// wrote in DTCG's types are left as they are (a hex colour still warns: it is not 2025.10).
    /// `data`: the bytes the document was parsed from.
    static func read(_ document: JSONValue, from data: Data) -> (document: JSONValue, note: Diagnostic?) {
        guard mayBeExport(data), isExport(document) else { return (document, nil) }
        let read = converted(document)
        guard read != document else { return (document, nil) }
        let note = Diagnostic.note(.formatFigmaVariables,
            "read as a Figma variables export: numbers scoped to gaps, sizes and radii are px dimensions, FONT_FAMILY strings font families, boolean variables booleans, aliasData references",
            at: document.location)
        return (read, note)
    }

    private static func converted(_ node: JSONValue) -> JSONValue {
        guard let members = node.objectMembers else { return node }
        if members.contains(where: { $0.key == "$value" }) { return token(members, at: node.location) }
        return JSONValue(.object(members.map { member in
            member.isDollarKey ? member : JSONMember(key: member.key, keyLocation: member.keyLocation, value: converted(member.value))
        }), at: node.location)
    }

    /// A `com.figma` key in either spelling.
    private static func figma(_ extensions: JSONValue?, _ key: String) -> JSONValue? {
        extensions?["com.figma"]?[key] ?? extensions?["com.figma." + key]
    }

    private static func token(_ members: [JSONMember], at location: SourceLocation) -> JSONValue {
        let extensions = members.first { $0.key == "$extensions" }?.value
        let scopes = Set((figma(extensions, "scopes")?.arrayValue ?? []).compactMap(\.stringValue))
        let declared = members.first { $0.key == "$type" }?.value.stringValue
        let type: String? = switch declared {
        case "number" where figma(extensions, "type")?.stringValue == "boolean": "boolean"
        case "number" where scopes.contains("FONT_WEIGHT"): "fontWeight"
        case "number" where !scopes.isEmpty && scopes.isSubset(of: dimensionScopes): "dimension"
        case "string" where scopes.contains("FONT_FAMILY"): "fontFamily"
        default: declared
        }
        let alias = figma(extensions, "aliasData")?["targetVariableName"]?.stringValue
        return JSONValue(.object(members.map { member in
            switch member.key {
            case "$type": return JSONMember(key: "$type", keyLocation: member.keyLocation, value: JSONValue(.string(type ?? ""), at: member.value.location))
            case "$value":
                if let alias { return JSONMember(key: "$value", keyLocation: member.keyLocation, value: JSONValue(.string("{" + alias.replacingOccurrences(of: "/", with: ".") + "}"), at: member.value.location)) }
                return JSONMember(key: "$value", keyLocation: member.keyLocation, value: type == declared ? member.value : value(member.value, type: type))
            default: return member
            }
        }), at: location)
    }

    /// A value whose type Figma's scopes changed: a number as a px dimension or a boolean.
    private static func value(_ json: JSONValue, type: String?) -> JSONValue {
        switch type {
        case "boolean": return json.numberValue.map { JSONValue(.bool($0 != 0), at: json.location) } ?? json
        case "dimension": return TokensStudioValues().value(json, type: "dimension")
        default: return json
        }
    }
}
