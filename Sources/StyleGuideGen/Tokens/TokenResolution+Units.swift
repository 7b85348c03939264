/// Dimensions and durations: `{value, unit}` objects, and the legacy `"16px"` / `"200ms"` strings.
extension TokenResolution {
    func parseDimension(_ json: JSONValue, context: inout ValueContext) -> DimensionValue? {
        if let text = json.stringValue {
            guard let (value, unitName) = Self.splitNumberAndUnit(text), let unit = DimensionUnit(rawValue: unitName) else {
                error("expected a dimension object {value, unit} with unit px or rem, found the string \"\(text)\"", at: json.location, subject: context.subject)
                return nil
            }
            warning("legacy dimension string \"\(text)\" in '\(context.subject)'; use the 2025.10 shape {\"value\": \(JSONWriter.formatNumber(value)), \"unit\": \"\(unit.rawValue)\"}",
                    at: json.location, subject: context.subject)
            return DimensionValue(value: value, unit: unit)
        }
        guard let (value, unitText) = valueAndUnit(json, shape: "dimension", context: &context) else { return nil }
        guard let unit = DimensionUnit(rawValue: unitText.text) else {
            error("unknown dimension unit '\(unitText.text)'; expected px or rem", at: unitText.location, subject: context.subject)
            return nil
        }
        return DimensionValue(value: value, unit: unit)
    }

    func parseDuration(_ json: JSONValue, context: inout ValueContext) -> DurationValue? {
        if let text = json.stringValue {
            guard let (value, unitName) = Self.splitNumberAndUnit(text), let unit = DurationUnit(rawValue: unitName) else {
                error("expected a duration object {value, unit} with unit ms or s, found the string \"\(text)\"", at: json.location, subject: context.subject)
                return nil
            }
            warning("legacy duration string \"\(text)\" in '\(context.subject)'; use the 2025.10 shape {\"value\": \(JSONWriter.formatNumber(value)), \"unit\": \"\(unit.rawValue)\"}",
                    at: json.location, subject: context.subject)
            return DurationValue(value: value, unit: unit)
        }
        guard let (value, unitText) = valueAndUnit(json, shape: "duration", context: &context) else { return nil }
        guard let unit = DurationUnit(rawValue: unitText.text) else {
            error("unknown duration unit '\(unitText.text)'; expected ms or s", at: unitText.location, subject: context.subject)
            return nil
        }
        guard value >= 0 else {
            error("duration must not be negative, found \(JSONWriter.formatNumber(value))", at: json.location, subject: context.subject)
            return nil
        }
        return DurationValue(value: value, unit: unit)
    }

    /// The `value` number and `unit` string of a `{value, unit}` object.
    private func valueAndUnit(_ json: JSONValue, shape: String, context: inout ValueContext) -> (Double, (text: String, location: SourceLocation))? {
        guard let found = members(of: json, shape: shape, required: ["value", "unit"], context: context),
              let valueJSON = found["value"], let unitJSON = found["unit"] else { return nil }
        guard let value = number(valueJSON, what: "a number for 'value'", member: "", context: &context) else { return nil }
        guard let unit = unitJSON.stringValue else {
            error("unit must be a string, found \(unitJSON.kindName)", at: unitJSON.location, subject: context.subject)
            return nil
        }
        return (value, (unit, unitJSON.location))
    }

    /// `"1.5rem"` -> (1.5, "rem"); nil unless a JSON-style number is followed by letters.
    static func splitNumberAndUnit(_ text: String) -> (Double, String)? {
        let scalars = Array(text.unicodeScalars)
        var split = scalars.count
        while split > 0, scalars[split - 1].properties.isAlphabetic, scalars[split - 1].isASCII { split -= 1 }
        guard split > 0, split < scalars.count else { return nil }
        var numberText = String(String.UnicodeScalarView(scalars[..<split]))
        if numberText.hasPrefix(".") { numberText = "0" + numberText }
        guard let value = Double(numberText), value.isFinite else { return nil }
        return (value, String(String.UnicodeScalarView(scalars[split...])))
    }
}
