/// Which components read which custom properties, from the catalog's stylesheets. A token's
/// properties are the ones its own side's stylesheet gives it (`CSSPropertyNames`).
struct ComponentUsage: Sendable {
    /// Property name without `--` -> component names, sorted.
    private let readers: [String: [String]]
    private let base: CSSPropertyNames
    private let head: CSSPropertyNames

    init(catalog: ComponentCatalog, base: CSSPropertyNames, head: CSSPropertyNames) {
        var readers: [String: Set<String>] = [:]
        for component in catalog.components {
            for property in component.tokenProperties { readers[property, default: []].insert(component.name) }
        }
        self.readers = readers.mapValues { $0.sorted() }
        self.base = base
        self.head = head
    }

    /// Components reading any property of a token before or after a change: the token's own and,
    /// for composites, each member's.
    func components(before: DiffToken?, after: DiffToken?) -> [String] {
        var names: Set<String> = []
        for (token, side) in [(before, base), (after, head)] {
            guard let token else { continue }
            for property in Self.properties(of: token, in: side) { names.formUnion(readers[property] ?? []) }
        }
        return names.sorted()
    }

    /// Components reading both tokens' properties (a pair drawn together), on either side.
    func components(readingBoth first: String, _ second: String) -> [String] {
        var found: Set<String> = []
        for side in [base, head] {
            let left = Set(readers[Self.strip(side.propertyName(ofToken: first))] ?? [])
            found.formUnion((readers[Self.strip(side.propertyName(ofToken: second))] ?? []).filter(left.contains))
        }
        return found.sorted()
    }

    /// The custom properties (without `--`) a token is emitted as.
    static func properties(of token: DiffToken, in names: CSSPropertyNames) -> [String] {
        let members = TokenDeclarations.memberKeys(of: token.value)
        return ([nil] + members.map(Optional.some)).map { strip(names.propertyName(forPath: token.path, member: $0)) }
    }

    private static func strip(_ property: String) -> String {
        property.hasPrefix("--") ? String(property.dropFirst(2)) : property
    }
}
