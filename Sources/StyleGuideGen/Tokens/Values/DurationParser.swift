/// `{value, unit}` durations in ms or s, and the `"200ms"` strings of older files.
enum DurationParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> DurationValue? {
        if let n = json.numberValue ?? json.stringValue.flatMap(NumberText.parse) {
            // Style Dictionary's and CSS tools' durations without a unit are milliseconds.
            context.warning(.formatBareNumber, "the duration \(JSONWriter.formatNumber(n)) has no unit and is taken as ms; write \(DimensionParser.shape(n, "ms"))", at: json.location)
            return checked(DurationValue(value: n, unit: .ms), at: json.location, context: context)
        }
        if let text = json.stringValue {
            guard let (value, unitName) = NumberText.splitUnit(text), let unit = DurationUnit(rawValue: unitName) else {
                context.error(.formatInvalidValue, "expected a duration object {value, unit} with unit ms or s, found the string \"\(text)\"", at: json.location)
                return nil
            }
            context.warning(.formatUnitString, "duration written as the string \"\(text)\"; use the 2025.10 shape \(DimensionParser.shape(value, unit.rawValue))", at: json.location)
            return checked(DurationValue(value: value, unit: unit), at: json.location, context: context)
        }
        guard let found = context.members(of: json, shape: .duration),
              let valueJSON = found["value"], let unitJSON = found["unit"],
              let value = context.number(valueJSON, what: "a number for 'value'", member: "") else { return nil }
        guard let unitText = unitJSON.stringValue, let unit = DurationUnit(rawValue: unitText) else {
            let shown = unitJSON.stringValue.map { "'\($0)'" } ?? unitJSON.kindName
            context.error(.formatInvalidValue, "unknown duration unit \(shown); expected ms or s", at: unitJSON.location)
            return nil
        }
        return checked(DurationValue(value: value, unit: unit), at: json.location, context: context)
    }

    private static func checked(_ value: DurationValue, at location: SourceLocation, context: ValueContext) -> DurationValue? {
        guard value.value >= 0 else {
            context.error(.formatOutOfRange, "duration must not be negative, found \(JSONWriter.formatNumber(value.value))", at: location)
            return nil
        }
        return value
    }
}
