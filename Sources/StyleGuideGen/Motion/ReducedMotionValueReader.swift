/// Reads a reduced-motion value as written in `$extensions` or the config: a duration (`"0ms"`,
/// `{"value": 100, "unit": "ms"}`, or a number of ms), or a reference to a duration or transition
/// token, whose normal value is taken. A duration given for a transition token replaces its duration.
struct ReducedMotionValueReader {
    let tokens: ResolvedTokenSet

    struct Failure: Error {
        let message: String
    }

    func value(_ json: JSONValue, for token: ResolvedToken) throws(Failure) -> TokenValue {
        if let name = json.stringValue.flatMap(ReferenceSyntax.curlyName) {
            guard let target = tokens[name] else { throw Failure(message: "{\(name)} is no token of this permutation") }
            return try fitted(target.value, for: token, shown: "{\(name)}, a \(target.value.typeName) token,")
        }
        return try fitted(.duration(try duration(json)), for: token, shown: "a duration")
    }

    private func fitted(_ value: TokenValue, for token: ResolvedToken, shown: String) throws(Failure) -> TokenValue {
        switch (token.value, value) {
        case (.duration, .duration), (.transition, .transition): return value
        case (.transition(var transition), .duration(let duration)):
            transition.duration = duration
            return .transition(transition)
        default: throw Failure(message: "\(shown) cannot stand for the \(token.value.typeName) '\(token.name)'")
        }
    }

    private func duration(_ json: JSONValue) throws(Failure) -> DurationValue {
        guard let found = Self.parsed(json), found.value >= 0 else {
            throw Failure(message: "expected a duration (\"0ms\", {\"value\": 100, \"unit\": \"ms\"}) or a reference to a duration or transition token, found \(json.stringValue.map { "\"\($0)\"" } ?? json.kindName)")
        }
        return found
    }

    /// Written as separate returns: the optimiser of Swift 6.3.1 crashed on one expression binding `found`.
    private static func parsed(_ json: JSONValue) -> DurationValue? {
        if let number = json.numberValue { return DurationValue(value: number, unit: .ms) }
        if let text = json.stringValue {
            guard let (value, unit) = NumberText.splitUnit(text), let durationUnit = DurationUnit(rawValue: unit) else { return nil }
            return DurationValue(value: value, unit: durationUnit)
        }
        guard let value = json["value"]?.numberValue, let unit = json["unit"]?.stringValue.flatMap(DurationUnit.init) else { return nil }
        return DurationValue(value: value, unit: unit)
    }
}
