/// Which components read which custom properties, from the catalog's stylesheets.
struct ComponentUsage: Sendable {
    /// Property name without `--` -> component names, sorted.
    private let readers: [String: [String]]

    init(catalog: ComponentCatalog) {
        var readers: [String: Set<String>] = [:]
        for component in catalog.components {
            for property in component.tokenProperties { readers[property, default: []].insert(component.name) }
        }
        self.readers = readers.mapValues { $0.sorted() }
    }

    /// Components reading any property of these tokens: the token's own and, for composites, each member's.
    func components(reading tokens: [DiffToken]) -> [String] {
        var names: Set<String> = []
        for token in tokens {
            for property in Self.properties(of: token) { names.formUnion(readers[property] ?? []) }
        }
        return names.sorted()
    }

    /// Components reading both properties (a pair drawn together).
    func components(readingBoth first: String, _ second: String) -> [String] {
        let left = Set(readers[Self.property(ofDotted: first)] ?? [])
        return (readers[Self.property(ofDotted: second)] ?? []).filter(left.contains)
    }

    /// The custom properties (without `--`) a token is emitted as.
    static func properties(of token: DiffToken) -> [String] {
        let members = TokenDeclarations.memberKeys(of: token.value)
        return ([nil] + members.map(Optional.some)).map { strip(CSSNaming.propertyName(forPath: token.path, member: $0)) }
    }

    private static func property(ofDotted name: String) -> String {
        strip(CSSNaming.propertyName(forPath: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)))
    }

    private static func strip(_ property: String) -> String {
        property.hasPrefix("--") ? String(property.dropFirst(2)) : property
    }
}
