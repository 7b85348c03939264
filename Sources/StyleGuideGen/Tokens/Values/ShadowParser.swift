/// One shadow `{color, offsetX, offsetY, blur, spread, inset?}` or a list of them;
/// a layer may be a reference to another shadow token (single or layered).
enum ShadowParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> [ShadowLayer]? {
        if let text = json.stringValue {
            guard let shape = context.shorthand(text, at: json.location, as: "shadow", object: "{color, offsetX, offsetY, blur, spread}", css: "CSS box-shadow",
                                                read: CSSShorthandValue.shadow) else { return nil }
            return parse(shape, member: member, context: &context)
        }
        if let layers = numberedLayers(json) {
            context.warning(.formatMemberName, "shadow layers keyed 0, 1... are read as a list of layers: write an array", at: json.location)
            return parse(JSONValue(.array(layers), at: json.location), member: member, context: &context)
        }
        guard let items = json.arrayValue else { return layer(json, member: member, context: &context).map { [$0] } }
        guard !items.isEmpty else {
            context.error(.formatInvalidValue, "a shadow array must hold at least one shadow", at: json.location)
            return nil
        }
        var layers: [ShadowLayer] = []
        for (i, item) in items.enumerated() {
            guard case .shadow(let more)? = context.value(item, as: .shadow, member: ValueContext.memberPath(member, String(i))) else { return nil }
            layers.append(contentsOf: more)
        }
        return layers
    }

    /// The values of an object keyed 0, 1, 2..., in key order.
    private static func numberedLayers(_ json: JSONValue) -> [JSONValue]? {
        guard let members = json.objectMembers, !members.isEmpty, members.allSatisfy({ Int($0.key) != nil }) else { return nil }
        return members.sorted { Int($0.key)! < Int($1.key)! }.map(\.value)
    }

    private static func layer(_ json: JSONValue, member: String, context: inout ValueContext) -> ShadowLayer? {
        guard var found = context.members(of: json, shape: .shadow),
              let c = found["color"], let x = found["offsetX"], let y = found["offsetY"],
              let b = found["blur"], let s = found["spread"] else { return nil }
        let path = { ValueContext.memberPath(member, $0) }
        let dimension: (TokenValue) -> DimensionValue? = { if case .dimension(let v) = $0 { v } else { nil } }
        guard var color = context.typed(c, .color, member: path("color"), { if case .color(let v) = $0 { v } else { nil } }),
              let offsetX = context.typed(x, .dimension, member: path("offsetX"), dimension),
              let offsetY = context.typed(y, .dimension, member: path("offsetY"), dimension),
              let blur = context.typed(b, .dimension, member: path("blur"), dimension),
              let spread = context.typed(s, .dimension, member: path("spread"), dimension) else { return nil }
        if blur.value < 0 {
            context.error(.formatOutOfRange, "shadow blur must not be negative", at: b.location)
            return nil
        }
        // Tokens Studio's `type: innerShadow` is an inset shadow.
        if let kind = found["type"]?.stringValue, found["inset"] == nil {
            context.warning(.formatMemberName, "'type': \"\(kind)\" in a shadow value is Tokens Studio's; read as inset \(kind == "innerShadow"): write \"inset\"", at: found["type"]!.location)
            found.members.append(JSONMember(key: "inset", keyLocation: found["type"]!.location, value: JSONValue(.bool(kind == "innerShadow"), at: found["type"]!.location)))
        }
        // A separate opacity (Gestalt's elevations) scales the colour's alpha.
        if let opacity = found["opacity"], let factor = context.number(opacity, what: "an opacity from 0 to 1", member: path("opacity")) {
            color.alpha *= min(max(factor, 0), 1)
            color.hex = nil
        }
        var inset = false
        if let insetValue = found["inset"] {
            if insetValue.stringValue == "inset" {
                context.warning(.formatCSSShorthand, "inset written as the CSS keyword \"inset\"; read as true", at: insetValue.location)
                inset = true
            } else if let flag = insetValue.boolValue {
                inset = flag
            } else {
                context.error(.formatInvalidValue, "inset must be true or false, found \(insetValue.kindName)", at: insetValue.location)
                return nil
            }
        }
        return ShadowLayer(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
