/// `{value, unit}` dimensions, and the shapes real files use instead: `"16px"`,
/// bare numbers (px), CSS units kept as they are, platform units, unitless zero.
enum DimensionParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> DimensionValue? {
        switch json.kind {
        case .number(let n):
            if n == 0 {
                context.warning(.formatUnitlessZero, "a dimension of 0 without a unit; write {\"value\": 0, \"unit\": \"px\"}", at: json.location)
            } else {
                context.warning(.formatBareNumber, "the dimension \(JSONWriter.formatNumber(n)) has no unit and is taken as px; write {\"value\": \(JSONWriter.formatNumber(n)), \"unit\": \"px\"}", at: json.location)
            }
            return DimensionValue(value: n, unit: .px)
        case .string(let text):
            return string(text, at: json.location, context: context)
        default:
            guard let found = context.members(of: json, shape: .dimension),
                  let valueJSON = found["value"], let unitJSON = found["unit"],
                  let value = context.number(valueJSON, what: "a number for 'value'", member: "") else { return nil }
            guard let unit = unitJSON.stringValue else {
                context.error(.formatInvalidValue, "unit must be a string, found \(unitJSON.kindName)", at: unitJSON.location)
                return nil
            }
            return unitValue(value, unit, at: unitJSON.location, written: nil, context: context)
        }
    }

    /// `"16px"`, `"1.5rem"`, `"16"`, `"0"`.
    private static func string(_ text: String, at location: SourceLocation, context: ValueContext) -> DimensionValue? {
        if let n = NumberText.parse(text) {
            if n == 0 {
                context.warning(.formatUnitlessZero, "a dimension of \"\(text)\" without a unit; write {\"value\": 0, \"unit\": \"px\"}", at: location)
            } else {
                context.warning(.formatBareNumber, "the dimension \"\(text)\" has no unit and is taken as px; write {\"value\": \(JSONWriter.formatNumber(n)), \"unit\": \"px\"}", at: location)
            }
            return DimensionValue(value: n, unit: .px)
        }
        guard let (value, unit) = NumberText.splitUnit(text) else {
            context.error(.formatInvalidValue, "expected a dimension object {value, unit} with unit px or rem, found the string \"\(text)\"", at: location)
            return nil
        }
        return unitValue(value, unit, at: location, written: text, context: context)
    }

    /// Checks the unit; `written` is the whole string for `"16px"`-style values.
    private static func unitValue(_ value: Double, _ unit: String, at location: SourceLocation, written: String?,
                                  context: ValueContext) -> DimensionValue? {
        let result: DimensionValue
        switch unit {
        case "px", "rem":
            result = DimensionValue(value: value, unit: DimensionUnit(rawValue: unit))
        case "" where value == 0:
            context.warning(.formatUnitlessZero, "a dimension of 0 with an empty unit; write \"unit\": \"px\"", at: location)
            return DimensionValue(value: 0, unit: .px)
        case "pt", "dp":
            context.warning(.formatUnknownUnit, "'\(unit)' is a platform unit; 1\(unit) is taken as 1px (one iOS point, one Android dp): write \(shape(value, "px"))", at: location)
            return DimensionValue(value: value, unit: .px)
        case "sp":
            let rem = value / 16
            context.warning(.formatUnknownUnit, "'sp' is Android's text-scaled unit; \(JSONWriter.formatNumber(value))sp is taken as \(JSONWriter.formatNumber(rem))rem, which scales with text size the same way: write \(shape(rem, "rem"))", at: location)
            return DimensionValue(value: rem, unit: .rem)
        case let css where DimensionUnit.cssUnits.contains(css):
            context.warning(.formatUnknownUnit, "'\(css)' is not a DTCG dimension unit (px or rem); it is kept as \(JSONWriter.formatNumber(value))\(css) in CSS", at: location)
            return DimensionValue(value: value, unit: DimensionUnit(rawValue: css))
        default:
            context.error(.formatInvalidValue, "unknown dimension unit '\(unit)'; expected px or rem (CSS units such as em, %, vw and the platform units pt, dp, sp are also read)", at: location)
            return nil
        }
        if let written {
            context.warning(.formatUnitString, "dimension written as the string \"\(written)\"; use the 2025.10 shape \(shape(value, unit))", at: location)
        }
        return result
    }

    /// Every unit a dimension is read with: the format's, the platforms', CSS's.
    static let knownUnits: Set<String> = DimensionUnit.cssUnits.union(["px", "rem", "pt", "dp", "sp"])

    static func shape(_ value: Double, _ unit: String) -> String {
        "{\"value\": \(JSONWriter.formatNumber(value)), \"unit\": \"\(unit)\"}"
    }
}
