/// `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`. Real files
/// add members (kept for CSS) and leave some out (the CSS leaves them out).
enum TypographyParser {
    /// Members beyond the five that have a CSS property of their own.
    static let cssProperties: [String: String] = [
        "fontStyle": "font-style", "textDecoration": "text-decoration", "textTransform": "text-transform",
        "textCase": "text-transform", "fontVariant": "font-variant", "fontStretch": "font-stretch",
        "fontFeatureSettings": "font-feature-settings", "fontVariationSettings": "font-variation-settings",
        "paragraphSpacing": "margin-block-end", "paragraphIndent": "text-indent", "textAlign": "text-align",
        "wordSpacing": "word-spacing", "textIndent": "text-indent", "whiteSpace": "white-space",
    ]

    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> TypographyValue? {
        guard let members = json.objectMembers else {
            context.error(.formatInvalidValue, "expected a typography object {\(TypographyValue.standardMembers.joined(separator: ", "))}, found \(json.kindName)", at: json.location)
            return nil
        }
        let found = CheckedMembers(members: members)
        let path = { ValueContext.memberPath(member, $0) }
        let missing = TypographyValue.standardMembers.filter { found[$0] == nil }
        if !missing.isEmpty {
            context.warning(.formatMissingMember, "typography value is missing \(missing.map { "'\($0)'" }.joined(separator: ", ")); the CSS leaves \(missing.count == 1 ? "it" : "them") out (2025.10 requires all five)",
                            at: json.location)
        }
        var value = TypographyValue(fontFamily: [], fontSize: DimensionValue(value: 16, unit: .px), fontWeight: FontWeightValue(weight: 400),
                                    letterSpacing: DimensionValue(value: 0, unit: .px), lineHeight: 1.2, missing: Set(missing))
        if let f = found["fontFamily"] {
            guard let family = context.typed(f, .fontFamily, member: path("fontFamily"), { if case .fontFamily(let v) = $0 { v } else { nil } }) else { return nil }
            value.fontFamily = family
        }
        if let s = found["fontSize"] {
            guard let size = context.typed(s, .dimension, member: path("fontSize"), { if case .dimension(let v) = $0 { v } else { nil } }) else { return nil }
            value.fontSize = size
        }
        if let w = found["fontWeight"] {
            guard let weight = context.typed(w, .fontWeight, member: path("fontWeight"), { if case .fontWeight(let v) = $0 { v } else { nil } }) else { return nil }
            value.fontWeight = weight
        }
        if let l = found["letterSpacing"] {
            guard let spacing = context.typed(l, .dimension, member: path("letterSpacing"), { if case .dimension(let v) = $0 { v } else { nil } }) else { return nil }
            value.letterSpacing = spacing
        }
        if let h = found["lineHeight"] {
            guard let lineHeight = LineHeightParser.parse(h, fontSize: value.fontSize, member: path("lineHeight"), context: &context) else { return nil }
            value.lineHeight = lineHeight
        }
        value.extra = extras(members, context: &context)
        return value
    }

    /// The members beyond the five, as CSS declarations; ones CSS cannot take are reported and left out.
    private static func extras(_ members: [JSONMember], context: inout ValueContext) -> [TypographyExtra] {
        var result: [TypographyExtra] = []
        for member in members where !TypographyValue.standardMembers.contains(member.key) {
            let property = cssProperties[member.key] ?? CSSNaming.kebab(member.key)
            guard let text = cssText(member.value, context: &context) else {
                context.warning(.formatExtraMember, "typography member '\(member.key)' is not one of the five 2025.10 members, and its value is not a CSS value; it is left out",
                                at: member.keyLocation)
                continue
            }
            context.warning(.formatExtraMember, "typography member '\(member.key)' is not one of the five 2025.10 members; it is passed to CSS as \(property): \(text)",
                            at: member.keyLocation)
            result.append(TypographyExtra(member: member.key, property: property, value: text))
        }
        return result
    }

    private static func cssText(_ json: JSONValue, context: inout ValueContext) -> String? {
        switch json.kind {
        case .number(let n): return CSSNumberFormat.string(n)
        case .string(let text):
            // A reference to a token of a type of its own (Tokens Studio's `textCase`): its text.
            if ReferenceSyntax.isCurlyAlias(text), case .token(let target) = context.resolution.dereference(json, context: &context),
               case .custom(let custom) = target.value {
                if case .string(let word) = custom.content, CSSValueSerializer.isSafeCSSValue(word) { return word }
                if case .number(let n) = custom.content { return CSSNumberFormat.string(n) }
                return nil
            }
            if ReferenceSyntax.looksLikeAlias(text) { break }
            return CSSValueSerializer.isSafeCSSValue(text) ? text : nil
        case .object where json["unit"] != nil:
            break
        default:
            return nil
        }
        guard let resolved = context.value(json, as: .dimension, member: "") else { return nil }
        if case .dimension(let d) = resolved { return CSSValueSerializer.dimension(d) }
        return nil
    }
}
