/// Which token declares each custom property of a stylesheet: its own property, or one of its
/// members' (`--typography-body-font-size` is the `fontSize` of `typography.body`).
struct PropertyOwners: Sendable {
    struct Owner: Sendable, Hashable {
        var token: String
        var member: String?
    }

    private let byProperty: [String: Owner]

    init(project: TokenProject) {
        let names = CSSPropertyNames(project: project)
        var byProperty: [String: Owner] = [:]
        for permutation in project.permutations {
            for token in permutation.tokens.tokens {
                let own = names.propertyName(forPath: token.path)
                byProperty[String(own.dropFirst(2))] = Owner(token: token.name, member: nil)
                for member in TokenDeclarations.memberKeys(of: token.value) {
                    let property = names.propertyName(forPath: token.path, member: member)
                    byProperty[String(property.dropFirst(2))] = Owner(token: token.name, member: member)
                }
            }
        }
        self.byProperty = byProperty
    }

    /// The owner of a property named without `--`.
    subscript(property: String) -> Owner? { byProperty[property] }
}
