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
        if CSSShorthandValue.shadow(text, at: JSONValue.written) != nil { return .standard(.shadow) }
        let parts = CSSPassthrough.topLevelParts(text, separator: ",")
        if parts.count > 1, !text.contains("("), !parts.allSatisfy(isFeatureTag) { return .standard(.fontFamily) }
        // Any other text is text: a name, a keyword, a media query.
        return .custom("string")
    }

    /// `"calt"`, `'ss01' on`: an OpenType feature tag, as `font-feature-settings` lists them (a
    /// list of them is no font family list, though shaped like one).
    private static func isFeatureTag(_ part: String) -> Bool {
        let words = part.split(separator: " ")
        guard let tag = words.first, tag.count == 6, let quote = tag.first, quote == "\"" || quote == "'", tag.last == quote,
              tag.dropFirst().dropLast().allSatisfy({ ($0.isLowercase || $0.isNumber) && $0.isASCII }) else { return false }
        return words.count == 1 || (words.count == 2 && (words[1] == "on" || words[1] == "off" || Int(words[1]) != nil))
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
        if keys.contains("offsetX") || keys.contains("offsetY") || keys.contains("blurRadius") { return .standard(.shadow) }
        if keys.isSuperset(of: ["color", "width", "style"]) { return .standard(.border) }
        if keys.contains("timingFunction") { return .standard(.transition) }
        if keys.contains("dashArray") { return .standard(.strokeStyle) }
        // Layers keyed 0, 1, 2... of one composite shape (Gestalt's elevations).
        if !keys.isEmpty, keys.allSatisfy({ Int($0) != nil }), let first = json.objectMembers?.first?.value, case .standard(let type) = object(first), type == .shadow {
            return .standard(.shadow)
        }
        return .custom("object")
    }

    private static func array(_ items: [JSONValue]) -> Result {
        if items.count == 4, items.allSatisfy({ $0.numberValue != nil }) { return .standard(.cubicBezier) }
        if !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) { return .standard(.fontFamily) }
        if !items.isEmpty, items.allSatisfy({ $0["position"] != nil && $0["color"] != nil }) { return .standard(.gradient) }
        if !items.isEmpty, items.allSatisfy({ $0["offsetX"] != nil || $0["offsetY"] != nil }) { return .standard(.shadow) }
        return .custom("array")
    }
}
