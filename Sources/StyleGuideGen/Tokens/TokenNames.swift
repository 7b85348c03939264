/// Every token and group name of one load, numbered once: permutations index arrays by
/// number instead of hashing dotted paths again and again.
struct TokenNames: Sendable {
    private var numbers: [String: Int] = [:]
    private(set) var names: [String] = []

    var count: Int { names.count }

    func id(of name: String) -> Int? { numbers[name] }

    /// Room for `count` names in all, so numbering them does not grow the table again and again.
    mutating func reserveCapacity(_ count: Int) {
        numbers.reserveCapacity(count)
        names.reserveCapacity(count)
    }

    /// The name's number, numbering it now when it is new.
    mutating func intern(_ name: String) -> Int {
        let next = names.count
        // One hash, not two: the defaulted subscript, accessed in place, finds the name or inserts it.
        let number = Self.read(&numbers[name, default: next])
        if number == next { names.append(name) }
        return number
    }

    private static func read(_ number: inout Int) -> Int { number }

    subscript(id: Int) -> String { names[id] }
}
