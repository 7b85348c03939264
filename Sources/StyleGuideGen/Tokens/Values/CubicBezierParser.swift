/// `[x1, y1, x2, y2]` with both x in 0...1.
enum CubicBezierParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> CubicBezierValue? {
        guard let items = json.arrayValue, items.count == 4 else {
            context.error(.formatInvalidValue, "cubicBezier must be an array of 4 numbers [x1, y1, x2, y2], found \(json.arrayValue.map { "\($0.count) elements" } ?? json.kindName)",
                          at: json.location)
            return nil
        }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = context.number(item, what: "a number", member: ValueContext.memberPath(member, String(i))) else { return nil }
            if i % 2 == 0, !(0...1).contains(n) {
                context.error(.formatOutOfRange, "cubicBezier x\(i / 2 + 1) must be between 0 and 1, found \(JSONWriter.formatNumber(n))", at: item.location)
                return nil
            }
            numbers.append(n)
        }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}
