/// The Dynamic Type rules `init --from` writes into the config for review, for the size tokens a
/// design system's files give no rule: a typography token, or a font size, follows the HIG text style
/// nearest to it at Large (a line height follows its font size's style); an icon size or a padding
/// beside text follows Body, at most twice its size; borders, radii, widths and the like are fixed.
/// A size whose name says none of these (`size.l`, `dimension.16`) is left without a rule: a
/// component that reads one is warned about it, with the line to add.
enum DynamicTypeGuess {
    enum Role: Equatable {
        case fontSize, lineHeight, besideText
        /// A border, radius, width or letter spacing: said not to grow.
        case fixed
    }

    static let iconWords: Set<String> = ["icon", "icons", "glyph"]
    static let paddingWords: Set<String> = ["padding", "spacing", "space", "spacer", "gap", "inset", "margin", "gutter"]
    static let fontWords: Set<String> = ["font", "fonts", "typography", "type", "text"]
    /// Sizes that do not grow with text even beside it.
    static let fixedWords: Set<String> = ["border", "radius", "width", "stroke", "outline", "breakpoint", "shadow", "blur", "offset",
                                          "max", "min", "maxwidth", "minwidth", "divider", "elevation", "screen", "container", "layout",
                                          "letterspacing", "tracking", "kerning", "borderwidth", "borderradius", "strokewidth"]

    /// The guessed entries, in path order, a group written once where every token under it gets the same rule.
    static func rules(for tokens: ResolvedTokenSet) -> [WrittenDynamicTypeRule] {
        let fontStyles = fontSizeStyles(tokens)
        let guessed = tokens.tokens.filter { $0.dynamicType == nil }.compactMap { token in
            guess(token, in: tokens, fontStyles: fontStyles).map { WrittenDynamicTypeRule(path: token.name, kind: $0.0, cap: $0.1) }
        }
        return grouping(guessed, among: tokens)
    }

    private static func guess(_ token: ResolvedToken, in tokens: ResolvedTokenSet, fontStyles: [String: TextStyle])
        -> (WrittenDynamicTypeRule.Kind, WrittenDynamicTypeRule.Cap?)? {
        switch token.value {
        case .typography(let value) where token.aliasOf == nil:
            return (.relative(nearest(size: value.fontSize.points)), nil)
        case .dimension(let value):
            guard let role = role(of: token.name) else { return nil }
            // An alias reads its target's property: it needs a rule only where its target gets none.
            if let target = token.aliasOf, tokens[target.joined(separator: ".")].flatMap({ self.role(of: $0.name) }) != nil { return nil }
            switch role {
            case .fontSize: return (.relative(nearest(size: value.points)), nil)
            case .lineHeight:
                let group = token.path.dropLast().joined(separator: ".")
                return (.relative((group.isEmpty ? nil : fontStyles[group]) ?? nearest(leading: value.points)), nil)
            case .besideText: return (.relative(.body), .scale(2))
            case .fixed: return (.fixed, nil)
            }
        default:
            return nil
        }
    }

    /// The entry a warning proposes for a token without a rule: the guess (a line height with its
    /// group's font size), else Body, at most twice its size.
    static func suggestion(for token: ResolvedToken, in tokens: ResolvedTokenSet) -> WrittenDynamicTypeRule {
        let group = token.path.dropLast()
        let siblings = ResolvedTokenSet(tokens: tokens.tokens.filter { $0.path.count == token.path.count && $0.path.starts(with: group) })
        if let (kind, cap) = guess(token, in: siblings, fontStyles: fontSizeStyles(siblings)) {
            return WrittenDynamicTypeRule(path: token.name, kind: kind, cap: cap)
        }
        if case .typography(let value) = token.value { return WrittenDynamicTypeRule(path: token.name, kind: .relative(nearest(size: value.fontSize.points))) }
        return WrittenDynamicTypeRule(path: token.name, kind: .relative(.body), cap: .scale(2))
    }

    /// What a size token is for, from the words of its path; nil when it should not grow.
    static func role(of name: String) -> Role? {
        let words = TokenNameWords(name)
        if words.contains(any: ["fontsize", "textsize"]) { return .fontSize }
        if words.contains(any: ["lineheight", "leading"]) { return .lineHeight }
        guard !words.contains(any: fixedWords) else { return .fixed }
        if words.contains(any: iconWords) || words.contains(any: paddingWords) { return .besideText }
        // A size in a font or type group is a font size (`font.body`, `typography.large`).
        if words.contains(any: fontWords) { return .fontSize }
        return nil
    }

    /// The style of each group's font size, so the group's line height follows the same style.
    private static func fontSizeStyles(_ tokens: ResolvedTokenSet) -> [String: TextStyle] {
        var styles: [String: TextStyle] = [:]
        for token in tokens.tokens where token.dynamicType == nil && role(of: token.name) == .fontSize {
            guard case .dimension(let value) = token.value else { continue }
            styles[token.path.dropLast().joined(separator: ".")] = nearest(size: value.points)
        }
        return styles
    }

    /// The text style whose size at Large is nearest; Body of equals, then the larger style.
    static func nearest(size points: Double) -> TextStyle {
        nearest(points) { Double(DynamicTypeTable.metrics(for: $0, at: .large).size) }
    }

    static func nearest(leading points: Double) -> TextStyle {
        nearest(points) { Double(DynamicTypeTable.metrics(for: $0, at: .large).leading) }
    }

    private static func nearest(_ points: Double, by measure: (TextStyle) -> Double) -> TextStyle {
        let preferred: [TextStyle] = [.body] + TextStyle.allCases.filter { $0 != .body }
        return preferred.min { abs(measure($0) - points) < abs(measure($1) - points) } ?? .body
    }
}
