/// The custom properties of one token in one permutation at one text-size step.
struct TokenDeclarations {
    let token: ResolvedToken
    /// The step to scale to; nil when the text sizes come from a resolver modifier (no scaling here).
    let step: ContentSizeCategory?
    /// Whether a token path has its property in the same permutation (only then may `var()` point at it).
    let isEmitted: ([String]) -> Bool
    /// The project's property names: this token's and those its references point at.
    let names: CSSPropertyNames
    /// The token's own property, named once (its members extend it).
    let name: String

    init(token: ResolvedToken, step: ContentSizeCategory?, names: CSSPropertyNames, isEmitted: @escaping ([String]) -> Bool) {
        self.token = token
        self.step = step
        self.names = names
        self.isEmitted = isEmitted
        name = names.propertyName(forPath: token.path)
    }

    /// `names.propertyName(forPath:member:)`, without looking the path up again.
    func member(_ key: String) -> String { CSSPropertyNames.member(key, of: name) }

    /// `var(--target)` for a member written as a reference, else nil.
    func alias(_ key: String) -> CSSValueText? {
        guard let target = token.memberAliases[key], isEmitted(target) else { return nil }
        return .variable(names.propertyName(forPath: target))
    }

    /// The token's own property first, then its members in a fixed order.
    func declarations() -> [CSSDeclaration] {
        if let target = token.aliasOf, token.dynamicType == nil, isEmitted(target) {
            return aliasDeclarations(of: target)
        }
        switch token.value {
        case .typography(let value): return typography(value)
        case .border(let value): return border(value)
        case .transition(let value): return transition(value)
        case .shadow(let layers): return shadow(layers)
        case .custom(let value):
            // A custom type reaches CSS only when its value is a number or a safe CSS value.
            return CSSValueSerializer.custom(value).map { [CSSDeclaration(property: name, value: .literal($0))] } ?? []
        default: return [CSSDeclaration(property: name, value: single(token.value))]
        }
    }

    /// A whole-token alias: the property and each member point at the target's.
    private func aliasDeclarations(of target: [String]) -> [CSSDeclaration] {
        let own = CSSDeclaration(property: name, value: .variable(names.propertyName(forPath: target)))
        return [own] + Self.memberKeys(of: token.value).map { key in
            CSSDeclaration(property: member(key), value: .variable(names.propertyName(forPath: target, member: key)))
        }
    }

    /// The members a composite value gets a property for (shadows only when they have one layer).
    static func memberKeys(of value: TokenValue) -> [String] {
        switch value {
        case .typography(let value): TypographyValue.standardMembers.filter { !value.missing.contains($0) } + value.extra.map(\.member)
        case .border: ["color", "width", "style"]
        case .transition: ["duration", "delay", "timingFunction"]
        case .shadow(let layers) where layers.count == 1: ["color", "offsetX", "offsetY", "blur", "spread"]
        default: []
        }
    }

    /// A non-composite value (or a gradient), with member references kept for gradient stop colours.
    private func single(_ value: TokenValue) -> CSSValueText {
        switch value {
        case .color(let color): CSSValueText([CSSValueSerializer.color(color)])
        case .dimension(let dimension): .literal(scaledDimension(dimension))
        case .fontFamily(let families): .literal(CSSValueSerializer.fontStack(families))
        case .fontWeight(let weight): .literal(CSSValueSerializer.fontWeight(weight))
        case .duration(let duration): .literal(CSSValueSerializer.duration(duration))
        case .cubicBezier(let curve): .literal(CSSValueSerializer.cubicBezier(curve))
        case .number(let number): .literal(CSSValueSerializer.number(number))
        case .strokeStyle(let style): .literal(CSSValueSerializer.strokeStyle(style))
        case .gradient(let stops): gradient(stops)
        case .css(let css): .literal(css.text)
        case .border, .transition, .shadow, .typography, .custom: .literal("")
        }
    }

    /// A dimension at the step: scaled like `@ScaledMetric` when the token says so, else as written.
    private func scaledDimension(_ value: DimensionValue) -> String {
        guard let step, case .scaledMetric(let style, let cap)? = token.dynamicType else {
            return CSSValueSerializer.dimension(value)
        }
        return CSSValueSerializer.pixels(DynamicTypeScaling.scaledMetric(base: value.points, relativeTo: style, step: step, max: cap))
    }

    /// The stop list of a gradient (`#8e8e93 0%, #5856d6 100%`): the token has no angle, so it is used
    /// as `linear-gradient(180deg, var(--gradient-x))`.
    private func gradient(_ stops: [GradientStop]) -> CSSValueText {
        var parts: [CSSValueText.Part] = []
        for (index, stop) in stops.enumerated() {
            if index > 0 { parts.append(.text(", ")) }
            parts += alias("\(index).color")?.parts ?? [CSSValueSerializer.color(stop.color)]
            parts.append(.text(" " + CSSValueSerializer.percentage(stop.position)))
        }
        return CSSValueText(parts)
    }
}
