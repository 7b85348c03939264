/// 2025.10 colour objects `{colorSpace, components, alpha?, hex?}`, and colour
/// strings (hex, CSS syntax) read with a warning giving the object to write.
enum ColorParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> ColorValue? {
        if let text = json.stringValue { return string(text, at: json.location, context: context) }
        if let channels = channelObject(json) { return channelColor(json, channels: channels, member: member, context: &context) }
        guard let found = context.members(of: json, shape: .color),
              let spaceValue = found["colorSpace"], let componentsValue = found["components"] else { return nil }
        guard let spaceName = spaceValue.stringValue, let space = ColorSpaceName(rawValue: spaceName) else {
            let shown = spaceValue.stringValue.map { "'\($0)'" } ?? spaceValue.kindName
            context.error(.formatUnknownColorSpace, "unknown colorSpace \(shown); expected one of \(ColorSpaceName.acceptedNames)", at: spaceValue.location)
            return nil
        }
        guard let items = componentsValue.arrayValue, items.count == 3 else {
            let found = componentsValue.arrayValue.map { "\($0.count) elements" } ?? componentsValue.kindName
            context.error(.formatInvalidValue, "components must be an array of 3 numbers (or \"none\"), found \(found)", at: componentsValue.location)
            return nil
        }
        var components: [ColorComponent] = []
        components.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if item.stringValue == "none" { components.append(.none); continue }
            guard let n = context.number(item, what: "a colour component (number or \"none\")", member: ValueContext.memberPath(member, "components.\(i)")) else { return nil }
            components.append(.value(n))
        }
        var color = ColorValue(colorSpace: space, components: components)
        // Ranges per colour space (hsl saturation 0-100, srgb 0-1...) are the Color module's.
        let rangeProblems = color.tokenColor.validate()
        for problem in rangeProblems { context.error(.formatOutOfRange, problem, at: componentsValue.location) }
        if !rangeProblems.isEmpty { return nil }
        if let alphaValue = found["alpha"] {
            guard let alpha = context.number(alphaValue, what: "an alpha number", member: ValueContext.memberPath(member, "alpha")) else { return nil }
            guard (0...1).contains(alpha) else {
                context.error(.formatOutOfRange, "alpha must be between 0 and 1, found \(JSONWriter.formatNumber(alpha))", at: alphaValue.location)
                return nil
            }
            color.alpha = alpha
        }
        if let hexValue = found["hex"] {
            guard let hex = hexValue.stringValue, hex.count == 7, HexColor.channels(hex) != nil else {
                context.error(.formatInvalidValue, "hex must be a 6-digit sRGB fallback like \"#0088ff\"", at: hexValue.location)
                return nil
            }
            color.hex = hex.lowercased()
        }
        return color
    }

    /// `{r, g, b, a?}` (0-255) or `{h, s, l, a?}` (degrees, percentages), as colour libraries
    /// (tinycolor, chroma) and Style Dictionary's examples write them: the keys, or nil.
    private static func channelObject(_ json: JSONValue) -> [String]? {
        guard let keys = json.objectMembers?.map(\.key) else { return nil }
        for channels in [["r", "g", "b"], ["h", "s", "l"]] where Set(keys).isSubset(of: channels + ["a"]) && Set(channels).isSubset(of: keys) {
            return channels
        }
        return nil
    }

    private static func channelColor(_ json: JSONValue, channels: [String], member: String, context: inout ValueContext) -> ColorValue? {
        var values: [Double] = []
        for key in channels + (json["a"] == nil ? [] : ["a"]) {
            guard let n = context.number(json[key]!, what: "a number for '\(key)'", member: ValueContext.memberPath(member, key)) else { return nil }
            values.append(n)
        }
        let isRGB = channels[0] == "r"
        var color = isRGB ? ColorValue(colorSpace: .srgb, components: values.prefix(3).map { .value(min(max($0 / 255, 0), 1)) })
            : ColorValue(colorSpace: .hsl, components: values.prefix(3).map { .value($0) })
        if values.count == 4 { color.alpha = min(max(values[3], 0), 1) }
        let written = isRGB ? "{r, g, b}" : "{h, s, l}"
        context.warning(.formatCSSColor, "colour written as the object \(written); use the 2025.10 colour object \(JSONWriter.compact(JSONShapeBuilder(location: json.location).color(color)))", at: json.location)
        return color
    }

    private static func string(_ text: String, at location: SourceLocation, context: ValueContext) -> ColorValue? {
        guard let parsed = ColorStringParser.parse(text) else {
            context.error(.formatInvalidValue, "expected a color object {colorSpace, components, alpha?, hex?}, found the string \"\(text)\" (not a hex or CSS colour either)", at: location)
            return nil
        }
        let shape = JSONWriter.compact(JSONShapeBuilder(location: location).color(parsed.color))
        let what = switch parsed.code {
        case .formatHexAlpha: "colour written as the hex string \"\(text)\" (its last digits are the alpha)"
        case .formatHexColor: "colour written as the hex string \"\(text)\""
        default: "colour written as the CSS string \"\(text)\""
        }
        context.warning(parsed.code, "\(what); use the 2025.10 colour object \(shape)", at: location)
        return parsed.color
    }
}
