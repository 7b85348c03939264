/// One shadow `{color, offsetX, offsetY, blur, spread, inset?}` or a list of them;
/// a layer may be a reference to another shadow token (single or layered).
enum ShadowParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> [ShadowLayer]? {
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

    private static func layer(_ json: JSONValue, member: String, context: inout ValueContext) -> ShadowLayer? {
        guard let found = context.members(of: json, shape: .shadow),
              let c = found["color"], let x = found["offsetX"], let y = found["offsetY"],
              let b = found["blur"], let s = found["spread"] else { return nil }
        let path = { ValueContext.memberPath(member, $0) }
        let dimension: (TokenValue) -> DimensionValue? = { if case .dimension(let v) = $0 { v } else { nil } }
        guard let color = context.typed(c, .color, member: path("color"), { if case .color(let v) = $0 { v } else { nil } }),
              let offsetX = context.typed(x, .dimension, member: path("offsetX"), dimension),
              let offsetY = context.typed(y, .dimension, member: path("offsetY"), dimension),
              let blur = context.typed(b, .dimension, member: path("blur"), dimension),
              let spread = context.typed(s, .dimension, member: path("spread"), dimension) else { return nil }
        if blur.value < 0 {
            context.error(.formatOutOfRange, "shadow blur must not be negative", at: b.location)
            return nil
        }
        var inset = false
        if let insetValue = found["inset"] {
            guard let flag = insetValue.boolValue else {
                context.error(.formatInvalidValue, "inset must be true or false, found \(insetValue.kindName)", at: insetValue.location)
                return nil
            }
            inset = flag
        }
        return ShadowLayer(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
