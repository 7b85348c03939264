/// A weight 1...1000 or one of the format's keywords (`"700"` read with a warning).
enum FontWeightParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> FontWeightValue? {
        if let keyword = json.stringValue, NumberText.parse(keyword) == nil {
            if let weight = FontWeightKeywords.values[keyword] { return FontWeightValue(weight: weight, keyword: keyword) }
            guard let weight = FontWeightKeywords.values[normalized(keyword)] ?? FontWeightKeywords.weight(spelledAs: keyword) else {
                context.error(.formatInvalidValue, "unknown fontWeight '\(keyword)'; expected a number 1 to 1000 or one of \(FontWeightKeywords.acceptedNames)", at: json.location)
                return nil
            }
            context.warning(.formatWeightName, "fontWeight '\(keyword)' is read as \(JSONWriter.formatNumber(weight)), the weight its name spells; 2025.10 keywords are written in lower case with hyphens (semi-bold)", at: json.location)
            return FontWeightValue(weight: weight, keyword: keyword)
        }
        guard json.numberValue != nil || json.stringValue != nil else {
            context.error(.formatInvalidValue, "fontWeight must be a number 1 to 1000 or a keyword, found \(json.kindName)", at: json.location)
            return nil
        }
        guard let weight = context.number(json, what: "a font weight", member: member) else { return nil }
        guard weight >= 1 && weight <= 1000 else {
            context.error(.formatOutOfRange, "fontWeight \(JSONWriter.formatNumber(weight)) is out of range; expected 1 to 1000", at: json.location)
            return nil
        }
        return FontWeightValue(weight: weight)
    }

    /// `SemiBold`, `Semi Bold`, `semi_bold` -> `semi-bold`: the spellings design tools export.
    private static func normalized(_ keyword: String) -> String {
        var out = ""
        for (i, c) in keyword.enumerated() {
            if c == " " || c == "_" { out.append("-"); continue }
            if c.isUppercase, i > 0, out.last != "-" { out.append("-") }
            out.append(contentsOf: c.lowercased())
        }
        return out
    }
}
