/// Every cell's computed values by property id, with and without wide-gamut colours: what the
/// stylesheet planner checks its rules against and what component pages show.
///
/// Computed incrementally: in a group of cells (one permutation at every step), a property that is
/// not scaled and reads nothing scaled has the same value in every cell, so it is computed and kept
/// once per group; each cell computes and keeps only the rest (a few dozen of thousands).
struct ResolvedCSSTable: Sendable {
    /// A group's values shared by its cells, and where the cells' own values sit.
    private struct GroupValues: Sendable {
        /// [sRGB, wide gamut], by property id.
        var shared: [[String?]]
        /// By property id: its place in a cell's own values, or -1 when shared.
        var slots: [Int32]
    }

    private let groups: [GroupValues]
    /// By entry of `CellDeclarations`: [sRGB, wide gamut], by slot.
    private let own: [[[String?]]]
    /// What a cell that declares nothing computes: every value nil.
    private let empty: CellValues
    private let declarations: CellDeclarations

    init(values: TokenCSSValues) {
        let declarations = values.declarations
        let count = values.properties.count
        let members = declarations.entriesByGroup
        // The first group is computed whole; the others compute only what they declare differently
        // from it (permutations share most of their declarations) and take the rest. On one core:
        // on two, both counted references on the values they share at every step, and were slower.
        let first = declarations.groupCount > 0 ? Self.values(ofGroup: 0, members: members[0], in: declarations, count: count, over: nil) : nil
        let base = first.map { BaseGroup(row: declarations.row(ofGroup: 0), values: $0.group, members: members[0], cells: $0.cells.map(\.values)) }
        let computed = (first.map { [$0] } ?? []) + Array(1..<max(declarations.groupCount, 1)).map { group in
            Self.values(ofGroup: group, members: members[group], in: declarations, count: count, over: base)
        }
        var own = [[[String?]]](repeating: [], count: declarations.entries.count)
        for (_, cells) in computed {
            for (entry, values) in cells { own[entry] = values }
        }
        self.groups = computed.map(\.group)
        self.own = own
        self.empty = CellValues(count: count)
        self.declarations = declarations
    }

    /// The group others are computed over: its declarations and values, and its cells' by member.
    private struct BaseGroup: Sendable {
        let row: GroupRow
        let values: GroupValues
        let members: [Int]
        let cells: [[[String?]]]
    }

    /// A group's shared values and each of its cells' own values, by entry.
    private static func values(ofGroup group: Int, members: [Int], in declarations: CellDeclarations, count: Int, over base: BaseGroup?)
        -> (group: GroupValues, cells: [(entry: Int, values: [[String?]])]) {
        let row = declarations.row(ofGroup: group)
        let varying = cellDependent(row, members: members, in: declarations, count: count)
        var slots = [Int32](repeating: -1, count: count)
        var varyingIDs: [Int] = []
        for id in 0..<count where varying[id] {
            slots[id] = Int32(varyingIDs.count)
            varyingIDs.append(id)
        }
        let taken = base.map { sameAs($0, row: row, slots: slots, count: count) }
        let reused = members.indices.map { index in
            base.flatMap { base in taken.flatMap { sameCell(index, of: members, in: declarations, row: row, varyingIDs: varyingIDs, slots: slots, taken: $0, as: base) } }
        }
        var shared: [[String?]] = []
        var cells = members.map { (entry: $0, values: [[String?]]()) }
        for (side, wide) in [false, true].enumerated() {
            var evaluation = if let base, let taken {
                CSSEvaluation(taking: base.values.shared[side], where: taken, wide: wide)
            } else {
                CSSEvaluation(count: count, wide: wide)
            }
            for id in 0..<count where !varying[id] { _ = evaluation.value(of: id) { row[$0] } }
            shared.append(evaluation.resolved)
            for index in cells.indices {
                if let values = reused[index] {
                    cells[index].values.append(values[side])
                    continue
                }
                let overrides = declarations.entries[cells[index].entry].overrides
                var cell = CSSEvaluation(over: evaluation.resolved, slots: slots, slotCount: varyingIDs.count, wide: wide)
                for id in varyingIDs { _ = cell.value(of: id) { overrides[$0] ?? row[$0] } }
                cells[index].values.append(cell.resolved)
            }
        }
        return (GroupValues(shared: shared, slots: slots), cells)
    }

    /// The base's cell values for the cell at `index` of a group's members, when it computes as the
    /// base's cell of that index does: at the same step, with the same properties varying, each
    /// declared the same, reading only shared properties the group takes from the base.
    private static func sameCell(_ index: Int, of members: [Int], in declarations: CellDeclarations, row: GroupRow, varyingIDs: [Int], slots: [Int32],
                                 taken: [Bool], as base: BaseGroup) -> [[String?]]? {
        guard base.values.slots == slots, index < base.members.count else { return nil }
        let mine = declarations.entries[members[index]], theirs = declarations.entries[base.members[index]]
        guard mine.cell.step == theirs.cell.step else { return nil }
        for id in varyingIDs {
            let value = mine.overrides[id] ?? row[id]
            guard value == (theirs.overrides[id] ?? base.row[id]) else { return nil }
            for reference in value?.references ?? [] where reference >= 0 && slots[reference] < 0 && !taken[reference] { return nil }
        }
        return base.cells[index]
    }

    /// Which properties of a group compute as in `base`: shared by the cells of both, declared
    /// with the very same value, and reading only properties that compute as in `base`. Properties
    /// on a cycle are left to be computed (they fail there as they did in `base`).
    private static func sameAs(_ base: BaseGroup, row: GroupRow, slots: [Int32], count: Int) -> [Bool] {
        enum State: UInt8 { case unknown, visiting, same, differs }
        var states = [State](repeating: .unknown, count: count)
        func isSame(_ id: Int) -> Bool {
            switch states[id] {
            case .same: return true
            case .differs, .visiting: return false
            case .unknown: break
            }
            guard row.places[id] == base.row.places[id], slots[id] < 0, base.values.slots[id] < 0 else {
                states[id] = .differs
                return false
            }
            states[id] = .visiting
            for position in row.references(of: id) {
                let reference = Int(row.referenceIDs[position])
                if reference >= 0, !isSame(reference) {
                    states[id] = .differs
                    return false
                }
            }
            states[id] = .same
            return true
        }
        return (0..<count).map(isSame)
    }

    /// Every property's computed value in a cell by id (all nil when the cell declares nothing).
    func values(in cell: TokenCSSCell, wide: Bool) -> CellValues {
        guard let entry = declarations.index(of: cell) else { return empty }
        let group = groups[declarations.entries[entry].group]
        let side = wide ? 1 : 0
        return CellValues(shared: group.shared[side], slots: group.slots, own: own[entry][side])
    }

    /// Properties whose value may differ between the cells of a group: those some cell declares on
    /// its own, and those whose shared declaration reads one of them, directly or not.
    private static func cellDependent(_ row: GroupRow, members: [Int], in declarations: CellDeclarations, count: Int) -> [Bool] {
        var dependent = [Bool](repeating: false, count: count)
        for entry in members {
            for id in declarations.entries[entry].overrides.keys { dependent[id] = true }
        }
        var pending = dependent.indices.filter { dependent[$0] }
        guard !pending.isEmpty else { return dependent }
        // Walk the references backwards from what cells declare (cycles included).
        var readers = [[Int]](repeating: [], count: count)
        for id in 0..<count {
            for position in row.references(of: id) where row.referenceIDs[position] >= 0 { readers[Int(row.referenceIDs[position])].append(id) }
        }
        while let id = pending.popLast() {
            for reader in readers[id] where !dependent[reader] {
                dependent[reader] = true
                pending.append(reader)
            }
        }
        return dependent
    }
}

/// One cell's computed values by property id: its group's shared values, with the cell's own in
/// the slots of the properties that vary between the group's cells.
struct CellValues: RandomAccessCollection, Sendable {
    private let shared: [String?]
    private let slots: [Int32]?
    private let own: [String?]

    init(shared: [String?], slots: [Int32], own: [String?]) {
        self.shared = shared
        self.slots = slots
        self.own = own
    }

    /// A cell that declares nothing: every value nil.
    init(count: Int) {
        shared = [String?](repeating: nil, count: count)
        slots = nil
        own = []
    }

    var startIndex: Int { 0 }
    var endIndex: Int { shared.count }

    subscript(id: Int) -> String? {
        guard let slots, slots[id] >= 0 else { return shared[id] }
        return own[Int(slots[id])]
    }
}
