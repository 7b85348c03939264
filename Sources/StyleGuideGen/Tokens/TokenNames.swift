/// Every token and group name of one load, numbered once: permutations index arrays by
/// number instead of hashing dotted paths again and again.
struct TokenNames: Sendable {
    private var numbers: [String: Int] = [:]
    private(set) var names: [String] = []

    var count: Int { names.count }

    func id(of name: String) -> Int? { numbers[name] }

    /// The name's number, numbering it now when it is new.
    mutating func intern(_ name: String) -> Int {
        if let known = numbers[name] { return known }
        numbers[name] = names.count
        names.append(name)
        return names.count - 1
    }

    subscript(id: Int) -> String { names[id] }
}
