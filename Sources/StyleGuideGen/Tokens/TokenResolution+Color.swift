/// Colour objects (shape only) and the legacy hex strings.
extension TokenResolution {
    func parseColor(_ json: JSONValue, context: inout ValueContext) -> ColorValue? {
        if let text = json.stringValue { return legacyHexColor(text, at: json.location, context: context) }
        guard let found = members(of: json, shape: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"], context: context),
              let spaceValue = found["colorSpace"], let componentsValue = found["components"] else { return nil }
        guard let spaceName = spaceValue.stringValue, let space = ColorSpaceName(rawValue: spaceName) else {
            let shown = spaceValue.stringValue.map { "'\($0)'" } ?? spaceValue.kindName
            error("unknown colorSpace \(shown); expected one of \(ColorSpaceName.acceptedNames)", at: spaceValue.location, subject: context.subject)
            return nil
        }
        guard let items = componentsValue.arrayValue, items.count == 3 else {
            let found = componentsValue.arrayValue.map { "\($0.count) elements" } ?? componentsValue.kindName
            error("components must be an array of 3 numbers (or \"none\"), found \(found)", at: componentsValue.location, subject: context.subject)
            return nil
        }
        var components: [ColorComponent] = []
        for (i, item) in items.enumerated() {
            if item.stringValue == "none" { components.append(.none); continue }
            guard let n = number(item, what: "a colour component (number or \"none\")", member: "components.\(i)", context: &context) else { return nil }
            components.append(.value(n))
        }
        var color = ColorValue(colorSpace: space, components: components)
        // Ranges per colour space (hsl saturation 0-100, srgb 0-1...) are the Color module's.
        let rangeProblems = color.tokenColor.validate()
        for problem in rangeProblems {
            error(problem, at: componentsValue.location, subject: context.subject)
        }
        if !rangeProblems.isEmpty { return nil }
        if let alphaValue = found["alpha"] {
            guard let alpha = number(alphaValue, what: "an alpha number", member: "alpha", context: &context) else { return nil }
            guard (0...1).contains(alpha) else {
                error("alpha must be between 0 and 1, found \(JSONWriter.formatNumber(alpha))", at: alphaValue.location, subject: context.subject)
                return nil
            }
            color.alpha = alpha
        }
        if let hexValue = found["hex"] {
            guard let hex = hexValue.stringValue, Self.hexDigits(hex)?.count == 6 else {
                error("hex must be a 6-digit sRGB fallback like \"#0088ff\"", at: hexValue.location, subject: context.subject)
                return nil
            }
            color.hex = hex.lowercased()
        }
        return color
    }

    /// The hex digits of `#rgb`-style text, or nil.
    static func hexDigits(_ text: String) -> [UInt8]? {
        guard text.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for c in text.utf8.dropFirst() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(c - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return digits
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` -> sRGB, with a warning giving the 2025.10 shape.
    private func legacyHexColor(_ text: String, at location: SourceLocation, context: ValueContext) -> ColorValue? {
        guard let digits = Self.hexDigits(text), [3, 4, 6, 8].contains(digits.count) else {
            error("expected a color object {colorSpace, components, alpha?, hex?}, found the string \"\(text)\"", at: location, subject: context.subject)
            return nil
        }
        let channels: [Double]
        if digits.count <= 4 {
            channels = digits.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
        }
        let rgb = Array(channels.prefix(3))
        let alpha = channels.count == 4 ? channels[3] : 1
        let hex = "#" + rgb.map { channel -> String in
            let s = String(Int((channel * 255).rounded()), radix: 16)
            return s.count < 2 ? "0" + s : s
        }.joined()
        let color = ColorValue(colorSpace: .srgb, components: rgb.map { .value(($0 * 10000).rounded() / 10000) }, alpha: alpha, hex: hex)
        let shape = JSONWriter.compact(JSONShapeBuilder(location: location).color(color))
        warning("legacy colour string \"\(text)\" in '\(context.subject)'; use the 2025.10 colour object \(shape)",
                at: location, subject: context.subject)
        return color
    }
}
