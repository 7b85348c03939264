/// `tokens/effects.html`: shadows, borders, stroke styles, durations, easing
/// curves, transitions, gradients, font families and weights, and numbers,
/// each drawn where a drawing says more than the value.
struct EffectsPage {
    let catalog: TokenCatalog
    var scope = TokenPageScope(kind: .effects)

    /// Section order and titles.
    static let sections: [(type: TokenType, title: String)] = [
        (.shadow, "Shadows"), (.border, "Borders"), (.strokeStyle, "Stroke styles"), (.duration, "Durations"),
        (.cubicBezier, "Easing"), (.transition, "Transitions"), (.gradient, "Gradients"),
        (.fontFamily, "Font families"), (.fontWeight, "Font weights"), (.number, "Numbers"),
    ]

    /// Durations draw 1 px per 4 ms, so a 1 s animation is a 250 px bar.
    static let millisecondsPerPixel = 4.0

    func page() -> SitePage? {
        let entries = catalog.entries(in: scope)
        guard !entries.isEmpty || catalog.groupPages[scope.kind] != nil else { return nil }
        let data = TokenEntryData(catalog: catalog)
        var ids = UniqueIDs()
        for entry in entries { _ = ids.make(entry.anchor) }
        var headings: [Heading] = []
        var sections: [MustacheValue] = []
        // Other tokens: one section per type name, in name order.
        let groups: [(key: String, title: String, members: [TokenCatalog.Entry])] = scope.kind == .other
            ? TokenCatalog.firstAppearance(of: entries.map(\.typeName)).sorted().map { name in (name, name, entries.filter { $0.typeName == name }) }
            : Self.sections.map { section in (section.type.rawValue, section.title, entries.filter { $0.type == section.type }) }
        for group in groups where !group.members.isEmpty {
            let id = ids.make("section-" + CSSNaming.kebab(group.key))
            headings.append(Heading(level: 2, text: group.title, id: id, line: 0))
            let moves = group.members.contains { ReducedMotion.types.contains($0.type) }
            sections.append(["id": .string(id), "title": .string(group.title), "rows": .list(data.rows(group.members, extra: Self.drawing)),
                             "motion": .bool(moves)])
        }
        let description = scope.kind == .other ? "Tokens of types DTCG 2025.10 does not define, with their values as written."
            : "Shadows, borders, motion, gradients, fonts and numbers, each drawn."
        return SitePage(outputPath: scope.outputPath, title: scope.title, description: scope.describe(description), template: scope.kind.template,
                        data: ["sections": .list(sections)].merging(catalog.header(of: scope)) { _, header in header },
                        headings: headings)
    }

    /// `value` (text) plus at most one drawing: the template draws whichever is present.
    static func drawing(_ token: ResolvedToken) -> [String: MustacheValue] {
        var result: [String: MustacheValue] = [
            "shadowStyle": .null, "borderStyle": .null, "stroke": .null, "durationStyle": .null,
            "curve": .null, "gradientStyle": .null, "fontStyle": .null, "reduced": reduced(token),
        ]
        switch token.value {
        case .shadow(let layers):
            let css = TokenCSS.shadow(layers)
            result["value"] = .string(css)
            result["shadowStyle"] = .string("box-shadow: \(css)")
        case .border(let border):
            let css = TokenCSS.border(border)
            result["value"] = .string(css)
            result["borderStyle"] = .string("border: \(css)")
        case .strokeStyle(let style):
            result["value"] = .string(strokeText(style))
            result["stroke"] = stroke(style)
        case .duration:
            result["value"] = motionText(token.value).map(MustacheValue.string) ?? .null
            if case .duration(let duration) = token.value { result["durationStyle"] = .string(durationBar(duration)) }
        case .cubicBezier(let curve):
            result["value"] = .string(BezierDrawing.css(curve))
            result["curve"] = curveData(curve)
        case .transition(let transition):
            result["value"] = motionText(token.value).map(MustacheValue.string) ?? .null
            result["curve"] = curveData(transition.timingFunction)
            result["durationStyle"] = .string(durationBar(transition.duration))
        case .gradient(let stops):
            let css = TokenCSS.gradient(stops)
            result["value"] = .string(css)
            result["gradientStyle"] = .string("background-image: \(css)")
        case .fontFamily(let families):
            result["value"] = .string(families.joined(separator: ", "))
            result["fontStyle"] = .string("font-family: \(TokenCSS.fontFamily(families))")
        case .fontWeight(let weight):
            result["value"] = .string(CSSNumberFormat.string(weight.weight) + (weight.keyword.map { " (\($0))" } ?? ""))
            result["fontStyle"] = .string("font-weight: \(CSSNumberFormat.string(min(max(weight.weight, 1), 1000)))")
        case .number(let number):
            result["value"] = .string(CSSNumberFormat.string(number))
        case .custom(let value):
            result["value"] = .string("\(TokenNumberText.custom(value)) (\(value.typeName))")
        case .css(let css):
            result["value"] = .string("\(css.text) (CSS, computed by the browser)")
        case .color, .dimension, .typography:
            result["value"] = .null
        }
        return result
    }

    /// A duration or transition as the page writes it: `150 ms`; `250 ms, delay 0 ms, cubic-bezier(...)`.
    static func motionText(_ value: TokenValue) -> String? {
        switch value {
        case .duration(let duration): CSSNumberFormat.string(duration.milliseconds) + " ms"
        case .transition(let transition):
            "\(CSSNumberFormat.string(transition.duration.milliseconds)) ms, delay \(CSSNumberFormat.string(transition.delay.milliseconds)) ms, \(BezierDrawing.css(transition.timingFunction))"
        default: nil
        }
    }

    /// `{value, source}`: what the token is when the user asks for less motion, and where that comes from.
    static func reduced(_ token: ResolvedToken) -> MustacheValue {
        guard ReducedMotion.types.contains(token.type) else { return .null }
        // Tokens loaded without the build's resolution have none decided: nothing given, removed.
        let motion = token.reducedMotion ?? ReducedMotion(value: ReducedMotion.removed(token.value), source: .removed)
        guard let text = motionText(motion.value) else { return .null }
        return ["value": .string(text), "source": .string(reducedSource(token, motion))]
    }

    static func reducedSource(_ token: ResolvedToken, _ motion: ReducedMotion) -> String {
        switch motion.source {
        case .extensions: return "from the token's $extensions"
        case .config: return "from reducedMotion in the config"
        case .target: return "as its target reduces"
        case .removed:
            guard let duration = token.memberAliases["duration"] else { return "removed: none given" }
            return "none given: the reduced duration of \(duration.joined(separator: "."))"
        }
    }

    private static func durationBar(_ duration: DurationValue) -> String {
        "width: " + TokenNumberText.px(max(duration.milliseconds, 0) / millisecondsPerPixel)
    }

    private static func curveData(_ curve: CubicBezierValue) -> MustacheValue {
        let drawing = BezierDrawing(curve)
        return ["viewBox": .string(drawing.viewBox), "path": .string(drawing.path), "handles": .string(drawing.handles),
                "label": .string("Easing curve \(BezierDrawing.css(curve))")]
    }

    private static func strokeText(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashed(let dashes, let cap): "dashes " + dashes.map { TokenNumberText.points($0.points) }.joined(separator: " ") + ", \(cap.rawValue) caps"
        }
    }

    /// A keyword draws as a CSS border; a dash array as an SVG line with that dash pattern.
    private static func stroke(_ style: StrokeStyleValue) -> MustacheValue {
        switch style {
        case .keyword(let keyword):
            return ["lineStyle": .string("border-top: 4px \(keyword.rawValue) currentColor"), "dashes": .null]
        case .dashed(let dashes, let cap):
            let pattern = dashes.map { CSSNumberFormat.string(max($0.points, 0), fractionDigits: 2) }.joined(separator: " ")
            return ["lineStyle": .null, "dashes": ["dasharray": .string(pattern.isEmpty ? "none" : pattern), "linecap": .string(cap.rawValue)]]
        }
    }
}
