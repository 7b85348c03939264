/// Parses a literal value of a known type with the parser of that kind.
enum TokenValueParser {
    /// Several transitions, which 2025.10 cannot hold: the CSS list of them.
    private static func transitions(_ items: [JSONValue], member: String, context: inout ValueContext) -> TokenValue? {
        var written: [String] = []
        for (index, item) in items.enumerated() {
            guard let one = TransitionParser.parse(item, member: ValueContext.memberPath(member, String(index)), context: &context) else { return nil }
            written.append([CSSValueSerializer.duration(one.duration), CSSValueSerializer.cubicBezier(one.timingFunction), CSSValueSerializer.duration(one.delay)].joined(separator: " "))
        }
        guard let first = items.first else { return nil }
        let text = written.joined(separator: ", ")
        context.warning(.formatCSSValue, "a list of \(items.count) transitions, which a 2025.10 transition cannot hold: written to CSS as \"\(text)\"", at: first.location)
        return .css(CSSTextValue(type: .transition, text: text))
    }

    static func parse(_ json: JSONValue, as type: TokenType, member: String, context: inout ValueContext) -> TokenValue? {
        switch type {
        case .color: ColorParser.parse(json, member: member, context: &context).map(TokenValue.color)
        case .dimension: DimensionParser.parse(json, member: member, context: &context).map(TokenValue.dimension)
        case .fontFamily: FontFamilyParser.parse(json, context: context).map(TokenValue.fontFamily)
        case .fontWeight: FontWeightParser.parse(json, member: member, context: &context).map(TokenValue.fontWeight)
        case .duration: DurationParser.parse(json, member: member, context: &context).map(TokenValue.duration)
        case .cubicBezier: CubicBezierParser.parse(json, member: member, context: &context).map(TokenValue.cubicBezier)
        case .number: context.number(json, what: "a number", member: member).map(TokenValue.number)
        case .strokeStyle: StrokeStyleParser.parse(json, member: member, context: &context).map(TokenValue.strokeStyle)
        case .border: BorderParser.parse(json, member: member, context: &context).map(TokenValue.border)
        case .transition: json.arrayValue.map { transitions($0, member: member, context: &context) }
            ?? TransitionParser.parse(json, member: member, context: &context).map(TokenValue.transition)
        case .shadow: ShadowParser.parse(json, member: member, context: &context).map(TokenValue.shadow)
        case .gradient: GradientParser.parse(json, member: member, context: &context).map(TokenValue.gradient)
        case .typography: TypographyParser.parse(json, member: member, context: &context).map(TokenValue.typography)
        case .custom: CustomValueParser.parse(json, typeName: "custom").map(TokenValue.custom)
        }
    }
}
