/// Which components read which custom properties, from the catalog's stylesheets, and which read
/// a token through the config's `map` (the slot it fills). A token's properties are the ones its
/// own side's stylesheet gives it (`CSSPropertyNames`).
struct ComponentUsage: Sendable {
    /// Property name without `--` -> component names, sorted.
    private let readers: [String: [String]]
    /// Token name -> the components reading a slot it is mapped to.
    private let mapped: [String: [String]]
    private let base: CSSPropertyNames
    private let head: CSSPropertyNames

    init(catalog: ComponentCatalog, base: CSSPropertyNames, head: CSSPropertyNames, bindings: [String: SlotBinding] = [:]) {
        var readers: [String: Set<String>] = [:]
        for component in catalog.components {
            for property in component.tokenProperties { readers[property, default: []].insert(component.name) }
        }
        var mapped: [String: Set<String>] = [:]
        for binding in bindings.values {
            switch binding.source {
            case .mapped(.token(let token)): mapped[token, default: []].formUnion(binding.components)
            case .mapped(.members(let members)): for token in members.values { mapped[token, default: []].formUnion(binding.components) }
            default: break
            }
        }
        self.readers = readers.mapValues { $0.sorted() }
        self.mapped = mapped.mapValues { $0.sorted() }
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
            names.formUnion(mapped[token.path.joined(separator: ".")] ?? [])
        }
        return names.sorted()
    }

    /// Components reading both tokens' properties (a pair drawn together), on either side.
    func components(readingBoth first: String, _ second: String) -> [String] {
        var found: Set<String> = []
        for side in [base, head] {
            let left = Set((readers[Self.strip(side.propertyName(ofToken: first))] ?? []) + (mapped[first] ?? []))
            found.formUnion(((readers[Self.strip(side.propertyName(ofToken: second))] ?? []) + (mapped[second] ?? [])).filter(left.contains))
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
