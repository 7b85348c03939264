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
        var builder = DeclarationTable(expectedProperties: names.count)
        for prepared in PermutationDeclarations.all(jobs, names: names) {
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

/// One permutation's declarations, written before any property name is claimed. Only tokens with
/// a Dynamic Type rule differ between steps: the rest are written once.
struct PermutationDeclarations: Sendable {
    /// A token and what it declares.
    struct Written: Sendable {
        var token: ResolvedToken
        var declarations: [CSSDeclaration]
    }

    let cells: [CellStep]
    /// Every token at the first cell's step, in path order.
    let first: [Written]
    /// For each cell, the tokens that scale, at the cell's step.
    let scaled: [[Written]]

    /// Every job's declarations. What a token declares depends on the token, the step, and which
    /// names its permutation has (a `var()` points only at an emitted token): among permutations of
    /// the same names, each token is written once per step (permutations share most of their
    /// tokens as one instance), across the cores.
    static func all(_ jobs: [DeclarationJob], names: CSSPropertyNames) -> [PermutationDeclarations] {
        var pieces = DistinctPieces(jobs)
        let layouts = jobs.indices.map { job in
            jobs[job].cells.enumerated().map { index, cell in
                // The first cell writes every token; the others only those that scale.
                (index == 0 ? jobs[job].tokens.tokens : jobs[job].tokens.tokens.filter { $0.dynamicType != nil })
                    .map { pieces.number(of: $0, at: cell.step, in: job) }
            }
        }
        let written = pieces.list.concurrentMap { piece in
            let tokens = jobs[piece.job].tokens
            return Written(token: piece.token, declarations: TokenDeclarations(token: piece.token, step: piece.step, names: names,
                                                                               isEmitted: { tokens[$0.joined(separator: ".")] != nil }).declarations())
        }
        return zip(jobs, layouts).map { job, layout in
            let first = layout.first.map { $0.map { written[$0] } } ?? []
            let scaled = layout.indices.map { index in
                index == 0 ? first.filter { $0.token.dynamicType != nil } : layout[index].map { written[$0] }
            }
            return PermutationDeclarations(cells: job.cells, first: first, scaled: scaled)
        }
    }
}

/// The tokens to write for a list of jobs, each distinct one once: a token instance at a step,
/// among the jobs of one list of names.
private struct DistinctPieces {
    struct Piece: Sendable {
        var token: ResolvedToken
        var step: ContentSizeCategory?
        /// A job of the piece's list of names: whose tokens say which references are emitted.
        var job: Int
    }

    private struct Key: Hashable {
        var names: Int
        var token: ObjectIdentifier
        var step: ContentSizeCategory?
    }

    private(set) var list: [Piece] = []
    private var numbers: [Key: Int] = [:]
    /// By job: the first job of the same names.
    private let namesOf: [Int]

    init(_ jobs: [DeclarationJob]) {
        var firsts: [Int] = []
        namesOf = jobs.indices.map { job in
            if let same = firsts.first(where: { jobs[$0].tokens.hasSameNames(as: jobs[job].tokens) }) { return same }
            firsts.append(job)
            return job
        }
    }

    /// The number of the piece for `token` at `step` in `job`, listing it when it is new.
    mutating func number(of token: ResolvedToken, at step: ContentSizeCategory?, in job: Int) -> Int {
        let key = Key(names: namesOf[job], token: token.instance, step: step)
        if let number = numbers[key] { return number }
        numbers[key] = list.count
        list.append(Piece(token: token, step: step, job: namesOf[job]))
        return list.count - 1
    }
}
