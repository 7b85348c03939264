/// border, transition, shadow, gradient and typography values.
extension TokenResolution {
    private func color(_ json: JSONValue, _ member: String, _ context: inout ValueContext) -> ColorValue? {
        typed(json, .color, member: member, context: &context) { if case .color(let c) = $0 { c } else { nil } }
    }

    private func dimension(_ json: JSONValue, _ member: String, _ context: inout ValueContext) -> DimensionValue? {
        typed(json, .dimension, member: member, context: &context) { if case .dimension(let d) = $0 { d } else { nil } }
    }

    private func duration(_ json: JSONValue, _ member: String, _ context: inout ValueContext) -> DurationValue? {
        typed(json, .duration, member: member, context: &context) { if case .duration(let d) = $0 { d } else { nil } }
    }

    func parseBorder(_ json: JSONValue, member: String, context: inout ValueContext) -> BorderValue? {
        guard let found = members(of: json, shape: "border", required: ["color", "width", "style"], context: context),
              let c = found["color"], let w = found["width"], let s = found["style"] else { return nil }
        let path = { Self.memberPath(member, $0) }
        guard let colorValue = color(c, path("color"), &context),
              let width = dimension(w, path("width"), &context),
              let style = typed(s, .strokeStyle, member: path("style"), context: &context, { if case .strokeStyle(let v) = $0 { v } else { nil } })
        else { return nil }
        return BorderValue(color: colorValue, width: width, style: style)
    }

    func parseTransition(_ json: JSONValue, member: String, context: inout ValueContext) -> TransitionValue? {
        guard let found = members(of: json, shape: "transition", required: ["duration", "delay", "timingFunction"], context: context),
              let d = found["duration"], let l = found["delay"], let t = found["timingFunction"] else { return nil }
        let path = { Self.memberPath(member, $0) }
        guard let durationValue = duration(d, path("duration"), &context),
              let delay = duration(l, path("delay"), &context),
              let timing = typed(t, .cubicBezier, member: path("timingFunction"), context: &context, { if case .cubicBezier(let v) = $0 { v } else { nil } })
        else { return nil }
        return TransitionValue(duration: durationValue, delay: delay, timingFunction: timing)
    }

    func parseShadow(_ json: JSONValue, member: String, context: inout ValueContext) -> [ShadowLayer]? {
        guard let items = json.arrayValue else {
            return parseShadowLayer(json, member: member, context: &context).map { [$0] }
        }
        guard !items.isEmpty else {
            error("a shadow array must hold at least one shadow", at: json.location, subject: context.subject)
            return nil
        }
        var layers: [ShadowLayer] = []
        for (i, item) in items.enumerated() {
            let path = Self.memberPath(member, String(i))
            // A layer may itself be a reference to a (single-layer or layered) shadow token.
            guard let value = parseValue(item, as: .shadow, member: path, context: &context), case .shadow(let more) = value else { return nil }
            layers.append(contentsOf: more)
        }
        return layers
    }

    private func parseShadowLayer(_ json: JSONValue, member: String, context: inout ValueContext) -> ShadowLayer? {
        guard let found = members(of: json, shape: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
                                  optional: ["inset"], context: context),
              let c = found["color"], let x = found["offsetX"], let y = found["offsetY"],
              let b = found["blur"], let s = found["spread"] else { return nil }
        let path = { Self.memberPath(member, $0) }
        guard let colorValue = color(c, path("color"), &context),
              let offsetX = dimension(x, path("offsetX"), &context),
              let offsetY = dimension(y, path("offsetY"), &context),
              let blur = dimension(b, path("blur"), &context),
              let spread = dimension(s, path("spread"), &context) else { return nil }
        if blur.value < 0 {
            error("shadow blur must not be negative", at: b.location, subject: context.subject)
            return nil
        }
        var inset = false
        if let insetValue = found["inset"] {
            guard let flag = insetValue.boolValue else {
                error("inset must be true or false, found \(insetValue.kindName)", at: insetValue.location, subject: context.subject)
                return nil
            }
            inset = flag
        }
        return ShadowLayer(color: colorValue, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    func parseGradient(_ json: JSONValue, member: String, context: inout ValueContext) -> [GradientStop]? {
        guard let items = json.arrayValue, !items.isEmpty else {
            error("gradient must be a non-empty array of stops {color, position}, found \(json.kindName)", at: json.location, subject: context.subject)
            return nil
        }
        var stops: [GradientStop] = []
        for (i, item) in items.enumerated() {
            let path = Self.memberPath(member, String(i))
            guard let found = members(of: item, shape: "gradient stop", required: ["color", "position"], context: context),
                  let c = found["color"], let p = found["position"],
                  let colorValue = color(c, Self.memberPath(path, "color"), &context),
                  var position = number(p, what: "a position number", member: Self.memberPath(path, "position"), context: &context)
            else { return nil }
            if !(0...1).contains(position) {
                // The format says out-of-range positions act as if clamped.
                let clamped = min(max(position, 0), 1)
                warning("gradient stop position \(JSONWriter.formatNumber(position)) is outside 0...1; it is clamped to \(JSONWriter.formatNumber(clamped))",
                        at: p.location, subject: context.subject)
                position = clamped
            }
            stops.append(GradientStop(color: colorValue, position: position))
        }
        return stops
    }

    func parseTypography(_ json: JSONValue, member: String, context: inout ValueContext) -> TypographyValue? {
        guard let found = members(of: json, shape: "typography", required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], context: context),
              let f = found["fontFamily"], let s = found["fontSize"], let w = found["fontWeight"],
              let l = found["letterSpacing"], let h = found["lineHeight"] else { return nil }
        let path = { Self.memberPath(member, $0) }
        guard let family = typed(f, .fontFamily, member: path("fontFamily"), context: &context, { if case .fontFamily(let v) = $0 { v } else { nil } }),
              let size = dimension(s, path("fontSize"), &context),
              let weight = typed(w, .fontWeight, member: path("fontWeight"), context: &context, { if case .fontWeight(let v) = $0 { v } else { nil } }),
              let spacing = dimension(l, path("letterSpacing"), &context),
              let lineHeight = parseLineHeight(h, fontSize: size, member: path("lineHeight"), context: &context)
        else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// A number, or (legacy) a dimension converted to a multiplier of the font size.
    private func parseLineHeight(_ json: JSONValue, fontSize: DimensionValue, member: String, context: inout ValueContext) -> Double? {
        let legacy: DimensionValue
        switch dereference(json, context: &context) {
        case .failed: return nil
        case .token(let target):
            context.memberAliases[member] = target.path
            switch target.value {
            case .number(let n): return n
            case .dimension(let d): legacy = d
            default:
                error("reference to {\(target.name)} points at a \(target.type.rawValue) token, but lineHeight needs a number",
                      at: json.location, subject: context.subject)
                return nil
            }
        case .json(let literal):
            if let n = literal.numberValue { return n }
            guard case .object = literal.kind else {
                if literal.stringValue != nil, let d = parseDimension(literal, context: &context) { legacy = d; break }
                if literal.stringValue == nil {
                    error("lineHeight must be a number (a multiplier of fontSize), found \(literal.kindName)", at: literal.location, subject: context.subject)
                }
                return nil
            }
            guard let d = parseDimension(literal, context: &context) else { return nil }
            legacy = d
        }
        guard legacy.unit == fontSize.unit, fontSize.value > 0 else {
            error("lineHeight \(JSONWriter.formatNumber(legacy.value))\(legacy.unit.rawValue) is a dimension and cannot be turned into a multiplier of fontSize \(JSONWriter.formatNumber(fontSize.value))\(fontSize.unit.rawValue); write lineHeight as a number",
                  at: json.location, subject: context.subject)
            return nil
        }
        let multiplier = ((legacy.value / fontSize.value) * 10000).rounded() / 10000
        warning("lineHeight given as a dimension (\(JSONWriter.formatNumber(legacy.value))\(legacy.unit.rawValue)) in '\(context.subject)'; converted to the multiplier \(JSONWriter.formatNumber(multiplier)) (lineHeight / fontSize): in 2025.10 lineHeight is a number",
                at: json.location, subject: context.subject)
        return multiplier
    }
}
