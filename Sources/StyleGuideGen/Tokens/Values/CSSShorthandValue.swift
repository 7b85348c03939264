/// A shadow or border written as CSS writes it (`"0 4px 20px 0 rgba(0, 0, 0, 0.08)"`,
/// `"inset 0 0 0 1px #ccc"`, `"1px solid #cdcfd2"`), as the 2025.10 object it means, for the
/// value parsers to read. Nil when the text is not such shorthand.
enum CSSShorthandValue {
    /// `box-shadow`'s layers: each `inset?`, two to four lengths and a colour.
    static func shadow(_ text: String, at location: SourceLocation) -> JSONValue? {
        let build = JSONShapeBuilder(location: location)
        var layers: [JSONValue] = []
        for layer in CSSPassthrough.topLevelParts(text, separator: ",") {
            var lengths: [JSONValue] = []
            var color: String?
            var inset = false
            for part in CSSPassthrough.topLevelParts(layer, separator: " ") {
                if part.lowercased() == "inset" { inset = true } else if isLength(part) { lengths.append(build.string(part)) } else if color == nil, isColor(part) { color = part } else { return nil }
            }
            guard let color, (2...4).contains(lengths.count) else { return nil }
            let zero = build.string("0px")
            let padded = lengths + Array(repeating: zero, count: 4 - lengths.count)
            layers.append(build.object([("color", build.string(color)), ("offsetX", padded[0]), ("offsetY", padded[1]), ("blur", padded[2]),
                                        ("spread", padded[3]), ("inset", build.node(.bool(inset)))]))
        }
        guard !layers.isEmpty else { return nil }
        return layers.count == 1 ? layers[0] : build.node(.array(layers))
    }

    /// `border`'s width, style and colour, in any order.
    static func border(_ text: String, at location: SourceLocation) -> JSONValue? {
        let build = JSONShapeBuilder(location: location)
        var width: String?, style: String?, color: String?
        for part in CSSPassthrough.topLevelParts(text, separator: " ") {
            if width == nil, isLength(part) || ["thin", "medium", "thick"].contains(part.lowercased()) {
                width = part
            } else if style == nil, StrokeStyleKeyword(rawValue: part.lowercased()) != nil {
                style = part.lowercased()
            } else if color == nil, isColor(part) {
                color = part
            } else {
                return nil
            }
        }
        guard let width, let style, let color else { return nil }
        let widths = ["thin": "1px", "medium": "3px", "thick": "5px"]
        return build.object([("color", build.string(color)), ("width", build.string(widths[width.lowercased()] ?? width)), ("style", build.string(style))])
    }

    private static func isLength(_ part: String) -> Bool {
        if NumberText.parse(part) == 0 { return true }
        guard let (_, unit) = NumberText.splitUnit(part) else { return part.lowercased().hasPrefix("calc(") }
        return DimensionParser.knownUnits.contains(unit)
    }

    private static func isColor(_ part: String) -> Bool {
        ColorStringParser.parse(part) != nil || part.lowercased() == "currentcolor"
    }
}

extension ValueContext {
    /// A composite written as CSS shorthand: the object it reads as, with a warning saying so;
    /// nil, with an error, when the text is not that shorthand.
    mutating func shorthand(_ text: String, at location: SourceLocation, as name: String, object: String, css: String,
                            read: (String, SourceLocation) -> JSONValue?) -> JSONValue? {
        guard let shape = read(text, location) else {
            error(.formatInvalidValue, "expected a \(name) object \(object), found the string \"\(text)\" (not \(css) either)", at: location)
            return nil
        }
        warning(.formatCSSShorthand, "\(name) written as the CSS \"\(text)\"; read as \(JSONWriter.compact(shape)): write that", at: location)
        return shape
    }
}
