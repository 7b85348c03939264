/// The tokens a component reads, as slots: derived from the `var()` reads of its stylesheet, named
/// and typed by the example theme (or, for a token only the project has, by the project).
public struct ComponentContract: Sendable, Hashable {
    public var component: String
    public var slots: [ComponentSlot]
    /// Properties the component reads that no token of the example or the project declares.
    public var unknownProperties: [String]
    /// The slots it reads through the components its markup includes (a card's standard button),
    /// each marked with the component included, less those it reads itself. Listed for the
    /// reader; each is bound, checked and reported as the included component's own.
    public var nestedSlots: [ComponentSlot] = []

    /// Every component's contract, in catalog order.
    static func all(_ catalog: ComponentCatalog, example: ExampleTheme, project: TokenProject?) -> [ComponentContract] {
        all(catalog, example: example, projectOwners: project.map { PropertyOwners(project: $0) }, projectTokens: project?.defaultPermutation?.tokens)
    }

    static func all(_ catalog: ComponentCatalog, example: ExampleTheme, projectOwners: PropertyOwners?, projectTokens: ResolvedTokenSet?) -> [ComponentContract] {
        let own = catalog.components.map { component in
            derive(component, example: example, projectOwners: projectOwners, projectTokens: projectTokens)
        }
        let byName = Dictionary(own.map { ($0.component, $0) }) { first, _ in first }
        return own.map { contract in
            var withNested = contract
            withNested.nestedSlots = nestedSlots(of: contract, contracts: byName, catalog: catalog)
            return withNested
        }
    }

    /// The slots of the components `contract`'s component includes, at any depth, each once and
    /// marked with the component it includes itself (a card's tag's slots are read through the tag).
    private static func nestedSlots(of contract: ComponentContract, contracts: [String: ComponentContract], catalog: ComponentCatalog) -> [ComponentSlot] {
        var seen = Set(contract.slots.map(\.name))
        var visited: Set<String> = [contract.component]
        var nested: [ComponentSlot] = []
        for inner in catalog[contract.component]?.embedded ?? [] {
            for slot in slotsRead(by: inner, contracts: contracts, catalog: catalog, visited: &visited) where seen.insert(slot.name).inserted {
                var marked = slot
                marked.through = inner
                nested.append(marked)
            }
        }
        return nested
    }

    /// A component's own slots, then those of what it includes; a cycle of includes stops at a
    /// component already visited.
    private static func slotsRead(by name: String, contracts: [String: ComponentContract], catalog: ComponentCatalog,
                                  visited: inout Set<String>) -> [ComponentSlot] {
        guard visited.insert(name).inserted, let contract = contracts[name] else { return [] }
        var slots = contract.slots
        for inner in catalog[name]?.embedded ?? [] {
            slots += slotsRead(by: inner, contracts: contracts, catalog: catalog, visited: &visited)
        }
        return slots
    }

    static func derive(_ component: ComponentDefinition, example: ExampleTheme, projectOwners: PropertyOwners?,
                       projectTokens: ResolvedTokenSet?) -> ComponentContract {
        var slots: [ComponentSlot] = []
        var index: [String: Int] = [:]
        var unknown: [String] = []
        for property in component.tokenProperties {
            let exampleOwner = example.owners[property]
            guard let owner = exampleOwner ?? projectOwners?[property] else {
                unknown.append(property)
                continue
            }
            if let at = index[owner.token] {
                slots[at].properties.append(property)
                continue
            }
            let exampleToken = exampleOwner.flatMap { example.token($0.token) }
            let token = exampleToken ?? projectTokens?[owner.token]
            index[owner.token] = slots.count
            slots.append(ComponentSlot(
                name: owner.token, type: token?.type,
                purpose: component.slotPurposes[owner.token] ?? token?.description.map(Self.firstSentence) ?? "",
                scaling: token?.dynamicType, properties: [property], hasDefault: exampleToken != nil))
        }
        return ComponentContract(component: component.name, slots: slots, unknownProperties: unknown)
    }

    /// What a token is for is its description's first sentence; the rest is the example's own reasons.
    static func firstSentence(_ text: String) -> String {
        text.range(of: ". ").map { String(text[..<$0.lowerBound]) } ?? text
    }
}
