/// One cell of the preview matrix: a context for each modifier (the text-size modifier excluded) and a step.
public struct TokenCSSCell: Sendable, Hashable {
    /// One choice per modifier, in the modifiers' order.
    public var inputs: [ModifierChoice]
    public var step: ContentSizeCategory

    public init(inputs: [ModifierChoice], step: ContentSizeCategory) {
        self.inputs = inputs
        self.step = step
    }
}

/// Every custom property's declared and resolved CSS value in every permutation at every step: what the
/// stylesheet is planned from, and what pages show next to a token.
public struct TokenCSSValues: Sendable {
    /// The modifiers that become data attributes (the text-size modifier is not one of them).
    public let modifiers: [Modifier]
    /// Each modifier's default context.
    public let defaults: [String: String]
    /// The text-size steps, smallest first, and the one `:root` holds.
    public let steps: [ContentSizeCategory]
    public let defaultStep: ContentSizeCategory
    /// Every permutation of `modifiers`, in the project's order.
    public let permutations: [[ModifierChoice]]
    public let appearance: AppearanceAxis?
    /// Every property, in token path order (a composite's members after its own property).
    public let properties: [String]
    /// Each token's custom property: the names `properties` holds.
    public let names: CSSPropertyNames
    /// Name clashes and configuration problems.
    public let diagnostics: [Diagnostic]
    /// Property name -> id: its position in `properties`.
    let propertyIDs: [String: Int]
    let declarations: CellDeclarations

    /// The default permutation at the default step.
    public var defaultCell: TokenCSSCell {
        TokenCSSCell(inputs: modifiers.map { ModifierChoice(modifier: $0.name, context: defaults[$0.name] ?? "") }, step: defaultStep)
    }

    /// Every cell: permutations in order, each at every step.
    public var cells: [TokenCSSCell] {
        permutations.flatMap { inputs in steps.map { TokenCSSCell(inputs: inputs, step: $0) } }
    }

    /// The data attribute of a modifier (`theme` -> `data-theme`).
    public func attributeName(forModifier name: String) -> String { CSSNaming.attributeName(forModifier: name) }

    /// The cell for user-given choices (any order; missing modifiers take their default; the text-size
    /// modifier, if given, is ignored), or nil when a context is unknown or the step is not available.
    public func cell(for inputs: [ModifierChoice], at step: ContentSizeCategory) -> TokenCSSCell? {
        guard steps.contains(step) else { return nil }
        var chosen = defaults
        for choice in inputs where chosen[choice.modifier] != nil { chosen[choice.modifier] = choice.context }
        let normalized = modifiers.map { ModifierChoice(modifier: $0.name, context: chosen[$0.name] ?? "") }
        let cell = TokenCSSCell(inputs: normalized, step: step)
        return declarations.index(of: cell) == nil ? nil : cell
    }

    /// The declared value (with `var()` references) of a property in a cell.
    public func declaredValue(ofProperty property: String, in cell: TokenCSSCell) -> CSSValueText? {
        guard let id = propertyIDs[property], let entry = declarations.index(of: cell) else { return nil }
        return declarations.value(id, inEntry: entry)?.text
    }

    /// The value a browser computes for a property in a permutation at a step (references substituted;
    /// colours in their own space when `wideGamut`, else their sRGB fallback); nil when not defined there.
    public func value(ofProperty property: String, in inputs: [ModifierChoice], at step: ContentSizeCategory,
                      wideGamut: Bool = true) -> String? {
        guard let cell = cell(for: inputs, at: step), let entry = declarations.index(of: cell),
              let id = propertyIDs[property] else { return nil }
        var evaluation = CSSEvaluation(count: properties.count, wide: wideGamut)
        return evaluation.value(of: id) { declarations.value($0, inEntry: entry) }
    }

    /// Every property's computed value in a cell.
    public func resolvedValues(in cell: TokenCSSCell, wideGamut: Bool) -> [String: String] {
        guard let entry = declarations.index(of: cell) else { return [:] }
        var evaluation = CSSEvaluation(count: properties.count, wide: wideGamut)
        var resolved: [String: String] = [:]
        for id in properties.indices {
            if let value = evaluation.value(of: id, declared: { declarations.value($0, inEntry: entry) }) {
                resolved[properties[id]] = value
            }
        }
        return resolved
    }
}
