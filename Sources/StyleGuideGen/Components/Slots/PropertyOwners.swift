/// Which token declares each custom property of a stylesheet: its own property, or one of its
/// members' (`--typography-body-font-size` is the `fontSize` of `typography.body`). Plain names
/// only: a token renamed for a clash (`css/name-collision`) is not what a component reads.
struct PropertyOwners: Sendable {
    struct Owner: Sendable, Hashable {
        var token: String
        var member: String?
    }

    /// Keyed by the property with its `--`, as names are made.
    private let byProperty: [String: Owner]

    /// Every permutation's tokens; the first to name a property owns it. With `asked` (properties
    /// without `--`), only those are recorded: a project of thousands of tokens is asked about the
    /// few dozen properties its components read, not every member of every token.
    init(project: TokenProject, asked: Set<String>? = nil) {
        self.init(firstOfEachName: project.firstTokenOfEachName(), asked: asked)
    }

    /// The same from `TokenProject.firstTokenOfEachName()`, when the caller has it already.
    init(firstOfEachName tokens: [ResolvedToken], asked: Set<String>? = nil) {
        let interest = asked.map(Interest.init)
        // A token's own property is its path's alone: named across the cores, then owned in order.
        let bases = tokens.concurrentMap { CSSNaming.propertyName(forPath: $0.path) }
        var byProperty: [String: Owner] = [:]
        for (token, base) in zip(tokens, bases) {
            let want = interest?.want(base) ?? (own: true, members: true)
            if want.own, byProperty[base] == nil { byProperty[base] = Owner(token: token.name, member: nil) }
            guard want.members else { continue }
            // A member's property extends its token's: the path is not kebab-cased again.
            for member in TokenDeclarations.memberKeys(of: token.value) {
                let property = CSSPropertyNames.member(member, of: base)
                if byProperty[property] == nil, interest?.wants(property) ?? true { byProperty[property] = Owner(token: token.name, member: member) }
            }
        }
        self.byProperty = byProperty
    }

    /// The owner of a property named without `--`.
    subscript(property: String) -> Owner? { byProperty["--" + property] }

    /// The properties asked about, and every name ending before one of their dashes: a token whose
    /// own property is such a prefix may own an asked property through a member.
    private struct Interest {
        private var asked: Set<String> = []
        private var prefixes: Set<String> = []

        init(_ properties: Set<String>) {
            for property in properties {
                let name = "--" + property
                asked.insert(name)
                var index = name.utf8.index(name.utf8.startIndex, offsetBy: 2)
                while let dash = name.utf8[index...].firstIndex(of: UInt8(ascii: "-")) {
                    prefixes.insert(String(name[..<dash]))
                    index = name.utf8.index(after: dash)
                }
            }
        }

        func want(_ base: String) -> (own: Bool, members: Bool) { (asked.contains(base), prefixes.contains(base)) }
        func wants(_ property: String) -> Bool { asked.contains(property) }
    }
}
