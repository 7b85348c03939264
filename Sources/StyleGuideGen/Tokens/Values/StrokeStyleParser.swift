/// A keyword (`solid`, `dashed`...) or `{dashArray, lineCap}`.
enum StrokeStyleParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> StrokeStyleValue? {
        if let keyword = json.stringValue {
            guard let style = StrokeStyleKeyword(rawValue: keyword) else {
                let names = StrokeStyleKeyword.allCases.map(\.rawValue).joined(separator: ", ")
                context.error(.formatInvalidValue, "unknown strokeStyle '\(keyword)'; expected one of \(names) or {dashArray, lineCap}", at: json.location)
                return nil
            }
            return .keyword(style)
        }
        guard let found = context.members(of: json, shape: .strokeStyle),
              let dashArray = found["dashArray"], let lineCapValue = found["lineCap"] else { return nil }
        guard let items = dashArray.arrayValue, !items.isEmpty else {
            context.error(.formatInvalidValue, "dashArray must be a non-empty array of dimensions, found \(dashArray.kindName)", at: dashArray.location)
            return nil
        }
        var dashes: [DimensionValue] = []
        for (i, item) in items.enumerated() {
            let path = ValueContext.memberPath(ValueContext.memberPath(member, "dashArray"), String(i))
            guard let dash = context.typed(item, .dimension, member: path, { if case .dimension(let d) = $0 { d } else { nil } }) else { return nil }
            dashes.append(dash)
        }
        guard let capName = lineCapValue.stringValue, let cap = LineCap(rawValue: capName) else {
            context.error(.formatInvalidValue, "lineCap must be one of round, butt, square", at: lineCapValue.location)
            return nil
        }
        return .dashed(dashArray: dashes, lineCap: cap)
    }
}
