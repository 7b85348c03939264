/// Every cell's declarations by property id. The cells of one permutation share one row of what
/// is declared the same at every step (a group) and keep only their step-scaled declarations.
struct CellDeclarations: Sendable {
    /// A cell's group and what it declares on top of it.
    struct Entry: Sendable {
        var cell: TokenCSSCell
        var group: Int
        var overrides: [Int: DeclaredValue]
    }

    /// The values the groups declare: permutations share most of them, so a group's row holds
    /// their places here.
    private let values: [DeclaredValue]
    /// Each value's references (property ids) from `referenceStart[place]` to the next place's
    /// start: walks over a group's references read plain integers, never a shared value.
    private let referenceStart: [Int32]
    private let referenceIDs: [Int32]
    /// Declarations shared by the cells of a group, by property id: a place in `values`, or -1
    /// when the property is not declared there.
    private let groups: [[Int32]]
    let entries: [Entry]
    private let indexOfCell: [TokenCSSCell: Int]

    init(values: [DeclaredValue], groups: [[Int32]], entries: [Entry]) {
        self.values = values
        var start: [Int32] = [0], ids: [Int32] = []
        for value in values {
            ids += value.references.map { Int32($0) }
            start.append(Int32(ids.count))
        }
        referenceStart = start
        referenceIDs = ids
        self.groups = groups
        self.entries = entries
        var index: [TokenCSSCell: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.cell] = position }
        indexOfCell = index
    }

    var groupCount: Int { groups.count }

    /// The position of a cell in `entries`, or nil when nothing is declared for it.
    func index(of cell: TokenCSSCell) -> Int? { indexOfCell[cell] }

    /// The value a group declares for a property id, for all its cells.
    func value(_ id: Int, inGroup group: Int) -> DeclaredValue? {
        let place = groups[group][id]
        return place < 0 ? nil : values[Int(place)]
    }

    /// What a group declares, by property id.
    func row(ofGroup group: Int) -> GroupRow {
        GroupRow(places: groups[group], values: values, referenceStart: referenceStart, referenceIDs: referenceIDs)
    }

    /// The entries of each group, in order: one walk over the entries.
    var entriesByGroup: [[Int]] {
        var members = [[Int]](repeating: [], count: groups.count)
        for (index, entry) in entries.enumerated() { members[entry.group].append(index) }
        return members
    }

    /// The value a cell declares for a property id.
    func value(_ id: Int, inEntry entry: Int) -> DeclaredValue? {
        let entry = entries[entry]
        if !entry.overrides.isEmpty, let own = entry.overrides[id] { return own }
        return value(id, inGroup: entry.group)
    }

    /// Whether some cell declares a colour whose wide-gamut form differs from its fallback.
    var hasWideGamutColor: Bool {
        let wide = values.map(\.hasWideGamutColor)
        for (group, row) in groups.enumerated() {
            let wideIDs = row.indices.filter { row[$0] >= 0 && wide[Int(row[$0])] }
            for entry in entries where entry.group == group {
                if entry.overrides.values.contains(where: \.hasWideGamutColor) { return true }
                if wideIDs.contains(where: { entry.overrides[$0] == nil }) { return true }
            }
        }
        return false
    }
}

/// One group's declarations by property id, read without going through the table of every group.
struct GroupRow {
    /// By property id: a place in `values`, or -1.
    let places: [Int32]
    let values: [DeclaredValue]
    let referenceStart: [Int32]
    let referenceIDs: [Int32]

    subscript(id: Int) -> DeclaredValue? { places[id] < 0 ? nil : values[Int(places[id])] }

    /// The ids the property's declared value reads (none when it declares nothing), as positions in `referenceIDs`.
    func references(of id: Int) -> Range<Int> {
        let place = Int(places[id])
        return place < 0 ? 0..<0 : Int(referenceStart[place])..<Int(referenceStart[place + 1])
    }
}
