/// Decides which rules the stylesheet needs and what each declares, by computing the cascade for the
/// element each rule is for: a rule declares exactly the properties whose value on that element would
/// otherwise be wrong (a value that differs, or a `var()` that would resolve against other values).
struct StylesheetPlanner {
    let values: TokenCSSValues
    /// What each cell must compute to.
    let resolved: ResolvedCSSTable
    private(set) var cascade = CSSCascade()
    /// The cell each rule of `cascade` is for.
    private(set) var cells: [TokenCSSCell] = []
    /// Every rule planned, in order, whether it was needed or not: the reduced-motion rules are
    /// planned over the same (a theme may move alike but reduce differently).
    private(set) var specs: [RuleSpec] = []
    /// What each rule of `cascade` declares: its values, and by property id the position of the
    /// property's value among them (-1: not declared). Positions, not a value per property: a rule
    /// of a few declarations then costs a table of plain integers, not thousands of empty values
    /// to make and destroy, and finding a property's winning rule reads four bytes a rule.
    private var valuesByRule: [[DeclaredValue]] = []
    private var positionsByRule: [[Int32]] = []
    /// Ids of the properties whose computed value can differ from the first
    /// rule's in some cell or environment; the others never need declaring
    /// again, so rules after the first only look at these (same rules, far less work).
    private var varying: [Int]?

    /// One rule to plan: its selectors, its conditional groups, and the cell and element it serves.
    struct RuleSpec {
        var selectors: [CSSCompoundSelector]
        var inMedia: Bool
        var cell: TokenCSSCell
        var element: CSSElement
    }

    init(values: TokenCSSValues, resolved: ResolvedCSSTable) {
        self.values = values
        self.resolved = resolved
    }

    /// Plans every rule: the main ones, the `prefers-color-scheme` ones, then (when a colour needs it)
    /// the same structure again inside `@supports` with wide-gamut colours.
    mutating func plan() {
        specs = mainSpecs() + mediaSpecs()
        let wide = needsWideGamut
        guard let first = specs.first else { return }
        add(first, inSupports: false)
        varying = varyingProperties(cells: specs.map(\.cell), baseline: first.cell, includeWide: wide)
        for spec in specs.dropFirst() { add(spec, inSupports: false) }
        if wide {
            for spec in specs { add(spec, inSupports: true) }
        }
    }

    /// Every property whose expected value, in any cell and environment,
    /// differs from its value in the first rule (the baseline cell, no wide gamut).
    private func varyingProperties(cells: [TokenCSSCell], baseline: TokenCSSCell, includeWide: Bool) -> [Int] {
        let base = resolved.values(in: baseline, wide: false)
        var differing = [Bool](repeating: false, count: base.count)
        for cell in Set(cells) {
            for wide in includeWide ? [false, true] : [false] {
                let expected = resolved.values(in: cell, wide: wide)
                for id in expected.indices where !differing[id] && expected[id] != base[id] { differing[id] = true }
            }
        }
        return differing.indices.filter { differing[$0] }
    }

    var needsWideGamut: Bool { values.declarations.hasWideGamutColor }

    private mutating func add(_ spec: RuleSpec, inSupports: Bool) {
        let environment = CSSEnvironment(media: spec.inMedia, wide: inSupports)
        let expected = resolved.values(in: spec.cell, wide: inSupports)
        let entry = values.declarations.index(of: spec.cell)
        // Strongest first: the first rule declaring a property wins it.
        let rules = Array(cascade.applyingIndices(to: spec.element, in: environment).reversed())
        var declarations: [CSSDeclaration] = []
        var declared: [DeclaredValue] = []
        var positions = [Int32](repeating: -1, count: values.properties.count)
        for id in varying ?? Array(values.properties.indices) {
            var current: String?
            if let rule = rules.first(where: { positionsByRule[$0][id] >= 0 }) {
                let value = valuesByRule[rule][Int(positionsByRule[rule][id])]
                current = value.evaluated(wide: cascade.blocks[rule].inSupports) { position in
                    let reference = value.references[position]
                    return reference >= 0 ? expected[reference] : nil
                }
            }
            guard current != expected[id] else { continue }
            let value = entry.flatMap { values.declarations.value(id, inEntry: $0) } ?? Self.unset
            declarations.append(CSSDeclaration(property: values.properties[id], value: value.text))
            positions[id] = Int32(declared.count)
            declared.append(value)
        }
        guard !declarations.isEmpty else { return }
        cascade.blocks.append(CSSRuleBlock(selectors: spec.selectors, inMedia: spec.inMedia, inSupports: inSupports,
                                           declarations: declarations))
        cells.append(spec.cell)
        valuesByRule.append(declared)
        positionsByRule.append(positions)
    }

    private static let unset = DeclaredValue(CSSValueText.unset, ids: [:])

    // MARK: Rule specs

    private var stepAttribute: String { CSSNaming.stepAttribute }

    private func attribute(_ modifier: String) -> String { CSSNaming.attributeName(forModifier: modifier) }

    /// The choices that differ from the defaults.
    private func nonDefault(_ inputs: [ModifierChoice]) -> [ModifierChoice] {
        inputs.filter { values.defaults[$0.modifier] != $0.context }
    }

    /// An element carrying a cell's attributes, every modifier's included (as a preview does).
    private func element(for cell: TokenCSSCell, omitting omitted: String? = nil) -> CSSElement {
        var attributes: [String: String] = [stepAttribute: cell.step.rawValue]
        for choice in cell.inputs where choice.modifier != omitted { attributes[attribute(choice.modifier)] = choice.context }
        return CSSElement(attributes: attributes)
    }

    /// The compound selector of a set of choices and a step (attributes sorted by name), plus extras.
    private func compound(_ choices: [ModifierChoice], step: ContentSizeCategory, extra: [CSSSimpleSelector]) -> CSSCompoundSelector {
        var pairs = choices.map { (attribute($0.modifier), $0.context) }
        if step != values.defaultStep { pairs.append((stepAttribute, step.rawValue)) }
        let parts = pairs.sorted { $0.0 < $1.0 }.map { CSSSimpleSelector.attribute($0.0, equals: $0.1) }
        return CSSCompoundSelector(parts: parts + extra)
    }

    /// Cells in planning order: default step first, then each step; within a step, fewer attributes first.
    private func orderedCells(_ permutations: [[ModifierChoice]], attributeCount: ([ModifierChoice]) -> Int) -> [TokenCSSCell] {
        let sorted = permutations.enumerated().sorted { a, b in
            (attributeCount(a.element), a.offset) < (attributeCount(b.element), b.offset)
        }.map(\.element)
        let steps = [values.defaultStep] + values.steps.filter { $0 != values.defaultStep }
        return steps.flatMap { step in sorted.map { TokenCSSCell(inputs: $0, step: step) } }
    }

    /// `:root` and every attributed element start from the defaults; then one rule per other cell.
    private func mainSpecs() -> [RuleSpec] {
        let attributes = (values.modifiers.map { attribute($0.name) } + [stepAttribute]).sorted()
        let reset = [CSSCompoundSelector(parts: [.root])] + attributes.map { CSSCompoundSelector(parts: [.hasAttribute($0)]) }
        var specs = [RuleSpec(selectors: reset, inMedia: false, cell: values.defaultCell, element: element(for: values.defaultCell))]
        for cell in orderedCells(values.permutations, attributeCount: { nonDefault($0).count }) where cell != values.defaultCell {
            let selector = compound(nonDefault(cell.inputs), step: cell.step, extra: [])
            specs.append(RuleSpec(selectors: [selector], inMedia: false, cell: cell, element: element(for: cell)))
        }
        return specs
    }

    /// Under `prefers-color-scheme`, elements without the appearance attribute take the media context.
    private func mediaSpecs() -> [RuleSpec] {
        guard let appearance = values.appearance else { return [] }
        let name = appearance.modifier
        let lacks = CSSSimpleSelector.lacksAttribute(attribute(name))
        let permutations = values.permutations.filter { inputs in
            inputs.contains { $0.modifier == name && $0.context == appearance.mediaContext }
        }
        let others = { (inputs: [ModifierChoice]) in self.nonDefault(inputs).filter { $0.modifier != name } }
        guard let base = permutations.first(where: { others($0).isEmpty }) else { return [] }
        let baseCell = TokenCSSCell(inputs: base, step: values.defaultStep)
        let attributes = (values.modifiers.filter { $0.name != name }.map { attribute($0.name) } + [stepAttribute]).sorted()
        let reset = [CSSCompoundSelector(parts: [.root, lacks])] + attributes.map { CSSCompoundSelector(parts: [.hasAttribute($0), lacks]) }
        var specs = [RuleSpec(selectors: reset, inMedia: true, cell: baseCell, element: element(for: baseCell, omitting: name))]
        for cell in orderedCells(permutations, attributeCount: { others($0).count }) where cell != baseCell {
            let selector = compound(others(cell.inputs), step: cell.step, extra: [lacks])
            specs.append(RuleSpec(selectors: [selector], inMedia: true, cell: cell, element: element(for: cell, omitting: name)))
        }
        return specs
    }
}
