extension Sequence {
    /// The elements grouped by `key`, the groups in the order their first elements occur, each
    /// group's elements in sequence order.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [(key: Key, members: [Element])] {
        var members: [Key: [Element]] = [:]
        var order: [Key] = []
        for element in self {
            let group = key(element)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(element)
        }
        return order.map { ($0, members[$0] ?? []) }
    }
}
