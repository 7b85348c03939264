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
        // Writing the declarations is pure and per permutation: across the cores. Claiming
        // property names is not: in permutation order, as before.
        let names = names ?? CSSPropertyNames(project: project)
        diagnostics.append(contentsOf: names.diagnostics)
        var builder = DeclarationTable(expectedProperties: names.count)
        // The first permutation is written whole; the others, across the cores, take over what it
        // wrote for the tokens they share with it (most of them, in most design systems).
        let first = jobs.first.map { PermutationDeclarations(tokens: $0.tokens, cells: $0.cells, names: names) }
        let rest = Array(jobs.dropFirst()).concurrentMap { PermutationDeclarations(tokens: $0.tokens, cells: $0.cells, names: names, reusing: first) }
        for prepared in [first].compactMap({ $0 }) + rest {
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

/// Collects declarations cell by cell, giving each property one owner token. Properties get a
/// provisional id when first claimed; `finished()` renumbers them in token path order.
struct DeclarationTable {
    var diagnostics: [Diagnostic] = []
    private var provisionalIDs: [String: Int] = [:]
    private var names: [String] = []
    /// Owner token path and member position, by provisional id, for ordering and clash detection.
    private var owners: [(path: [String], position: Int)] = []
    private var reported: Set<String> = []
    /// Each group's shared declarations, in declaration order (a later one replaces an earlier one).
    private var groups: [[(id: Int, value: CSSValueText)]] = []
    private var cells: [(cell: TokenCSSCell, group: Int, overrides: [(id: Int, value: CSSValueText)])] = []
    private var positionOfCell: [TokenCSSCell: Int] = [:]
    /// Each token instance's claims (an id, or nil for a property another token owns), in
    /// declaration order from `claimStart[instance]`.
    private var claimedIDs: [Int?] = []
    private var claimStart: [ObjectIdentifier: Int] = [:]
    /// The instances `claimStart` names, held so that no address is freed and reused meanwhile.
    private var claimedTokens: [ResolvedToken] = []

    /// Room for about `expectedProperties` claims, so the tables do not grow again and again.
    init(expectedProperties: Int) {
        provisionalIDs.reserveCapacity(expectedProperties)
        claimStart.reserveCapacity(expectedProperties)
    }

    /// Claims one permutation's declarations, in the order they were written: every token at
    /// the first step (in path order), then each cell's scaled tokens.
    mutating func declare(_ prepared: PermutationDeclarations) {
        var invariant: [(id: Int, value: CSSValueText)] = []
        for written in prepared.first {
            let start = claims(of: written)
            for (offset, declaration) in written.declarations.enumerated() {
                guard let id = claimedIDs[start + offset] else { continue }
                if written.token.dynamicType == nil { invariant.append((id, declaration.value)) }
            }
        }
        let group = groups.count
        groups.append(invariant)
        for (target, scaled) in zip(prepared.cells, prepared.scaled) {
            var overrides: [(id: Int, value: CSSValueText)] = []
            for written in scaled {
                let start = claims(of: written)
                for (offset, declaration) in written.declarations.enumerated() {
                    guard let id = claimedIDs[start + offset] else { continue }
                    overrides.append((id, declaration.value))
                }
            }
            // A cell declared again is replaced, as a dictionary entry would be.
            if let earlier = positionOfCell[target.cell] {
                cells[earlier] = (target.cell, group, overrides)
            } else {
                positionOfCell[target.cell] = cells.count
                cells.append((target.cell, group, overrides))
            }
        }
    }

    /// Where the ids of this token's declarations start in `claimedIDs`, claiming them the first
    /// time the token is met. A token's properties come from its path and value alone, so the same
    /// token met again (every other step, every permutation sharing it) claims the same: looked up
    /// by instance, not by hashing each property and comparing owners' paths again.
    private mutating func claims(of written: PermutationDeclarations.Written) -> Int {
        if let start = claimStart[written.token.instance] { return start }
        let start = claimedIDs.count
        for (position, declaration) in written.declarations.enumerated() {
            claimedIDs.append(claim(declaration.property, by: written.token, position: position))
        }
        claimStart[written.token.instance] = start
        claimedTokens.append(written.token)
        return start
    }

    /// The property owned by this token at this member position gets an id; another owner's
    /// property gets a diagnostic (once) and nil. `CSSPropertyNames` gives every token names of its
    /// own, so this is only a safeguard.
    private mutating func claim(_ property: String, by token: ResolvedToken, position: Int) -> Int? {
        guard let id = provisionalIDs[property] else {
            let id = names.count
            provisionalIDs[property] = id
            names.append(property)
            owners.append((token.path, position))
            return id
        }
        let owner = owners[id]
        if owner.path == token.path { return id }
        let ownerName = owner.path.joined(separator: ".")
        if reported.insert(property + " " + token.name).inserted {
            diagnostics.append(.warning(.cssNameCollision, "'\(token.name)' and '\(ownerName)' both become the custom property \(property); rename one (only '\(ownerName)' is written)",
                                        at: token.location, subject: token.name))
        }
        return nil
    }

    /// The properties in token path order (a composite's members after its own property), and every
    /// cell's declarations with ids that are positions in that order.
    func finished() -> (properties: [String], ids: [String: Int], declarations: CellDeclarations) {
        let order = owners.indices.sorted { a, b in
            let (x, y) = (owners[a], owners[b])
            return x.path == y.path ? x.position < y.position : x.path.lexicographicallyPrecedes(y.path)
        }
        var finalIDs = [Int](repeating: 0, count: order.count)
        for (position, provisional) in order.enumerated() { finalIDs[provisional] = position }
        let finalID = finalIDs
        let properties = order.map { names[$0] }
        var idsByName: [String: Int] = [:]
        idsByName.reserveCapacity(properties.count)
        for (id, name) in properties.enumerated() { idsByName[name] = id }
        let ids = idsByName
        // Each group and cell on its own: across the cores (this runs before the stylesheet's
        // rules are planned, on the one thread the stylesheet waits for).
        let sharedGroups = groups.concurrentMap { declared -> [DeclaredValue?] in
            var row = [DeclaredValue?](repeating: nil, count: properties.count)
            for (id, value) in declared { row[finalID[id]] = DeclaredValue(value, ids: ids) }
            return row
        }
        let entries = cells.concurrentMap { cell in
            var overrides: [Int: DeclaredValue] = [:]
            for (id, value) in cell.overrides { overrides[finalID[id]] = DeclaredValue(value, ids: ids) }
            return CellDeclarations.Entry(cell: cell.cell, group: cell.group, overrides: overrides)
        }
        return (properties, ids, CellDeclarations(groups: sharedGroups, entries: entries))
    }
}

/// A cell and the step its tokens are scaled to (nil: the text size comes from a resolver modifier).
struct CellStep: Sendable {
    var cell: TokenCSSCell
    var step: ContentSizeCategory?
}

/// One permutation's tokens and the cells they are declared in.
struct DeclarationJob: Sendable {
    var tokens: ResolvedTokenSet
    var cells: [CellStep]
}

/// One permutation's declarations, written before any property name is claimed (pure, so
/// permutations are written in parallel). Only tokens with a Dynamic Type rule differ between
/// steps: the rest are written once.
struct PermutationDeclarations: Sendable {
    /// A token and what it declares.
    struct Written: Sendable {
        var token: ResolvedToken
        var declarations: [CSSDeclaration]
    }

    let cells: [CellStep]
    let tokens: ResolvedTokenSet
    /// Every token at the first cell's step, in path order.
    let first: [Written]
    /// For each cell, the tokens that scale, at the cell's step.
    let scaled: [[Written]]

    /// `earlier`, another permutation's declarations, lends what it wrote for the very same tokens
    /// when this permutation has the same token names (so a `var()` is written in both or neither).
    init(tokens: ResolvedTokenSet, cells: [CellStep], names: CSSPropertyNames, reusing earlier: PermutationDeclarations? = nil) {
        self.cells = cells
        self.tokens = tokens
        guard let firstCell = cells.first else {
            first = []
            scaled = []
            return
        }
        let lender = earlier.flatMap { $0.tokens.hasSameNames(as: tokens) && $0.cells.first?.step == firstCell.step ? $0.first : nil }
        let all = Self.write(tokens.tokens, at: firstCell.step, in: tokens, names: names, reusing: lender)
        let scaling = tokens.tokens.filter { $0.dynamicType != nil }
        first = all
        // The first cell's scaled tokens were just written at its step.
        scaled = cells.enumerated().map { index, target in
            index == 0 ? all.filter { $0.token.dynamicType != nil } : Self.write(scaling, at: target.step, in: tokens, names: names, reusing: nil)
        }
    }

    /// `lender`, when given, is written at the same step for tokens of the same names, in order.
    private static func write(_ list: [ResolvedToken], at step: ContentSizeCategory?, in tokens: ResolvedTokenSet, names: CSSPropertyNames,
                              reusing lender: [Written]?) -> [Written] {
        let isEmitted: ([String]) -> Bool = { tokens[$0.joined(separator: ".")] != nil }
        return list.enumerated().map { index, token in
            if let lender, lender[index].token.isSameInstance(as: token) { return lender[index] }
            return Written(token: token, declarations: TokenDeclarations(token: token, step: step, names: names, isEmitted: isEmitted).declarations())
        }
    }
}
