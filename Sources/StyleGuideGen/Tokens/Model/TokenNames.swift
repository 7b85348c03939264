/// Every token and group name of one load, numbered once: permutations index arrays by
/// number instead of hashing dotted paths again and again. The table is filed by `NameHash`,
/// which the collector works out for every name across the cores: numbering the names of a
/// large system on one core then only probes and compares.
struct TokenNames: Sendable {
    private(set) var names: [String] = []
    /// By number: the name's hash.
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing: a name's number + 1 in each used slot, 0 in a free one.
    /// A power of two long, never more than half full.
    private var slots: [Int32] = []

    var count: Int { names.count }

    func id(of name: String) -> Int? { id(of: name, hash: NameHash(name)) }

    func id(of name: String, hash: NameHash) -> Int? {
        guard !slots.isEmpty else { return nil }
        let found = slots[slot(of: name, hash: hash.value)]
        return found == 0 ? nil : Int(found) - 1
    }

    /// Room for `count` names in all, so numbering them does not grow the table again and again.
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        hashes.reserveCapacity(count)
        if slots.count < 2 * count { refile(slotCount: Self.slotCount(for: count)) }
    }

    /// The name's number, numbering it now when it is new.
    mutating func intern(_ name: String) -> Int { intern(name, hash: NameHash(name)) }

    mutating func intern(_ name: String, hash: NameHash) -> Int {
        if slots.count < 2 * (names.count + 1) { refile(slotCount: Self.slotCount(for: names.count + 1)) }
        let slot = slot(of: name, hash: hash.value)
        if slots[slot] != 0 { return Int(slots[slot]) - 1 }
        slots[slot] = Int32(names.count + 1)
        names.append(name)
        hashes.append(hash.value)
        return names.count - 1
    }

    subscript(id: Int) -> String { names[id] }

    /// The hash name `id` was filed by: another table of the same names files them without hashing again.
    func hash(of id: Int) -> NameHash { NameHash(filed: hashes[id]) }

    /// The slot holding `name`, or the free slot it would go in.
    private func slot(of name: String, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot]) - 1
            if hashes[id] == hash && names[id] == name { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Every name filed again in a table of `slotCount` slots.
    private mutating func refile(slotCount: Int) {
        slots = [Int32](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
    }

    /// The smallest power of two at least twice `count` (and 64).
    private static func slotCount(for count: Int) -> Int {
        var slots = 64
        while slots < 2 * count { slots *= 2 }
        return slots
    }
}
