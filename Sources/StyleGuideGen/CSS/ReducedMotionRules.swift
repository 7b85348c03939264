/// The `@media (prefers-reduced-motion: reduce)` rules: a twin of every rule that declares a duration
/// or transition property, with the same selectors and that cell's reduced values. Placed after all
/// the others, each twin outweighs its original, and the twins weigh against each other as their
/// originals do: under reduced motion an element computes its cell's reduced values.
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

    /// Twins of `blocks` (each planned for the cell at its place in `cells`) holding their reduced declarations.
    func blocks(mirroring blocks: [CSSRuleBlock], cells: [TokenCSSCell]) -> [CSSRuleBlock] {
        let reducible = Set(reduced.values.flatMap(\.keys))
        guard !reducible.isEmpty else { return [] }
        // Colours alone differ under `@supports`: motion is never declared there.
        return zip(blocks, cells).compactMap { block, cell in
            guard !block.inSupports else { return nil }
            let changed = reduced[cell.inputs] ?? [:]
            let declarations = block.declarations.filter { reducible.contains($0.property) }.map {
                CSSDeclaration(property: $0.property, value: changed[$0.property] ?? $0.value)
            }
            guard !declarations.isEmpty else { return nil }
            return CSSRuleBlock(selectors: block.selectors, inMedia: block.inMedia, inSupports: false, declarations: declarations, inReducedMotion: true)
        }
    }
}
