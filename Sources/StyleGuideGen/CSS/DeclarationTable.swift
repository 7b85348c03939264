/// Collects declarations cell by cell, giving each property one owner token. Properties get a
/// provisional id when first claimed; `finished()` renumbers them in token path order.
struct DeclarationTable {
    /// A declaration of a group or cell: a provisional id, and the declaration's place in `written`.
    private struct Declared {
        var id: Int
        var piece: Int32
        var position: Int32
    }

    var diagnostics: [Diagnostic] = []
    /// What the permutations declare, each distinct token written once.
    private let written: [DeclaredToken]
    private var provisionalIDs: [String: Int] = [:]
    private var names: [String] = []
    /// Owner token path and member position, by provisional id, for ordering and clash detection.
    private var owners: [(path: [String], position: Int)] = []
    private var reported: Set<String> = []
    /// Each group's shared declarations, in declaration order (a later one replaces an earlier one).
    private var groups: [[Declared]] = []
    private var cells: [(cell: TokenCSSCell, group: Int, overrides: [Declared])] = []
    private var positionOfCell: [TokenCSSCell: Int] = [:]
    /// Each token instance's claims (an id, or nil for a property another token owns), in
    /// declaration order from `claimStart[instance]`.
    private var claimedIDs: [Int?] = []
    private var claimStart: [ObjectIdentifier: Int] = [:]
    /// The same by piece of `written` (-1: not looked up yet): most pieces are met in every permutation.
    private var claimStartOfPiece: [Int]

    /// Room for about `expectedProperties` claims, so the tables do not grow again and again.
    init(_ written: [DeclaredToken], expectedProperties: Int) {
        self.written = written
        claimStartOfPiece = [Int](repeating: -1, count: written.count)
        provisionalIDs.reserveCapacity(expectedProperties)
        claimStart.reserveCapacity(expectedProperties)
    }

    /// Claims one permutation's declarations, in the order they were written: every token at
    /// the first step (in path order), then each cell's scaled tokens.
    mutating func declare(_ prepared: PermutationDeclarations) {
        var invariant: [Declared] = []
        for piece in prepared.first {
            let start = claims(of: piece)
            guard written[piece].token.dynamicType == nil else { continue }
            for position in written[piece].declarations.indices {
                if let id = claimedIDs[start + position] { invariant.append(Declared(id: id, piece: Int32(piece), position: Int32(position))) }
            }
        }
        let group = groups.count
        groups.append(invariant)
        for (target, scaled) in zip(prepared.cells, prepared.scaled) {
            var overrides: [Declared] = []
            for piece in scaled {
                let start = claims(of: piece)
                for position in written[piece].declarations.indices {
                    if let id = claimedIDs[start + position] { overrides.append(Declared(id: id, piece: Int32(piece), position: Int32(position))) }
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

    /// Where the ids of this piece's declarations start in `claimedIDs`, claiming them the first
    /// time its token is met. A token's properties come from its path and value alone, so the same
    /// token met again (every other step, every permutation sharing it) claims the same: looked up
    /// by instance, not by hashing each property and comparing owners' paths again.
    private mutating func claims(of piece: Int) -> Int {
        if claimStartOfPiece[piece] >= 0 { return claimStartOfPiece[piece] }
        let token = written[piece].token
        if let start = claimStart[token.instance] {
            claimStartOfPiece[piece] = start
            return start
        }
        let start = claimedIDs.count
        for (position, declaration) in written[piece].declarations.enumerated() {
            claimedIDs.append(claim(declaration.property, by: token, position: position))
        }
        claimStart[token.instance] = start
        claimStartOfPiece[piece] = start
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
        // Each written declaration's references numbered once (a piece stands for a token in every
        // permutation that shares it), across the cores; then each group and cell on its own.
        var firstValue: [Int] = []
        var total = 0
        for piece in written {
            firstValue.append(total)
            total += piece.declarations.count
        }
        let start = firstValue
        let written = written.concurrentMap { piece in piece.declarations.map { DeclaredValue($0.value, ids: ids) } }.flatMap { $0 }
        // Equal values are one place (a token written for two lists of names mostly declares the
        // same in both): groups that declare the same then hold the same places.
        var places: [DeclaredValue: Int32] = [:]
        var values: [DeclaredValue] = []
        let placeOf = written.map { value in
            if let place = places[value] { return place }
            places[value] = Int32(values.count)
            values.append(value)
            return Int32(values.count - 1)
        }
        let sharedGroups = groups.concurrentMap { declared -> [Int32] in
            var row = [Int32](repeating: -1, count: properties.count)
            for value in declared { row[finalID[value.id]] = placeOf[start[Int(value.piece)] + Int(value.position)] }
            return row
        }
        let entries = cells.concurrentMap { cell in
            var overrides: [Int: DeclaredValue] = [:]
            for value in cell.overrides { overrides[finalID[value.id]] = written[start[Int(value.piece)] + Int(value.position)] }
            return CellDeclarations.Entry(cell: cell.cell, group: cell.group, overrides: overrides)
        }
        return (properties, ids, CellDeclarations(values: values, groups: sharedGroups, entries: entries))
    }
}
