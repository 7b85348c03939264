/// Every cell's computed values by property id, with and without wide-gamut colours: what the
/// stylesheet planner checks its rules against and what component pages show.
///
/// Computed incrementally: in a group of cells (one permutation at every step), a property that is
/// not scaled and reads nothing scaled has the same value in every cell, so it is computed once per
/// group; each cell then computes only the rest.
struct ResolvedCSSTable: Sendable {
    /// Rows by entry of `CellDeclarations`: [sRGB, wide gamut].
    private let rows: [[[String?]]]
    private let empty: [String?]
    private let declarations: CellDeclarations

    init(values: TokenCSSValues) {
        let declarations = values.declarations
        let count = values.properties.count
        // Groups are independent: across the cores.
        let computed = Array(declarations.groups.indices).concurrentMap { group in
            Self.rows(ofGroup: group, in: declarations, count: count)
        }
        var rows = [[[String?]]](repeating: [], count: declarations.entries.count)
        for (entry, row) in computed.joined() { rows[entry] = row }
        self.rows = rows
        self.empty = [String?](repeating: nil, count: count)
        self.declarations = declarations
    }

    /// The sRGB and wide-gamut rows of every cell of a group, by entry.
    private static func rows(ofGroup group: Int, in declarations: CellDeclarations, count: Int) -> [(entry: Int, rows: [[String?]])] {
        let members = declarations.entries.indices.filter { declarations.entries[$0].group == group }
        guard !members.isEmpty else { return [] }
        let varying = cellDependent(group: group, members: members, in: declarations)
        let varyingIDs = varying.indices.filter { varying[$0] }
        let base = declarations.groups[group]
        var rows = members.map { (entry: $0, rows: [[String?]]()) }
        for wide in [false, true] {
            var shared = CSSEvaluation(count: count, wide: wide)
            for id in 0..<count where !varying[id] { _ = shared.value(of: id) { base[$0] } }
            for index in rows.indices {
                var own = shared
                for id in varyingIDs { _ = own.value(of: id) { declarations.value($0, inEntry: rows[index].entry) } }
                rows[index].rows.append(own.resolved)
            }
        }
        return rows
    }

    /// Every property's computed value in a cell by id (all nil when the cell declares nothing).
    func values(in cell: TokenCSSCell, wide: Bool) -> [String?] {
        guard let entry = declarations.index(of: cell) else { return empty }
        return rows[entry][wide ? 1 : 0]
    }

    /// Properties whose value may differ between the cells of a group: those some cell declares on
    /// its own, and those whose shared declaration reads one of them, directly or not.
    private static func cellDependent(group: Int, members: [Int], in declarations: CellDeclarations) -> [Bool] {
        let base = declarations.groups[group]
        var dependent = [Bool](repeating: false, count: base.count)
        for entry in members {
            for id in declarations.entries[entry].overrides.keys { dependent[id] = true }
        }
        var pending = dependent.indices.filter { dependent[$0] }
        guard !pending.isEmpty else { return dependent }
        // Walk the references backwards from what cells declare (cycles included).
        var readers = [[Int]](repeating: [], count: base.count)
        for (id, value) in base.enumerated() {
            for reference in value?.references ?? [] where reference >= 0 { readers[reference].append(id) }
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
