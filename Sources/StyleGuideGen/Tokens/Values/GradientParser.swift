/// `[{color, position}, ...]`; positions outside 0...1 are clamped, as the format says.
enum GradientParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> [GradientStop]? {
        guard let items = json.arrayValue, !items.isEmpty else {
            context.error(.formatInvalidValue, "gradient must be a non-empty array of stops {color, position}, found \(json.kindName)", at: json.location)
            return nil
        }
        var stops: [GradientStop] = []
        for (i, item) in items.enumerated() {
            let path = ValueContext.memberPath(member, String(i))
            guard let found = context.members(of: item, shape: .gradientStop),
                  let c = found["color"], let p = found["position"],
                  let color = context.typed(c, .color, member: ValueContext.memberPath(path, "color"), { if case .color(let v) = $0 { v } else { nil } }),
                  var position = context.number(p, what: "a position number", member: ValueContext.memberPath(path, "position"))
            else { return nil }
            if !(0...1).contains(position) {
                let clamped = min(max(position, 0), 1)
                context.warning(.formatPositionClamped, "gradient stop position \(JSONWriter.formatNumber(position)) is outside 0...1; it is clamped to \(JSONWriter.formatNumber(clamped))", at: p.location)
                position = clamped
            }
            stops.append(GradientStop(color: color, position: position))
        }
        return stops
    }
}
