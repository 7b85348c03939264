/// `{color, width, style}`.
enum BorderParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> BorderValue? {
        if let text = json.stringValue {
            guard let shape = context.shorthand(text, at: json.location, as: "border", object: "{color, width, style}", css: "CSS border shorthand",
                                                read: CSSShorthandValue.border) else { return nil }
            return parse(shape, member: member, context: &context)
        }
        guard let found = context.members(of: json, shape: .border),
              let c = found["color"], let w = found["width"], let s = found["style"] else { return nil }
        let path = { ValueContext.memberPath(member, $0) }
        guard let color = context.typed(c, .color, member: path("color"), { if case .color(let v) = $0 { v } else { nil } }),
              let width = context.typed(w, .dimension, member: path("width"), { if case .dimension(let v) = $0 { v } else { nil } }),
              let style = context.typed(s, .strokeStyle, member: path("style"), { if case .strokeStyle(let v) = $0 { v } else { nil } })
        else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }
}
