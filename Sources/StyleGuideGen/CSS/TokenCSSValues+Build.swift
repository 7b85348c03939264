extension TokenCSSValues {
    /// Declares every token of every permutation at every step.
    public init(project: TokenProject, options: TokenStylesheetOptions = TokenStylesheetOptions()) {
        var diagnostics: [Diagnostic] = []
        let textSize = Self.textSizeAxis(project, options.textSizeModifier, &diagnostics)
        let modifiers = project.modifiers.filter { $0.name != textSize?.modifier }
        let defaultInputs = project.defaultPermutation?.inputs ?? []
        var defaults: [String: String] = [:]
        for choice in defaultInputs where choice.modifier != textSize?.modifier { defaults[choice.modifier] = choice.context }
        let (appearance, appearanceProblems) = AppearanceAxis.find(in: modifiers, named: options.appearanceModifier)
        diagnostics += appearanceProblems
        diagnostics += Self.attributeClashes(modifiers)

        var builder = DeclarationTable()
        var permutations: [[ModifierChoice]] = []
        for permutation in project.permutations {
            let inputs = permutation.inputs.filter { $0.modifier != textSize?.modifier }
            if !permutations.contains(inputs) { permutations.append(inputs) }
            if let textSize {
                guard let context = permutation.inputs.first(where: { $0.modifier == textSize.modifier })?.context,
                      let step = textSize.steps[context] else { continue }
                builder.declare(permutation.tokens, cells: [(TokenCSSCell(inputs: inputs, step: step), nil)])
            } else {
                builder.declare(permutation.tokens, cells: ContentSizeCategory.allCases.map { (TokenCSSCell(inputs: inputs, step: $0), $0) })
            }
        }
        diagnostics += builder.diagnostics
        let steps = textSize.map { Set($0.steps.values).sorted() } ?? ContentSizeCategory.allCases
        self.init(modifiers: modifiers, defaults: defaults, steps: steps,
                  defaultStep: textSize?.defaultStep ?? .standard, permutations: permutations, appearance: appearance,
                  properties: builder.orderedProperties, diagnostics: diagnostics, table: builder.table)
    }

    /// A modifier used as the text-size axis: its contexts mapped to steps by name.
    struct TextSizeAxis {
        var modifier: String
        var steps: [String: ContentSizeCategory]
        var defaultStep: ContentSizeCategory
    }

    private static func textSizeAxis(_ project: TokenProject, _ name: String?, _ diagnostics: inout [Diagnostic]) -> TextSizeAxis? {
        guard let name else { return nil }
        guard let modifier = project.modifiers.first(where: { $0.name == name }) else {
            diagnostics.append(.warning("the text-size modifier '\(name)' is not a modifier of the resolver; steps come from the tokens' Dynamic Type rules"))
            return nil
        }
        var steps: [String: ContentSizeCategory] = [:]
        for context in modifier.contexts {
            guard let step = ContentSizeCategory(name: context) else {
                diagnostics.append(.warning("context '\(context)' of the text-size modifier '\(name)' names no text-size step (xSmall ... AX5); it is left out of the stylesheet"))
                continue
            }
            if let other = steps.first(where: { $0.value == step })?.key {
                diagnostics.append(.warning("contexts '\(other)' and '\(context)' of the text-size modifier '\(name)' are the same step \(step.rawValue); '\(context)' is left out"))
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
                problems.append(.error("modifier '\(modifier.name)' would use the attribute \(attribute), which selects the text-size step; rename it or configure it as the text-size modifier"))
            } else if let other = seen[attribute] {
                problems.append(.error("modifiers '\(other)' and '\(modifier.name)' both become the attribute \(attribute); rename one"))
            }
            seen[attribute] = modifier.name
        }
        return problems
    }
}

/// Collects declarations cell by cell, giving each property one owner token.
struct DeclarationTable {
    var table: [TokenCSSCell: [String: CSSValueText]] = [:]
    var diagnostics: [Diagnostic] = []
    /// Property -> (owner token path, member position), for ordering and clash detection.
    private var owners: [String: (path: [String], position: Int)] = [:]
    private var reported: Set<String> = []

    var orderedProperties: [String] {
        owners.sorted { a, b in
            a.value.path == b.value.path ? a.value.position < b.value.position : a.value.path.lexicographicallyPrecedes(b.value.path)
        }.map(\.key)
    }

    /// Declares one permutation's tokens in each of its cells (one per
    /// step, scaled to `step`). Only tokens with a Dynamic Type rule differ
    /// between steps: the rest are declared (and claimed, in path order) once.
    mutating func declare(_ tokens: ResolvedTokenSet, cells: [(cell: TokenCSSCell, step: ContentSizeCategory?)]) {
        guard let first = cells.first else { return }
        let ordered = tokens.tokens
        let isEmitted: ([String]) -> Bool = { tokens[$0.joined(separator: ".")] != nil }
        var invariant: [String: CSSValueText] = [:]
        var scaling: [ResolvedToken] = []
        for token in ordered {
            let builder = TokenDeclarations(token: token, step: first.step, isEmitted: isEmitted)
            for (position, declaration) in builder.declarations().enumerated() where claim(declaration.property, by: token, position: position) {
                if token.dynamicType == nil { invariant[declaration.property] = declaration.value }
            }
            if token.dynamicType != nil { scaling.append(token) }
        }
        for (cell, step) in cells {
            var declared = invariant
            for token in scaling {
                let builder = TokenDeclarations(token: token, step: step, isEmitted: isEmitted)
                for (position, declaration) in builder.declarations().enumerated() where claim(declaration.property, by: token, position: position) {
                    declared[declaration.property] = declaration.value
                }
            }
            table[cell] = declared
        }
    }

    private mutating func claim(_ property: String, by token: ResolvedToken, position: Int) -> Bool {
        guard let owner = owners[property] else {
            owners[property] = (token.path, position)
            return true
        }
        if owner.path == token.path { return true }
        let ownerName = owner.path.joined(separator: ".")
        if reported.insert(property + " " + token.name).inserted {
            diagnostics.append(.error("'\(token.name)' and '\(ownerName)' both become the custom property \(property); rename one (only '\(ownerName)' is written)",
                                      at: token.location, subject: token.name))
        }
        return false
    }
}
