extension TokenCSSValues {
    /// Declares every token of every permutation at every step.
    public init(project: TokenProject, options: TokenStylesheetOptions = TokenStylesheetOptions(), names: CSSPropertyNames? = nil) {
        var diagnostics = DiagnosticBag()
        let textSize = Self.textSizeAxis(project, options.textSizeModifier, diagnostics: &diagnostics)
        let modifiers = project.modifiers.filter { $0.name != textSize?.modifier }
        let defaultInputs = project.defaultPermutation?.inputs ?? []
        var defaults: [String: String] = [:]
        for choice in defaultInputs where choice.modifier != textSize?.modifier { defaults[choice.modifier] = choice.context }
        let appearance = AppearanceAxis.find(in: modifiers, named: options.appearanceModifier, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: Self.attributeClashes(modifiers))

        var permutations: [[ModifierChoice]] = []
        var jobs: [DeclarationJob] = []
        for permutation in project.permutations {
            let inputs = permutation.inputs.filter { $0.modifier != textSize?.modifier }
            if !permutations.contains(inputs) { permutations.append(inputs) }
            if let textSize {
                guard let context = permutation.inputs.first(where: { $0.modifier == textSize.modifier })?.context,
                      let step = textSize.steps[context] else { continue }
                jobs.append(DeclarationJob(tokens: permutation.tokens, cells: [CellStep(cell: TokenCSSCell(inputs: inputs, step: step), step: nil)]))
            } else {
                jobs.append(DeclarationJob(tokens: permutation.tokens,
                                           cells: ContentSizeCategory.allCases.map { CellStep(cell: TokenCSSCell(inputs: inputs, step: $0), step: $0) }))
            }
        }
        // Writing the declarations is pure: across the cores. Claiming property names is not: in
        // permutation order.
        let names = names ?? CSSPropertyNames(project: project)
        diagnostics.append(contentsOf: names.diagnostics)
        let written = WrittenDeclarations(jobs, names: names)
        var builder = DeclarationTable(written.written, expectedProperties: names.count)
        for prepared in written.permutations {
            builder.declare(prepared)
        }
        diagnostics.append(contentsOf: builder.diagnostics)
        let steps = textSize.map { Set($0.steps.values).sorted() } ?? ContentSizeCategory.allCases
        let (properties, ids, declarations) = builder.finished()
        self.init(modifiers: modifiers, defaults: defaults, steps: steps,
                  defaultStep: textSize?.defaultStep ?? .standard, permutations: permutations, appearance: appearance,
                  properties: properties, names: names, diagnostics: diagnostics.all, propertyIDs: ids, declarations: declarations)
    }

    /// A modifier used as the text-size axis: its contexts mapped to steps by name.
    struct TextSizeAxis {
        var modifier: String
        var steps: [String: ContentSizeCategory]
        var defaultStep: ContentSizeCategory
    }

    static func textSizeAxis(_ project: TokenProject, _ name: String?, diagnostics: inout DiagnosticBag) -> TextSizeAxis? {
        guard let name else { return nil }
        guard let modifier = project.modifiers.first(where: { $0.name == name }) else {
            diagnostics.append(.warning(.configUnknownModifier, "the text-size modifier '\(name)' is not a modifier of the resolver; steps come from the tokens' Dynamic Type rules"))
            return nil
        }
        var steps: [String: ContentSizeCategory] = [:]
        for context in modifier.contexts {
            guard let step = ContentSizeCategory(name: context) else {
                diagnostics.append(.warning(.cssTextSize, "context '\(context)' of the text-size modifier '\(name)' names no text-size step (xSmall ... AX5); it is left out of the stylesheet"))
                continue
            }
            if let other = steps.first(where: { $0.value == step })?.key {
                diagnostics.append(.warning(.cssTextSize, "contexts '\(other)' and '\(context)' of the text-size modifier '\(name)' are the same step \(step.rawValue); '\(context)' is left out"))
                continue
            }
            steps[context] = step
        }
        guard !steps.isEmpty else { return nil }
        let defaultContext = project.defaultPermutation?.inputs.first { $0.modifier == name }?.context
        let defaultStep = defaultContext.flatMap { steps[$0] } ?? steps.values.sorted()[0]
        return TextSizeAxis(modifier: name, steps: steps, defaultStep: defaultStep)
    }

    /// Two modifiers whose attribute names clash, or one that takes the step attribute.
    private static func attributeClashes(_ modifiers: [Modifier]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var problems: [Diagnostic] = []
        for modifier in modifiers {
            let attribute = CSSNaming.attributeName(forModifier: modifier.name)
            if attribute == CSSNaming.stepAttribute {
                problems.append(.error(.cssAttributeCollision, "modifier '\(modifier.name)' would use the attribute \(attribute), which selects the text-size step; rename it or configure it as the text-size modifier"))
            } else if let other = seen[attribute] {
                problems.append(.error(.cssAttributeCollision, "modifiers '\(other)' and '\(modifier.name)' both become the attribute \(attribute); rename one"))
            }
            seen[attribute] = modifier.name
        }
        return problems
    }
}
