/// Value checks per type. Each member position may be a reference; those are
/// followed, type-checked, and recorded in `memberAliases`.
extension TokenResolution {
    static func memberPath(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }

    /// Parses `json` (literal or reference) as a value of `type`.
    func parseValue(_ json: JSONValue, as type: TokenType, member: String, context: inout ValueContext) -> TokenValue? {
        switch dereference(json, context: &context) {
        case .failed:
            return nil
        case .token(let target):
            guard target.type == type else {
                let place = member.isEmpty ? "this token" : "'\(member)'"
                error("reference to {\(target.name)} points at a \(target.type.rawValue) token, but \(place) needs a \(type.rawValue)",
                      at: json.location, subject: context.subject)
                return nil
            }
            if !member.isEmpty { context.memberAliases[member] = target.path }
            return target.value
        case .json(let literal):
            return parseLiteral(literal, as: type, member: member, context: &context)
        }
    }

    private func parseLiteral(_ json: JSONValue, as type: TokenType, member: String, context: inout ValueContext) -> TokenValue? {
        switch type {
        case .color: return parseColor(json, context: &context).map(TokenValue.color)
        case .dimension: return parseDimension(json, context: &context).map(TokenValue.dimension)
        case .fontFamily: return parseFontFamily(json, context: context).map(TokenValue.fontFamily)
        case .fontWeight: return parseFontWeight(json, context: context).map(TokenValue.fontWeight)
        case .duration: return parseDuration(json, context: &context).map(TokenValue.duration)
        case .cubicBezier: return parseCubicBezier(json, member: member, context: &context).map(TokenValue.cubicBezier)
        case .number: return number(json, what: "a number", member: member, context: &context).map(TokenValue.number)
        case .strokeStyle: return parseStrokeStyle(json, member: member, context: &context).map(TokenValue.strokeStyle)
        case .border: return parseBorder(json, member: member, context: &context).map(TokenValue.border)
        case .transition: return parseTransition(json, member: member, context: &context).map(TokenValue.transition)
        case .shadow: return parseShadow(json, member: member, context: &context).map(TokenValue.shadow)
        case .gradient: return parseGradient(json, member: member, context: &context).map(TokenValue.gradient)
        case .typography: return parseTypography(json, member: member, context: &context).map(TokenValue.typography)
        }
    }

    /// A typed member: `parseValue` then unwrap the expected case.
    func typed<T>(_ json: JSONValue, _ type: TokenType, member: String, context: inout ValueContext,
                  _ extract: (TokenValue) -> T?) -> T? {
        parseValue(json, as: type, member: member, context: &context).flatMap(extract)
    }

    /// A JSON number, possibly given by a reference to a number token or a `$ref` into a value.
    func number(_ json: JSONValue, what: String, member: String, context: inout ValueContext) -> Double? {
        switch dereference(json, context: &context) {
        case .failed: return nil
        case .token(let target):
            guard case .number(let n) = target.value else {
                error("reference to {\(target.name)} points at a \(target.type.rawValue) token, but \(what) is expected here",
                      at: json.location, subject: context.subject)
                return nil
            }
            if !member.isEmpty { context.memberAliases[member] = target.path }
            return n
        case .json(let literal):
            guard let n = literal.numberValue else {
                error("expected \(what), found \(literal.kindName)", at: literal.location, subject: context.subject)
                return nil
            }
            return n
        }
    }

    /// Checks an object's members: unknown ones and missing required ones are errors.
    func members(of json: JSONValue, shape: String, required: [String], optional: [String] = [],
                 context: ValueContext) -> CheckedMembers? {
        guard let list = json.objectMembers else {
            error("expected a \(shape) object {\(required.joined(separator: ", "))}, found \(json.kindName)",
                  at: json.location, subject: context.subject)
            return nil
        }
        var found = CheckedMembers()
        var ok = true
        let allowed = required + optional
        for member in list {
            if allowed.contains(member.key) {
                found.members.append(member)
            } else {
                error("unknown member '\(member.key)' in a \(shape) value; expected \(allowed.joined(separator: ", "))",
                      at: member.keyLocation, subject: context.subject)
                ok = false
            }
        }
        let missing = required.filter { found[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            error("\(shape) value is missing \(names)", at: json.location, subject: context.subject)
            ok = false
        }
        return ok ? found : nil
    }

    // MARK: Scalars

    func parseFontFamily(_ json: JSONValue, context: ValueContext) -> [String]? {
        switch json.kind {
        case .string(let name) where !name.isEmpty: return [name]
        case .array(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue, !name.isEmpty else {
                    error("fontFamily entries must be non-empty strings, found \(item.kindName)", at: item.location, subject: context.subject)
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            error("fontFamily must be a font name or a non-empty array of names, found \(json.kindName)", at: json.location, subject: context.subject)
            return nil
        }
    }

    func parseFontWeight(_ json: JSONValue, context: ValueContext) -> FontWeightValue? {
        switch json.kind {
        case .number(let weight):
            guard weight >= 1 && weight <= 1000 else {
                error("fontWeight \(JSONWriter.formatNumber(weight)) is out of range; expected 1 to 1000", at: json.location, subject: context.subject)
                return nil
            }
            return FontWeightValue(weight: weight)
        case .string(let keyword):
            guard let weight = FontWeightKeywords.values[keyword] else {
                error("unknown fontWeight '\(keyword)'; expected a number 1 to 1000 or one of \(FontWeightKeywords.acceptedNames)",
                      at: json.location, subject: context.subject)
                return nil
            }
            return FontWeightValue(weight: weight, keyword: keyword)
        default:
            error("fontWeight must be a number 1 to 1000 or a keyword, found \(json.kindName)", at: json.location, subject: context.subject)
            return nil
        }
    }

    func parseCubicBezier(_ json: JSONValue, member: String, context: inout ValueContext) -> CubicBezierValue? {
        guard let items = json.arrayValue, items.count == 4 else {
            error("cubicBezier must be an array of 4 numbers [x1, y1, x2, y2], found \(json.arrayValue.map { "\($0.count) elements" } ?? json.kindName)",
                  at: json.location, subject: context.subject)
            return nil
        }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = number(item, what: "a number", member: Self.memberPath(member, String(i)), context: &context) else { return nil }
            if i % 2 == 0, !(0...1).contains(n) {
                error("cubicBezier x\(i / 2 + 1) must be between 0 and 1, found \(JSONWriter.formatNumber(n))", at: item.location, subject: context.subject)
                return nil
            }
            numbers.append(n)
        }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    func parseStrokeStyle(_ json: JSONValue, member: String, context: inout ValueContext) -> StrokeStyleValue? {
        if let keyword = json.stringValue {
            guard let style = StrokeStyleKeyword(rawValue: keyword) else {
                let names = StrokeStyleKeyword.allCases.map(\.rawValue).joined(separator: ", ")
                error("unknown strokeStyle '\(keyword)'; expected one of \(names) or {dashArray, lineCap}", at: json.location, subject: context.subject)
                return nil
            }
            return .keyword(style)
        }
        guard let found = members(of: json, shape: "strokeStyle", required: ["dashArray", "lineCap"], context: context),
              let dashArray = found["dashArray"], let lineCapValue = found["lineCap"] else { return nil }
        guard let items = dashArray.arrayValue, !items.isEmpty else {
            error("dashArray must be a non-empty array of dimensions, found \(dashArray.kindName)", at: dashArray.location, subject: context.subject)
            return nil
        }
        var dashes: [DimensionValue] = []
        for (i, item) in items.enumerated() {
            let path = Self.memberPath(Self.memberPath(member, "dashArray"), String(i))
            guard let dash = typed(item, .dimension, member: path, context: &context, { if case .dimension(let d) = $0 { d } else { nil } }) else { return nil }
            dashes.append(dash)
        }
        guard let capName = lineCapValue.stringValue, let cap = LineCap(rawValue: capName) else {
            error("lineCap must be one of round, butt, square", at: lineCapValue.location, subject: context.subject)
            return nil
        }
        return .dashed(dashArray: dashes, lineCap: cap)
    }
}

/// The members of a checked composite, looked up by a short linear scan
/// (cheaper than a dictionary for five keys).
struct CheckedMembers {
    var members: [JSONMember] = []

    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }
}
