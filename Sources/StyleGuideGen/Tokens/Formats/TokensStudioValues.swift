/// A Tokens Studio set read as DTCG: its types mapped (`sizing` is a dimension, `fontWeights` a
/// font weight...), its literals written the 2025.10 way (`"#0969da"` as a colour object, `"16"`
/// and `"16px"` as `{value, unit}`, `"Bold"` as 700, `"150%"` as 1.5), both storage modes
/// (`$value`/`$type` and the older `value`/`type`). References and arithmetic stay as written:
/// the resolution evaluates them.
struct TokensStudioValues {
    /// One note per Tokens Studio type mapped, at its first use in the project (in a DTCG file,
    /// where these types are not the format's, a `format/unknown-type` warning).
    private(set) var notes: [Diagnostic] = []
    private var noted: Set<String> = []
    /// Reading a DTCG file, not a Tokens Studio project.
    var inDTCGFile = false

    /// Tokens Studio type -> the DTCG type it is read as (nil: kept under its own name).
    static let types: [String: String?] = [
        "color": "color", "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "dimension": "dimension", "fontSizes": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "letterSpacing": "dimension", "lineHeights": "number", "fontWeights": "fontWeight", "fontFamilies": "fontFamily",
        "typography": "typography", "boxShadow": "shadow", "opacity": "number", "number": "number", "border": "border",
        "textCase": nil, "textDecoration": nil, "composition": nil, "asset": nil, "other": nil, "boolean": nil, "string": nil,
        // Spellings real projects use for the same (singular, or another tool's).
        "fontSize": "dimension", "size": "dimension", "space": "dimension", "lineHeight": "number", "float": "number",
    ]

    /// Whether a document declares a type this reads differently from its name (a DTCG file
    /// using Tokens Studio's names).
    static func usesItsTypes(_ node: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = node.objectMembers else { return false }
        for member in members {
            if member.key == "$type", let name = member.value.stringValue, let target = types[name], target != nil, target != name { return true }
            if !member.isDollarKey, usesItsTypes(member.value, depth: depth + 1) { return true }
        }
        return false
    }

    mutating func converted(_ document: JSONValue) -> JSONValue {
        let (modern, found) = LegacyTokenFormat.converted(document)
        notes.append(contentsOf: StyleDictionaryFormat.diagnostics(found, in: document))
        return group(modern, inherited: nil)
    }

    private mutating func group(_ node: JSONValue, inherited: String?) -> JSONValue {
        guard let members = node.objectMembers else { return node }
        let own = members.first { $0.key == "$type" }?.value.stringValue
        let type = own ?? inherited
        if members.contains(where: { $0.key == "$value" }) { return token(members, type: type, at: node.location) }
        return JSONValue(.object(members.compactMap { member in
            if member.key == "$type" { return mapped(typeMember: member) }
            if member.isDollarKey { return member }
            return JSONMember(key: member.key, keyLocation: member.keyLocation, value: group(member.value, inherited: type))
        }), at: node.location)
    }

    /// `$type` renamed to its DTCG type: noted the first time in a project, warned at each in a DTCG file.
    private mutating func mapped(typeMember member: JSONMember) -> JSONMember? {
        guard let name = member.value.stringValue, let target = Self.types[name] else { return member }
        guard let target else { return member }
        if target != name, inDTCGFile {
            notes.append(.warning(.formatUnknownType, "$type '\(name)' is not one of the 13 DTCG types; it is Tokens Studio's name for \(target), and its tokens are read as \(target) tokens: write \"$type\": \"\(target)\"", at: member.value.location))
        } else if target != name, noted.insert(name).inserted {
            notes.append(.note(.formatTokensStudioType, "Tokens Studio type '\(name)' is read as the DTCG type \(target)", at: member.value.location))
        }
        return JSONMember(key: "$type", keyLocation: member.keyLocation, value: JSONValue(.string(target), at: member.value.location))
    }

    private mutating func token(_ members: [JSONMember], type: String?, at location: SourceLocation) -> JSONValue {
        return JSONValue(.object(members.compactMap { member in
            switch member.key {
            case "$type": return mapped(typeMember: member)
            case "$value": return JSONMember(key: "$value", keyLocation: member.keyLocation, value: value(member.value, type: type))
            default: return member
            }
        }), at: location)
    }

    /// A literal in its DTCG shape; references and arithmetic as they are.
    func value(_ json: JSONValue, type: String?) -> JSONValue {
        if let path = json.stringValue.flatMap(Self.dollarAlias) { return JSONValue(.string("{" + path + "}"), at: json.location) }
        if let text = json.stringValue, text.contains("{") || text.contains("(") && !text.hasPrefix("#") { return json }
        let build = JSONShapeBuilder(location: json.location)
        if inDTCGFile { return percentsAndNames(json, type: type) }
        switch type {
        case "color": return color(json) ?? json
        case "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "paragraphSpacing", "paragraphIndent":
            return dimension(json) ?? json
        case "letterSpacing": return letterSpacing(json) ?? json
        case "lineHeights": return lineHeight(json) ?? json
        case "fontWeights": return weight(json) ?? json
        case "opacity": return Self.percent(json).map(build.number) ?? json
        case "boxShadow": return shadow(json)
        case "typography": return typography(json)
        case "border": return border(json)
        default: return json
        }
    }

    /// In a DTCG file, only what the DTCG readers would read wrongly (`150%` line heights, `-0.5%`
    /// letter spacing, `50%` opacities, `SemiBold Italic`): the rest keeps its warnings there.
    private func percentsAndNames(_ json: JSONValue, type: String?) -> JSONValue {
        let build = JSONShapeBuilder(location: json.location)
        let text = json.stringValue?.trimmingCharacters(in: .whitespaces)
        switch type {
        case "letterSpacing" where text.flatMap(NumberText.percent) != nil, "lineHeights" where text.flatMap(NumberText.percent) != nil || text?.lowercased() == "auto":
            return value(json, reading: type)
        case "opacity": return text.flatMap(NumberText.percent).map(build.number) ?? json
        case "fontWeights" where text?.lowercased().contains("italic") == true: return weight(json) ?? json
        case "typography": return typography(json)
        default: return json
        }
    }

    /// `value` as a Tokens Studio project reads it.
    private func value(_ json: JSONValue, reading type: String?) -> JSONValue {
        var projectReading = self
        projectReading.inDTCGFile = false
        return projectReading.value(json, type: type)
    }

    private func color(_ json: JSONValue) -> JSONValue? {
        guard let text = json.stringValue, let color = TokenResolution.hexColor(text) else { return nil }
        return TokenValue.color(color).json(at: json.location)
    }

    /// `"16px"`, `"1.5rem"`; `16` and `"16"` stay numbers (read as px, Tokens Studio's default,
    /// and as plain numbers in arithmetic, as Tokens Studio computes with what was written).
    private func dimension(_ json: JSONValue) -> JSONValue? {
        let build = JSONShapeBuilder(location: json.location)
        if let n = json.numberValue ?? json.stringValue.flatMap(NumberText.parse) { return build.number(n) }
        guard let text = json.stringValue, let (n, unit) = NumberText.splitUnit(text) else { return nil }
        return build.object([("value", build.number(n)), ("unit", build.string(unit))])
    }

    /// `"-0.5%"` is of the font size: -0.005em; a number or px as a dimension.
    private func letterSpacing(_ json: JSONValue) -> JSONValue? {
        let build = JSONShapeBuilder(location: json.location)
        if let fraction = json.stringValue.flatMap(NumberText.percent) {
            return build.object([("value", build.number(fraction)), ("unit", build.string("em"))])
        }
        return dimension(json)
    }

    /// `"150%"` is 1.5; `"AUTO"` is CSS's `normal`, taken as 1.2; `1.15` a multiplier; `24` or `"24px"` a dimension
    /// (read as its ratio to the font size inside a typography value).
    private func lineHeight(_ json: JSONValue) -> JSONValue? {
        let build = JSONShapeBuilder(location: json.location)
        if let text = json.stringValue?.trimmingCharacters(in: .whitespaces) {
            if text.lowercased() == "auto" { return build.number(1.2) }
            if let fraction = NumberText.percent(text) { return build.number(fraction) }
        }
        // Without a unit: a multiplier (1.15), or pixels where no multiplier is that large (24).
        if let n = json.numberValue ?? json.stringValue.flatMap(NumberText.parse), n <= Self.largestMultiplier { return build.number(n) }
        return dimension(json)
    }

    /// Line heights above this without a unit are pixels.
    static let largestMultiplier = 4.0

    /// `"Bold"`, `"Semi Bold"`, `"SemiBold Italic"` (the style is dropped: a weight is a number), `"700"`.
    private func weight(_ json: JSONValue) -> JSONValue? {
        let build = JSONShapeBuilder(location: json.location)
        if let n = json.numberValue ?? json.stringValue.flatMap(NumberText.parse) { return build.number(n) }
        guard let text = json.stringValue else { return nil }
        let name = text.lowercased().replacingOccurrences(of: "italic", with: "")
        return FontWeightKeywords.weight(spelledAs: name.contains(where: \.isLetter) ? name : "regular").map(build.number)
    }

    /// `$fontSize.7`: the plugin's older alias syntax, the path of `{fontSize.7}`.
    static func dollarAlias(_ text: String) -> String? {
        guard text.hasPrefix("$"), text.count > 1 else { return nil }
        let path = text.dropFirst()
        guard path.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }), path.first?.isLetter == true else { return nil }
        return String(path)
    }

    /// `0.5` or `"50%"`.
    static func percent(_ json: JSONValue) -> Double? {
        json.numberValue ?? json.stringValue.flatMap { NumberText.percent($0) ?? NumberText.parse($0) }
    }

    /// `{x, y, blur, spread, color, type}` (or a list) as DTCG shadow layers.
    private func shadow(_ json: JSONValue) -> JSONValue {
        if let layers = json.arrayValue { return JSONValue(.array(layers.map(shadow)), at: json.location) }
        guard let members = json.objectMembers else { return json }
        let names = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread", "color": "color"]
        var result: [JSONMember] = []
        for member in members {
            if member.key == "type" {
                let inset = member.value.stringValue == "innerShadow"
                result.append(JSONMember(key: "inset", keyLocation: member.keyLocation, value: JSONValue(.bool(inset), at: member.value.location)))
            } else if let name = names[member.key] {
                let converted = name == "color" ? value(member.value, type: "color") : value(member.value, type: "dimension")
                result.append(JSONMember(key: name, keyLocation: member.keyLocation, value: converted))
            } else {
                result.append(member)
            }
        }
        return JSONValue(.object(result), at: json.location)
    }

    /// Typography members converted one by one; `textCase` is CSS's `textTransform`.
    private func typography(_ json: JSONValue) -> JSONValue {
        guard let members = json.objectMembers else { return json }
        let types = ["fontFamily": "fontFamilies", "fontWeight": "fontWeights", "fontSize": "fontSizes", "lineHeight": "lineHeights",
                     "letterSpacing": "letterSpacing", "paragraphSpacing": "paragraphSpacing", "paragraphIndent": "paragraphIndent"]
        var result = members.map { member in
            let key = member.key == "textCase" ? "textTransform" : member.key
            return JSONMember(key: key, keyLocation: member.keyLocation, value: types[member.key].map { value(member.value, type: $0) } ?? member.value)
        }
        // `"SemiBold Italic"`: the weight is 600, the style italic.
        if let weight = members.first(where: { $0.key == "fontWeight" }), weight.value.stringValue?.lowercased().contains("italic") == true,
           !members.contains(where: { $0.key == "fontStyle" }) {
            result.append(JSONMember(key: "fontStyle", keyLocation: weight.keyLocation, value: JSONValue(.string("italic"), at: weight.value.location)))
        }
        return JSONValue(.object(result), at: json.location)
    }

    private func border(_ json: JSONValue) -> JSONValue {
        guard let members = json.objectMembers else { return json }
        return JSONValue(.object(members.map { member in
            let type = member.key == "color" ? "color" : member.key == "width" ? "dimension" : nil
            return JSONMember(key: member.key, keyLocation: member.keyLocation, value: type.map { value(member.value, type: $0) } ?? member.value)
        }), at: json.location)
    }
}
