/// The `@media (prefers-reduced-motion: reduce)` rules: for the element of each rule the stylesheet
/// planned (or considered), the duration and transition properties whose reduced value it would
/// otherwise get wrong, under that rule's selectors. Placed after all the others, each outweighs the
/// rule of the same selectors: under reduced motion an element computes its cell's reduced values.
struct ReducedMotionRules {
    static let mediaQuery = "(prefers-reduced-motion: reduce)"

    /// Per permutation (its inputs without the text-size modifier): each property whose reduced value
    /// differs from its normal one, with the reduced value.
    private var reduced: [[ModifierChoice]: [String: CSSValueText]] = [:]

    init(project: TokenProject, values: TokenCSSValues) {
        let modifiers = Set(values.modifiers.map(\.name))
        for permutation in project.permutations {
            let inputs = permutation.inputs.filter { modifiers.contains($0.modifier) }
            // A resolver's text-size contexts repeat the same motion: the first one stands for all.
            guard reduced[inputs] == nil else { continue }
            let tokens = permutation.tokens
            let isEmitted = { (path: [String]) in tokens[path.joined(separator: ".")] != nil }
            var changed: [String: CSSValueText] = [:]
            for token in tokens.tokens {
                guard let motion = token.reducedMotion else { continue }
                let normal = TokenDeclarations(token: token, step: nil, names: values.names, isEmitted: isEmitted).declarations()
                let written = Dictionary(normal.map { ($0.property, $0.value) }) { first, _ in first }
                for declaration in TokenDeclarations(token: Self.writable(token, motion), step: nil, names: values.names, isEmitted: isEmitted).declarations()
                where written[declaration.property] != declaration.value {
                    changed[declaration.property] = declaration.value
                }
            }
            reduced[inputs] = changed
        }
    }

    /// The token as its reduced value is written: a value from an entry as literals; a removed one
    /// keeps its member references (a referenced duration has its own reduced value); an alias
    /// following its target stays the `var()` it is.
    private static func writable(_ token: ResolvedToken, _ motion: ReducedMotion) -> ResolvedToken {
        var copy = token
        copy.value = motion.value
        switch motion.source {
        case .target: break
        case .removed: copy.aliasOf = nil
        case .extensions, .config:
            copy.aliasOf = nil
            copy.memberAliases = [:]
        }
        return copy
    }

    /// Every property some permutation declares otherwise under reduced motion, in the stylesheet's order.
    func reducible(in values: TokenCSSValues) -> [String] {
        let changed = Set(reduced.values.flatMap(\.keys))
        return changed.isEmpty ? [] : values.properties.filter { changed.contains($0) }
    }

    /// What a cell declares for a property under reduced motion (nil: not defined there).
    func declaredValue(ofProperty property: String, in cell: TokenCSSCell, values: TokenCSSValues) -> CSSValueText? {
        reduced[cell.inputs]?[property] ?? values.declaredValue(ofProperty: property, in: cell)
    }

    /// The value a cell computes for a property under reduced motion (references substituted, each
    /// read under reduced motion too); nil when it is not defined there.
    func value(ofProperty property: String, in cell: TokenCSSCell, values: TokenCSSValues) -> String? {
        var known: [String: String?] = [:]
        func compute(_ name: String, _ visiting: Set<String>) -> String? {
            if let done = known[name] { return done }
            guard !visiting.contains(name), let declared = declaredValue(ofProperty: name, in: cell, values: values) else { return nil }
            let result = declared.evaluated(wide: true) { compute($0, visiting.union([name])) }
            known[name] = result
            return result
        }
        return compute(property, [])
    }

    /// The rules inside `@media (prefers-reduced-motion: reduce)`, placed after `planned`: for each rule
    /// the planner considered (`specs`, needed or not), one with its selectors declaring each property
    /// whose reduced value its element would otherwise get wrong. Planned against the cascade, not
    /// copied from the rules: a theme that moves as the default does has no declaration of its own to
    /// copy, yet may reduce otherwise (a reference to one of its own tokens, its own `$extensions`).
    func blocks(after planned: [CSSRuleBlock], specs: [StylesheetPlanner.RuleSpec], values: TokenCSSValues) -> [CSSRuleBlock] {
        let properties = reducible(in: values)
        guard !properties.isEmpty else { return [] }
        let wanted = Set(properties)
        var cascade = CSSCascade(blocks: planned)
        // Each rule's declarations of those properties: all that is read of it here.
        var declared = planned.map { block in
            Dictionary(block.declarations.filter { wanted.contains($0.property) }.map { ($0.property, $0.value) }) { _, later in later }
        }
        var twins: [CSSRuleBlock] = []
        for spec in specs {
            // Colours alone differ under `@supports` (wide gamut is not asked): motion is never declared there.
            let environment = CSSEnvironment(media: spec.inMedia, wide: false, reducedMotion: true)
            let strongestFirst = cascade.applyingIndices(to: spec.element, in: environment).reversed()
            var declarations: [CSSDeclaration] = []
            for property in properties {
                let current = strongestFirst.lazy.compactMap { declared[$0][property] }.first ?? .unset
                let expected = declaredValue(ofProperty: property, in: spec.cell, values: values) ?? .unset
                if current != expected { declarations.append(CSSDeclaration(property: property, value: expected)) }
            }
            guard !declarations.isEmpty else { continue }
            let twin = CSSRuleBlock(selectors: spec.selectors, inMedia: spec.inMedia, inSupports: false, declarations: declarations, inReducedMotion: true)
            twins.append(twin)
            cascade.blocks.append(twin)
            declared.append(twin.valuesByProperty)
        }
        return twins
    }
}
