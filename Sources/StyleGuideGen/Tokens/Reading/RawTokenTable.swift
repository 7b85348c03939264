/// The merged tokens by name number. A permutation merged over the load's shared prefix keeps
/// the prefix's table as its base and lists only its own tokens over it: copying the prefix's
/// ten thousand tokens for each permutation counted references to every field of every one.
struct RawTokenTable: RandomAccessCollection, Sendable {
    private var base: [RawToken?]
    /// By name number: where in `over` the token written over the base is, or -1. Empty until
    /// `layOver` (a table of plain numbers: copied without counting references).
    private var overIndex: [Int32] = []
    private var over: [RawToken?] = []

    /// `count` name numbers, none holding a token.
    init(count: Int) { base = [RawToken?](repeating: nil, count: count) }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(id: Int) -> RawToken? {
        get {
            if !overIndex.isEmpty, overIndex[id] >= 0 { return over[Int(overIndex[id])] }
            return base[id]
        }
        set {
            if overIndex.isEmpty {
                base[id] = newValue
            } else if overIndex[id] >= 0 {
                over[Int(overIndex[id])] = newValue
            } else {
                overIndex[id] = Int32(over.count)
                over.append(newValue)
            }
        }
    }

    /// From now on, tokens written go over the base, which stays shared with the table it came from.
    mutating func layOver() {
        if overIndex.isEmpty { overIndex = [Int32](repeating: -1, count: base.count) }
    }

    /// Whether `id` holds, in both tables, the very token of one shared base (so it is the same token).
    func holdsTheSameBaseToken(_ id: Int, as other: RawTokenTable) -> Bool {
        guard id < count, id < other.count, !isOver(id), !other.isOver(id) else { return false }
        return base.withUnsafeBufferPointer { mine in other.base.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// Whether a token is at `id`, and whether a numbered file wrote it (read in place: nothing copied).
    func presence(_ id: Int) -> (holdsToken: Bool, fromNumberedFile: Bool) {
        guard isOver(id) else { return (base[id] != nil, base[id]?.origin != nil) }
        let index = Int(overIndex[id])
        return (over[index] != nil, over[index]?.origin != nil)
    }

    private func isOver(_ id: Int) -> Bool { !overIndex.isEmpty && overIndex[id] >= 0 }
}
