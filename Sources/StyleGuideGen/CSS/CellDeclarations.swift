/// Every cell's declarations by property id. The cells of one permutation share one array of what
/// is declared the same at every step (a group) and keep only their step-scaled declarations.
struct CellDeclarations: Sendable {
    /// A cell's group and what it declares on top of it.
    struct Entry: Sendable {
        var cell: TokenCSSCell
        var group: Int
        var overrides: [Int: DeclaredValue]
    }

    /// Declarations shared by the cells of a group, by property id (nil: not declared there).
    let groups: [[DeclaredValue?]]
    let entries: [Entry]
    private let indexOfCell: [TokenCSSCell: Int]

    init(groups: [[DeclaredValue?]], entries: [Entry]) {
        self.groups = groups
        self.entries = entries
        var index: [TokenCSSCell: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.cell] = position }
        indexOfCell = index
    }

    /// The position of a cell in `entries`, or nil when nothing is declared for it.
    func index(of cell: TokenCSSCell) -> Int? { indexOfCell[cell] }

    /// The value a cell declares for a property id.
    func value(_ id: Int, inEntry entry: Int) -> DeclaredValue? {
        let entry = entries[entry]
        if !entry.overrides.isEmpty, let own = entry.overrides[id] { return own }
        return groups[entry.group][id]
    }

    /// Whether some cell declares a colour whose wide-gamut form differs from its fallback.
    var hasWideGamutColor: Bool {
        for (group, values) in groups.enumerated() {
            let wideIDs = values.indices.filter { values[$0]?.hasWideGamutColor == true }
            for entry in entries where entry.group == group {
                if entry.overrides.values.contains(where: \.hasWideGamutColor) { return true }
                if wideIDs.contains(where: { entry.overrides[$0] == nil }) { return true }
            }
        }
        return false
    }
}
