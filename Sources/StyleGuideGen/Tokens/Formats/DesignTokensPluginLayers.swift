/// Effect styles as the Figma plugin "Design Tokens" writes them: a style of several effects is
/// an object of layers keyed "0", "1"... beside its `description` and `extensions`, with no
/// value of its own, and a blur (which the plugin does not export) is a `null` layer; a style of
/// blurs only is a description alone. Read before its tokens: a style of shadow layers becomes
/// one `custom-shadow` token whose value lists them, a style with nothing to load is left out.
enum DesignTokensPluginLayers {
    struct Found {
        /// Styles read as one token of layers, and the first one's name and place.
        var layered = 0
        var firstLayered: (name: String, location: SourceLocation)?
        /// `null` layers left out, and the first one's place.
        var nullLayers = 0
        var firstNullLayer: SourceLocation?
        /// Styles with nothing to load, left out.
        var withoutValue: [(name: String, location: SourceLocation)] = []
    }

    /// The members a style has beside its layers.
    private static let styleMembers: Set<String> = ["description", "extensions"]

    private enum Style {
        case layers([JSONMember])
        case withoutValue
        case other
    }

    static func read(_ document: JSONValue, found: inout Found) -> JSONValue {
        group(document, path: [], depth: 0, found: &found)
    }

    private static func group(_ node: JSONValue, path: [String], depth: Int, found: inout Found) -> JSONValue {
        guard depth < 256, let members = node.objectMembers, TokenShape.value(of: members) == nil else { return node }
        var result: [JSONMember] = []
        for member in members {
            let name = (path + [member.key]).joined(separator: ".")
            guard !member.isDollarKey, let child = member.value.objectMembers else {
                result.append(member)
                continue
            }
            switch style(child) {
            case .withoutValue:
                found.withoutValue.append((name, member.keyLocation))
            case .layers(let layers):
                found.layered += 1
                if found.firstLayered == nil { found.firstLayered = (name, member.keyLocation) }
                for layer in layers where layer.value.kind == .null {
                    found.nullLayers += 1
                    if found.firstNullLayer == nil { found.firstNullLayer = layer.keyLocation }
                }
                let token = shadowToken(layers: layers, style: child, at: member.value.location)
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: token))
            case .other:
                let read = group(member.value, path: path + [member.key], depth: depth + 1, found: &found)
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: read))
            }
        }
        return JSONValue(.object(result), at: node.location)
    }

    /// A style's own members are a description and extensions; its layers are numbered, each
    /// `null` or a shadow. Anything else is a group (numbered fills, gradients, grids stay tokens).
    private static func style(_ members: [JSONMember]) -> Style {
        let layers = members.filter { Int($0.key) != nil }
        let own = members.filter { Int($0.key) == nil }
        guard !own.isEmpty, own.allSatisfy({ styleMembers.contains($0.key) }) else { return .other }
        let effects = layers.filter { $0.value.kind != .null }
        if effects.isEmpty { return .withoutValue }
        let shadows = effects.allSatisfy { $0.value["type"]?.stringValue == "custom-shadow" && $0.value["value"] != nil }
        return shadows ? .layers(layers.sorted { Int($0.key)! < Int($1.key)! }) : .other
    }

    /// One token of the style's shadow layers, in their order, with its description and extensions.
    private static func shadowToken(layers: [JSONMember], style: [JSONMember], at location: SourceLocation) -> JSONValue {
        let typeLocation = layers.lazy.compactMap { $0.value["type"]?.location }.first ?? location
        let type = JSONMember(key: "type", keyLocation: typeLocation, value: JSONValue(.string("custom-shadow"), at: typeLocation))
        let value = JSONMember(key: "value", keyLocation: typeLocation, value: JSONValue(.array(layers.compactMap { $0.value["value"] }), at: location))
        return JSONValue(.object([type, value] + style.filter { Int($0.key) == nil }), at: location)
    }
}
