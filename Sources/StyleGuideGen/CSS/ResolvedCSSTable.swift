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
        // Groups are independent: across the cores.
        let members = declarations.entriesByGroup
        let computed = Array(0..<declarations.groupCount).concurrentMap { group in
            Self.values(ofGroup: group, members: members[group], in: declarations, count: count)
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

    /// A group's shared values and each of its cells' own values, by entry.
    private static func values(ofGroup group: Int, members: [Int], in declarations: CellDeclarations, count: Int)
        -> (group: GroupValues, cells: [(entry: Int, values: [[String?]])]) {
        let row = declarations.row(ofGroup: group)
        let varying = cellDependent(row, members: members, in: declarations, count: count)
        var slots = [Int32](repeating: -1, count: count)
        var varyingIDs: [Int] = []
        for id in 0..<count where varying[id] {
            slots[id] = Int32(varyingIDs.count)
            varyingIDs.append(id)
        }
        var shared: [[String?]] = []
        var cells = members.map { (entry: $0, values: [[String?]]()) }
        for wide in [false, true] {
            var evaluation = CSSEvaluation(count: count, wide: wide)
            for id in 0..<count where !varying[id] { _ = evaluation.value(of: id) { row[$0] } }
            shared.append(evaluation.resolved)
            for index in cells.indices {
                var cell = CSSEvaluation(over: evaluation.resolved, slots: slots, slotCount: varyingIDs.count, wide: wide)
                for id in varyingIDs { _ = cell.value(of: id) { declarations.value($0, inEntry: cells[index].entry) } }
                cells[index].values.append(cell.resolved)
            }
        }
        return (GroupValues(shared: shared, slots: slots), cells)
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
            for reference in row[id]?.references ?? [] where reference >= 0 { readers[reference].append(id) }
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
