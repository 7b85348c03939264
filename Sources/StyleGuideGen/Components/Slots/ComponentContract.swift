/// The tokens a component reads, as slots: derived from the `var()` reads of its stylesheet, named
/// and typed by the example theme (or, for a token only the project has, by the project).
public struct ComponentContract: Sendable, Hashable {
    public var component: String
    public var slots: [ComponentSlot]
    /// Properties the component reads that no token of the example or the project declares.
    public var unknownProperties: [String]

    /// Every component's contract, in catalog order.
    static func all(_ catalog: ComponentCatalog, example: ExampleTheme, project: TokenProject?) -> [ComponentContract] {
        all(catalog, example: example, projectOwners: project.map { PropertyOwners(project: $0) }, projectTokens: project?.defaultPermutation?.tokens)
    }

    static func all(_ catalog: ComponentCatalog, example: ExampleTheme, projectOwners: PropertyOwners?, projectTokens: ResolvedTokenSet?) -> [ComponentContract] {
        catalog.components.map { component in
            derive(component, example: example, projectOwners: projectOwners, projectTokens: projectTokens)
        }
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
