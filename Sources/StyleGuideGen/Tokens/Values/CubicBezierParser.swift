/// `[x1, y1, x2, y2]` with both x in 0...1.
enum CubicBezierParser {
    /// CSS's easing keywords as curves.
    static let keywords: [String: [Double]] = ["linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
                                               "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]]

    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> CubicBezierValue? {
        if let text = json.stringValue, let numbers = css(text) {
            context.warning(.formatCSSShorthand, "cubicBezier written as the CSS \"\(text)\"; read as \(JSONWriter.compact(.array(numbers.map { JSONValue(.number($0), at: JSONValue.written) }))): write that", at: json.location)
            return parse(JSONValue(.array(numbers.map { JSONValue(.number($0), at: json.location) }), at: json.location), member: member, context: &context)
        }
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

    /// `cubic-bezier(.4, 0, .7, .2)` or an easing keyword, as its four numbers.
    private static func css(_ text: String) -> [Double]? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let curve = keywords[lower] { return curve }
        guard lower.hasPrefix("cubic-bezier("), lower.hasSuffix(")") else { return nil }
        let numbers = lower.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap { NumberText.parse(String($0)) }
        return numbers.count == 4 ? numbers : nil
    }
}
