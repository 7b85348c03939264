import Foundation

/// Files of the Figma plugin "Design Tokens" (Lukas Oppermann's), read by what the plugin means:
/// its tokens are written the Style Dictionary way (`LegacyTokenFormat`), but a size without a
/// unit is px (the plugin exports Figma's pixels), its `custom-*` types are DTCG types
/// (`DesignTokensPluginValues`), and effect styles have layers (`DesignTokensPluginLayers`).
/// The plugin's original format (`{value, type, unit: "pixel"}` beside `category` and
/// `exportKey`) reads its `unit`: pixel as px, s as seconds.
enum DesignTokensPluginFormat {
    /// The extension the plugin writes on every style it exports.
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// Every `custom-*` type the plugin writes, with a DTCG type or not (spacing, radius, grid).
    static let pluginTypes: Set<String> = Set(DesignTokensPluginValues.types.keys).union(["custom-spacing", "custom-radius", "custom-grid"])

    /// Whether the document is the plugin's: a token carrying its extension or one of its types,
    /// or its original format's `category` and `exportKey`. `data`: the bytes it was parsed from
    /// (most files are told apart by them, without a walk).
    static func isExport(_ document: JSONValue, data: Data) -> Bool {
        let marks = ["figmaDesignTokens", "exportKey", "\"custom-", #"\u"#]
        guard marks.contains(where: { ByteSearch.contains($0, in: data) }) else { return false }
        return containsPluginToken(document, depth: 0)
    }

    private static func containsPluginToken(_ node: JSONValue, depth: Int) -> Bool {
        guard depth < 64, let members = node.objectMembers else { return false }
        if node["extensions"]?[extensionKey] != nil { return true }
        if members.contains(where: { $0.key == "category" }) && members.contains(where: { $0.key == "exportKey" }) { return true }
        if TokenShape.isLegacyToken(members) { return node["type"]?.stringValue.map(pluginTypes.contains) ?? false }
        return members.contains { !$0.isDollarKey && containsPluginToken($0.value, depth: depth + 1) }
    }

    /// What reading the plugin's types met, beside what `LegacyTokenFormat` counts.
    private struct TypesFound {
        /// Tokens of each `custom-*` type with a DTCG type, and the first one's place.
        var tokens: [String: (count: Int, first: SourceLocation)] = [:]
        /// Names of the value members kept as metadata, with where each was first met.
        var metadata: [String: SourceLocation] = [:]
    }

    /// The document in DTCG shape, and what says how it was read.
    static func read(_ document: JSONValue) -> (document: JSONValue, diagnostics: [Diagnostic]) {
        var layers = DesignTokensPluginLayers.Found()
        let styles = DesignTokensPluginLayers.read(document, found: &layers)
        var types = TypesFound()
        let (converted, found) = LegacyTokenFormat.converted(styles) { _, members in reading(members, found: &types) }
        var diagnostics: [Diagnostic] = []
        if found.legacyTokens > 0 {
            let count = found.legacyTokens == 1 ? "1 token is" : "\(found.legacyTokens) tokens are"
            diagnostics.append(.warning(.formatLegacyTokens,
                "\(count) written as the Figma plugin Design Tokens exports them (value, type, description without $); read as DTCG 2025.10 tokens, sizes without a unit in px (a unit pixel as px, s as seconds): rename value to $value, type to $type and description to $description, and write sizes as {\"value\": 16, \"unit\": \"px\"}",
                at: document.location))
        }
        diagnostics += StyleDictionaryFormat.diagnostics(found, in: document)
        diagnostics += typeDiagnostics(types)
        diagnostics += layerDiagnostics(layers)
        return (converted, diagnostics)
    }

    /// A plugin token: its `custom-*` type as its DTCG type, sizes in px.
    private static func reading(_ members: [JSONMember], found: inout TypesFound) -> LegacyTokenFormat.Reading {
        let typeMember = members.first { $0.key == "type" }
        let type = typeMember?.value.stringValue
        guard let value = members.first(where: { $0.key == "value" })?.value else { return .init(type: type) }
        if let type, let typeMember, DesignTokensPluginValues.types[type] != nil {
            let seen = found.tokens[type]
            found.tokens[type] = ((seen?.count ?? 0) + 1, seen?.first ?? typeMember.value.location)
            if let read = DesignTokensPluginValues.converted(value, type: type) {
                for member in read.metadata where found.metadata[member.key] == nil { found.metadata[member.key] = member.keyLocation }
                return .init(type: read.type, value: read.value, metadata: read.metadata)
            }
        }
        if value.numberValue != nil, let unit = members.first(where: { $0.key == "unit" })?.value.stringValue {
            let build = JSONShapeBuilder(location: value.location)
            switch unit {
            case "pixel": return .init(type: "dimension", value: DesignTokensPluginValues.px(value), used: ["unit"])
            case "s": return .init(type: "duration", value: build.object([("value", value), ("unit", build.string("s"))]), used: ["unit"])
            default: break
            }
        }
        let shaped = type == "dimension" && value.numberValue != nil ? DesignTokensPluginValues.px(value) : StyleDictionaryFormat.dtcgShape(value, type: type)
        return .init(type: type, value: shaped)
    }

    /// One warning per `custom-*` type read as a DTCG type, one note naming the value members kept.
    private static func typeDiagnostics(_ found: TypesFound) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = found.tokens.sorted { $0.value.first < $1.value.first }.compactMap { type, seen in
            guard let (dtcg, reading) = DesignTokensPluginValues.types[type] else { return nil }
            let count = seen.count == 1 ? "1 token has" : "\(seen.count) tokens have"
            return .warning(.formatUnknownType,
                "\(count) type '\(type)', not one of the 13 DTCG types but the Figma plugin Design Tokens' name for \(dtcg); read as \(dtcg) (\(reading)): write \"$type\": \"\(dtcg)\" and a 2025.10 \(dtcg) value",
                at: seen.first)
        }
        let members = found.metadata.sorted { $0.value < $1.value }
        if let first = members.first {
            diagnostics.append(.note(.formatMetadata,
                "members of the Figma plugin Design Tokens' values that their DTCG type has no place for (\(members.map { "'\($0.key)'" }.joined(separator: ", "))) are kept as metadata, under $extensions.\(LegacyTokenFormat.membersExtension), and not used",
                at: first.value))
        }
        return diagnostics
    }

    /// Effect styles read as one shadow token of layers, blur layers and styles left out.
    private static func layerDiagnostics(_ found: DesignTokensPluginLayers.Found) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let (name, location) = found.firstLayered {
            let count = found.layered == 1 ? "1 effect style is" : "\(found.layered) effect styles are"
            diagnostics.append(.warning(.formatNumberedLayers,
                "\(count) written as layers keyed 0, 1... beside a description (\(found.layered == 1 ? "" : "first: ")\(name)); each is read as one shadow token listing its layers: write {\"$type\": \"shadow\", \"$value\": [layer, ...]}",
                at: location))
        }
        if let location = found.firstNullLayer {
            let count = found.nullLayers == 1 ? "1 layer is null (a blur, which the plugin does not export): it is" : "\(found.nullLayers) layers are null (blurs, which the plugin does not export): they are"
            diagnostics.append(.note(.formatNumberedLayers, "\(count) left out of the shadow", at: location))
        }
        for style in found.withoutValue {
            diagnostics.append(.warning(.formatStyleWithoutValue,
                "a style exported with no value (the plugin exports no blur effects): nothing to load, it is left out",
                at: style.location, subject: style.name))
        }
        return diagnostics
    }
}
