/// Computes custom properties by id, depth first, each at most once: what a browser does for the
/// properties of one element. A reference that is undefined, failed or part of a cycle makes the
/// property that reads it invalid (nil).
///
/// An evaluation can sit over a finished one: it then computes only the properties `slots` gives a
/// place (`ResolvedCSSTable`'s cells, which differ from their group only there) and reads every
/// other from the base, so a cell costs what it declares, not a copy of every property.
struct CSSEvaluation {
    private enum State: UInt8 { case pending, visiting, done, failed }

    /// Computed values by slot (nil: not computed yet, undefined or invalid).
    private(set) var resolved: [String?]
    private var states: [State]
    let wide: Bool
    /// Final values of the properties without a slot.
    private let base: [String?]
    /// By property id: its slot, or -1 when its value is the base's. Nil: every id is its own slot.
    private let slots: [Int32]?

    init(count: Int, wide: Bool) {
        resolved = [String?](repeating: nil, count: count)
        states = [State](repeating: .pending, count: count)
        self.wide = wide
        base = []
        slots = nil
    }

    /// An evaluation that takes the properties `taken` marks as they are in `values` (computed
    /// elsewhere from the same declarations) and computes the rest.
    init(taking values: [String?], where taken: [Bool], wide: Bool) {
        resolved = values
        states = taken.map { $0 ? .done : .pending }
        for id in taken.indices where !taken[id] { resolved[id] = nil }
        self.wide = wide
        base = []
        slots = nil
    }

    /// An evaluation of the `slotCount` properties `slots` places, over `base`'s values for the rest.
    init(over base: [String?], slots: [Int32], slotCount: Int, wide: Bool) {
        resolved = [String?](repeating: nil, count: slotCount)
        states = [State](repeating: .pending, count: slotCount)
        self.wide = wide
        self.base = base
        self.slots = slots
    }

    /// The value of property `id`, with `declared` giving each property's declared value.
    mutating func value(of id: Int, declared: (Int) -> DeclaredValue?) -> String? {
        guard id >= 0 else { return nil }
        var slot = id
        if let slots {
            guard slots[id] >= 0 else { return base[id] }
            slot = Int(slots[id])
        }
        switch states[slot] {
        case .done: return resolved[slot]
        case .visiting, .failed: return nil
        case .pending: break
        }
        guard let value = declared(id) else { return nil }
        var lookups: [String?] = []
        var only: String?
        switch value.references.count {
        case 0: break
        case 1:
            // One reference (an alias) is the common case: no array for its value.
            states[slot] = .visiting
            only = self.value(of: value.references[0], declared: declared)
        default:
            states[slot] = .visiting
            lookups = value.references.map { self.value(of: $0, declared: declared) }
        }
        let evaluated = value.references.count == 1 ? value.evaluated(wide: wide) { _ in only } : value.evaluated(wide: wide, referenceValues: lookups)
        guard let text = evaluated else {
            states[slot] = .failed
            return nil
        }
        resolved[slot] = text
        states[slot] = .done
        return text
    }
}
