/// Composite tokens: one property per member, and a shorthand on the token's own property that reads them.
extension TokenDeclarations {
    /// Size and leading at the step, in px: from the HIG table for a text style, scaled (and capped) for
    /// a font relative to one, else the token's own size with leading = lineHeight x size.
    func typographyMetrics(_ value: TypographyValue) -> (size: CSSValueText, lineHeight: String) {
        let multiplier = value.lineHeight
        switch (step, token.dynamicType) {
        case (let step?, .textStyle(let style)?):
            let metrics = DynamicTypeTable.metrics(for: style, at: step)
            return (.literal(CSSValueSerializer.pixels(Double(metrics.size))), CSSValueSerializer.pixels(Double(metrics.leading)))
        case (let step?, .scaledFont(let style, let cap)?):
            let size = DynamicTypeScaling.scaledFontSize(base: value.fontSize.points, relativeTo: style, step: step, maxSize: cap)
            return (.literal(CSSValueSerializer.pixels(size)), CSSValueSerializer.pixels(DynamicTypeScaling.lineHeight(size: size, multiplier: multiplier)))
        default:
            let size = alias("fontSize") ?? .literal(CSSValueSerializer.dimension(value.fontSize))
            let leading = DynamicTypeScaling.lineHeight(size: value.fontSize.value, multiplier: multiplier)
            return (size, CSSValueSerializer.number(leading) + value.fontSize.unit.rawValue)
        }
    }

    func typography(_ value: TypographyValue) -> [CSSDeclaration] {
        let (size, lineHeight) = typographyMetrics(value)
        // Members the file left out are left out here too; members beyond the five follow them.
        let members: [(String, CSSValueText)] = [
            ("fontFamily", alias("fontFamily") ?? .literal(CSSValueSerializer.fontStack(value.fontFamily))),
            ("fontSize", size),
            ("fontWeight", alias("fontWeight") ?? .literal(CSSValueSerializer.fontWeight(value.fontWeight))),
            ("letterSpacing", alias("letterSpacing") ?? .literal(CSSValueSerializer.dimension(value.letterSpacing))),
            ("lineHeight", .literal(lineHeight)),
        ].filter { !value.missing.contains($0.0) } + value.extra.map { ($0.member, CSSValueText.literal($0.value)) }
        return composite(Self.fontShorthand(value, { member($0) }), members)
    }

    /// The `font` shorthand `weight size/line-height family`, from the members there are
    /// (CSS needs a size and a family; without them the token has members only).
    private static func fontShorthand(_ value: TypographyValue, _ member: (String) -> String) -> CSSValueText? {
        guard !value.missing.contains("fontSize"), !value.missing.contains("fontFamily") else { return nil }
        var parts: [CSSValueText.Part] = []
        if !value.missing.contains("fontWeight") { parts += [.variable(member("fontWeight")), .text(" ")] }
        parts.append(.variable(member("fontSize")))
        if !value.missing.contains("lineHeight") { parts += [.text("/"), .variable(member("lineHeight"))] }
        parts += [.text(" "), .variable(member("fontFamily"))]
        return CSSValueText(parts)
    }

    func border(_ value: BorderValue) -> [CSSDeclaration] {
        let members: [(String, CSSValueText)] = [
            ("color", alias("color") ?? CSSValueText([CSSValueSerializer.color(value.color)])),
            ("width", alias("width") ?? .literal(CSSValueSerializer.dimension(value.width))),
            ("style", alias("style") ?? .literal(CSSValueSerializer.strokeStyle(value.style))),
        ]
        let shorthand = CSSValueText([
            .variable(member("width")), .text(" "), .variable(member("style")), .text(" "), .variable(member("color")),
        ])
        return composite(shorthand, members)
    }

    func transition(_ value: TransitionValue) -> [CSSDeclaration] {
        let members: [(String, CSSValueText)] = [
            ("duration", alias("duration") ?? .literal(CSSValueSerializer.duration(value.duration))),
            ("delay", alias("delay") ?? .literal(CSSValueSerializer.duration(value.delay))),
            ("timingFunction", alias("timingFunction") ?? .literal(CSSValueSerializer.cubicBezier(value.timingFunction))),
        ]
        let shorthand = CSSValueText([
            .variable(member("duration")), .text(" "), .variable(member("timingFunction")), .text(" "), .variable(member("delay")),
        ])
        return composite(shorthand, members)
    }

    /// One layer: members plus a shorthand reading them; several layers: the comma-separated list only.
    func shadow(_ layers: [ShadowLayer]) -> [CSSDeclaration] {
        // A layer written as a reference to another shadow token shifts the member indices: use literals then.
        let layerAliased = token.memberAliases.keys.contains { Int($0) != nil }
        if layers.count == 1, let layer = layers.first, !layerAliased {
            let keys = ["color", "offsetX", "offsetY", "blur", "spread"]
            let members: [(String, CSSValueText)] = keys.map { key in
                (key, alias(key) ?? alias("0." + key) ?? shadowMember(layer, key))
            }
            var parts: [CSSValueText.Part] = layer.inset ? [.text("inset ")] : []
            for (index, key) in ["offsetX", "offsetY", "blur", "spread", "color"].enumerated() {
                if index > 0 { parts.append(.text(" ")) }
                parts.append(.variable(member(key)))
            }
            return composite(CSSValueText(parts), members)
        }
        var parts: [CSSValueText.Part] = []
        for (index, layer) in layers.enumerated() {
            if index > 0 { parts.append(.text(", ")) }
            if layer.inset { parts.append(.text("inset ")) }
            for (position, key) in ["offsetX", "offsetY", "blur", "spread", "color"].enumerated() {
                if position > 0 { parts.append(.text(" ")) }
                let aliased = layerAliased ? nil : alias("\(index).\(key)")
                parts += (aliased ?? shadowMember(layer, key)).parts
            }
        }
        return [CSSDeclaration(property: name, value: CSSValueText(parts))]
    }

    private func shadowMember(_ layer: ShadowLayer, _ key: String) -> CSSValueText {
        switch key {
        case "color": CSSValueText([CSSValueSerializer.color(layer.color)])
        case "offsetX": .literal(CSSValueSerializer.dimension(layer.offsetX))
        case "offsetY": .literal(CSSValueSerializer.dimension(layer.offsetY))
        case "blur": .literal(CSSValueSerializer.dimension(layer.blur))
        default: .literal(CSSValueSerializer.dimension(layer.spread))
        }
    }

    private func composite(_ shorthand: CSSValueText?, _ members: [(String, CSSValueText)]) -> [CSSDeclaration] {
        let own = shorthand.map { [CSSDeclaration(property: name, value: $0)] } ?? []
        return own + members.map { CSSDeclaration(property: member($0.0), value: $0.1) }
    }
}
