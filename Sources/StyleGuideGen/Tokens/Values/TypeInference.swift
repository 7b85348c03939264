/// The type of an untyped token, from its value's shape (the spec says not to
/// guess; real files leave types out, so shapes with one meaning are read).
enum TypeInference {
    enum Result: Equatable {
        case standard(TokenType)
        case custom(String)
        /// No single meaning: the types it could be.
        case ambiguous([String])
    }

    static func infer(_ json: JSONValue) -> Result {
        switch json.kind {
        case .number: return .standard(.number)
        case .bool: return .custom("boolean")
        case .null: return .ambiguous([])
        case .string(let text): return string(text)
        case .object: return object(json)
        case .array(let items): return array(items)
        }
    }

    private static func string(_ text: String) -> Result {
        if ColorStringParser.parse(text) != nil, !isPlainWord(text) || CSSNamedColors.hex[text.lowercased()] == nil { return .standard(.color) }
        if NumberText.parse(text) != nil { return .standard(.number) }
        if let (_, unit) = NumberText.splitUnit(text) {
            if DurationUnit(rawValue: unit) != nil { return .standard(.duration) }
            if DimensionParser.knownUnits.contains(unit) { return .standard(.dimension) }
        }
        var choices = ["fontFamily", "string"]
        if FontWeightKeywords.values[text] != nil { choices.insert("fontWeight", at: 0) }
        if StrokeStyleKeyword(rawValue: text) != nil { choices.insert("strokeStyle", at: 0) }
        if CSSNamedColors.hex[text.lowercased()] != nil { choices.insert("color", at: 0) }
        return .ambiguous(choices)
    }

    /// A bare word (`red`, `Inter`) is as likely a font or a name as a colour.
    private static func isPlainWord(_ text: String) -> Bool { text.allSatisfy { $0.isLetter } }

    private static func object(_ json: JSONValue) -> Result {
        let keys = Set((json.objectMembers ?? []).map(\.key))
        if keys.contains("colorSpace") { return .standard(.color) }
        if keys == ["value", "unit"], let unit = json["unit"]?.stringValue {
            if DurationUnit(rawValue: unit) != nil { return .standard(.duration) }
            if DimensionParser.knownUnits.contains(unit) || (unit.isEmpty && json["value"]?.numberValue == 0) { return .standard(.dimension) }
            return .ambiguous(["dimension", "duration"])
        }
        if keys.contains("fontFamily") || keys.contains("fontSize") { return .standard(.typography) }
        if keys.contains("offsetX") || keys.contains("offsetY") { return .standard(.shadow) }
        if keys.isSuperset(of: ["color", "width", "style"]) { return .standard(.border) }
        if keys.contains("timingFunction") { return .standard(.transition) }
        if keys.contains("dashArray") { return .standard(.strokeStyle) }
        return .ambiguous(["border", "shadow", "transition", "typography"])
    }

    private static func array(_ items: [JSONValue]) -> Result {
        if items.count == 4, items.allSatisfy({ $0.numberValue != nil }) { return .standard(.cubicBezier) }
        if !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) { return .standard(.fontFamily) }
        if !items.isEmpty, items.allSatisfy({ $0["position"] != nil && $0["color"] != nil }) { return .standard(.gradient) }
        if !items.isEmpty, items.allSatisfy({ $0["offsetX"] != nil || $0["offsetY"] != nil }) { return .standard(.shadow) }
        return .ambiguous(["cubicBezier", "fontFamily", "gradient", "shadow"])
    }
}
