/// A typography lineHeight: a number (a multiplier of fontSize), or what older
/// files write instead: a dimension or a percentage, turned into that multiplier.
enum LineHeightParser {
    static func parse(_ json: JSONValue, fontSize: DimensionValue, member: String, context: inout ValueContext) -> Double? {
        let dimension: DimensionValue
        switch context.resolution.dereference(json, context: &context) {
        case .failed: return nil
        case .token(let target):
            context.memberAliases[member] = target.path
            switch target.value {
            case .number(let n): return n
            case .dimension(let d): dimension = d
            default:
                context.error(.formatReferenceType, "reference to {\(target.name)} points at a \(target.value.typeName) token, but lineHeight needs a number", at: json.location)
                return nil
            }
        case .json(let literal):
            if let n = literal.numberValue { return n }
            if let text = literal.stringValue {
                if let n = NumberText.parse(text) {
                    context.warning(.formatNumberString, "lineHeight \(JSONWriter.formatNumber(n)) is written as the string \"\(text)\"; write it without quotes", at: literal.location)
                    return n
                }
                if let (percent, unit) = NumberText.splitUnit(text), unit == "%" {
                    let multiplier = percent / 100
                    context.warning(.formatLineHeightDimension, "lineHeight given as the percentage \"\(text)\"; read as the multiplier \(JSONWriter.formatNumber(multiplier)): in 2025.10 lineHeight is a number", at: literal.location)
                    return multiplier
                }
            }
            guard literal.stringValue != nil || literal.objectMembers != nil else {
                context.error(.formatInvalidValue, "lineHeight must be a number (a multiplier of fontSize), found \(literal.kindName)", at: literal.location)
                return nil
            }
            guard let d = DimensionParser.parse(literal, member: member, context: &context) else { return nil }
            dimension = d
        }
        guard dimension.points > 0 || dimension.value == 0, fontSize.points > 0, dimension.unit.isStandard, fontSize.unit.isStandard else {
            context.error(.formatInvalidValue, "lineHeight \(CSSValueSerializer.dimension(dimension)) is a dimension and cannot be turned into a multiplier of fontSize \(CSSValueSerializer.dimension(fontSize)); write lineHeight as a number",
                          at: json.location)
            return nil
        }
        let multiplier = ((dimension.points / fontSize.points) * 10000).rounded() / 10000
        context.warning(.formatLineHeightDimension, "lineHeight given as a dimension (\(CSSValueSerializer.dimension(dimension))); converted to the multiplier \(JSONWriter.formatNumber(multiplier)) (lineHeight / fontSize): in 2025.10 lineHeight is a number",
                        at: json.location)
        return multiplier
    }
}
