/// Which token declares each custom property of a stylesheet: its own property, or one of its
/// members' (`--typography-body-font-size` is the `fontSize` of `typography.body`). Plain names
/// only: a token renamed for a clash (`css/name-collision`) is not what a component reads.
struct PropertyOwners: Sendable {
    struct Owner: Sendable, Hashable {
        var token: String
        var member: String?
    }

    private let byProperty: [String: Owner]

    /// Every permutation's tokens; the first to name a property owns it.
    init(project: TokenProject) {
        var byProperty: [String: Owner] = [:]
        var seen: Set<String> = []
        for permutation in project.permutations {
            for token in permutation.tokens.tokens where seen.insert(token.name).inserted {
                let base = CSSNaming.propertyName(forPath: token.path)
                let own = String(base.dropFirst(2))
                if byProperty[own] == nil { byProperty[own] = Owner(token: token.name, member: nil) }
                // A member's property extends its token's: the path is not kebab-cased again.
                for member in TokenDeclarations.memberKeys(of: token.value) {
                    let property = String(CSSPropertyNames.member(member, of: base).dropFirst(2))
                    if byProperty[property] == nil { byProperty[property] = Owner(token: token.name, member: member) }
                }
            }
        }
        self.byProperty = byProperty
    }

    /// The owner of a property named without `--`.
    subscript(property: String) -> Owner? { byProperty[property] }
}
