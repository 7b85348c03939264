/// The custom property of every token of a project, one name per token in every permutation: what
/// the stylesheet declares, what its `var()` references, what the token pages show and what contrast
/// pairs name.
///
/// A token's property is its path in kebab case (`CSSNaming.propertyName`), and a composite's members
/// extend it (`--typography-body-font-size`). Different paths can share that name (`color.textTitle`
/// and `color.text-title`, `a.b c` and `a.b_c`, a member and a token): taking tokens in path order,
/// the first keeps the plain name and each later one gets a suffix made from its own path
/// (`--color-text-title-3f2a9c`, the first hex digits of the path's SHA-256), with a
/// `css/name-collision` warning naming both tokens and both names. The same tokens always get the
/// same names, on every machine.
public struct CSSPropertyNames: Sendable {
    /// Token path -> its own property (with `--`).
    private let byPath: [[String]: String]
    /// Own property without `--` -> dotted token path.
    let tokenByProperty: [String: String]
    /// One `css/name-collision` warning per renamed token, in path order.
    public let diagnostics: [Diagnostic]

    /// Names every token of every permutation.
    public init(project: TokenProject) {
        self.init(permutations: project.permutations.map(\.tokens))
    }

    init(permutations: [ResolvedTokenSet]) {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(permutations.first?.tokens.count ?? 0)
        let first = permutations.first
        for (index, tokens) in permutations.enumerated() {
            // A later permutation mostly holds the first one's very tokens: those are entered already.
            let aligned = index > 0 && first.map(tokens.hasSameNames) == true
            for (position, token) in tokens.tokens.enumerated() {
                if aligned, let first, token.isSameInstance(as: first.tokens[position]) { continue }
                let name = token.name
                let members = TokenDeclarations.memberKeys(of: token.value)
                if let index = entries.index(forKey: name) {
                    for key in members where !entries.values[index].members.contains(key) { entries.values[index].members.append(key) }
                } else {
                    entries[name] = Entry(name: name, path: token.path, location: token.location, members: members)
                }
            }
        }
        let unordered = Array(entries.values)
        let ordered = concurrentlySortedIndices(count: unordered.count) { unordered[$0].path.lexicographicallyPrecedes(unordered[$1].path) }
            .map { unordered[$0] }
        // The plain names are the path's alone: made across the cores. Claiming them is in order.
        let plainNames = ordered.concurrentMap { CSSNaming.propertyName(forPath: $0.path) }
        // Claims refer to their owner by position in `ordered`: no entry is copied per name.
        var owners: [String: Claim] = [:]
        var byPath: [[String]: String] = [:]
        var tokenByProperty: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        owners.reserveCapacity(ordered.count)
        byPath.reserveCapacity(ordered.count)
        tokenByProperty.reserveCapacity(ordered.count)
        for (position, entry) in ordered.enumerated() {
            let plain = plainNames[position]
            var base = plain
            if let conflict = Self.conflict(base, entry, owners, ordered) {
                base = Self.suffixed(plain, entry, owners, ordered)
                diagnostics.append(Self.warning(conflict, entry, base, ownerBase: byPath[conflict.owner.path] ?? conflict.property))
            }
            owners[base] = Claim(owner: position, member: nil)
            for key in entry.members { owners[Self.member(key, of: base)] = Claim(owner: position, member: key) }
            byPath[entry.path] = base
            tokenByProperty[String(base.dropFirst(2))] = entry.name
        }
        self.byPath = byPath
        self.tokenByProperty = tokenByProperty
        self.diagnostics = diagnostics
    }

    /// A token's own property (with `--`), or the property of one of its members.
    public func propertyName(forPath path: [String], member: String? = nil) -> String {
        guard let base = byPath[path] else { return CSSNaming.propertyName(forPath: path, member: member) }
        return member.map { Self.member($0, of: base) } ?? base
    }

    /// The property of a dotted token path (`color.text.title`).
    public func propertyName(ofToken name: String) -> String {
        propertyName(forPath: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// How many tokens are named.
    var count: Int { byPath.count }

    /// The token whose own property this is (without `--`), as a dotted path.
    public func token(ofProperty property: String) -> String? { tokenByProperty[property] }

    /// `--typography-body` + `fontSize` -> `--typography-body-font-size`.
    static func member(_ key: String, of base: String) -> String {
        base == "--" ? CSSNaming.propertyName(forPath: [], member: key) : base + "-" + CSSNaming.kebab(key)
    }

    // MARK: - Collisions

    private struct Entry: Sendable {
        var name: String
        var path: [String]
        var location: SourceLocation
        /// Member keys the token has a property for in some permutation.
        var members: [String]
    }

    private struct Claim {
        /// The owner's position in path order.
        var owner: Int
        var member: String?
    }

    private struct Conflict {
        var property: String
        var owner: Entry
        var ownerMember: String?
        var member: String?
    }

    /// The first of the token's names (own, then members) another token already has.
    private static func conflict(_ base: String, _ entry: Entry, _ owners: [String: Claim], _ ordered: [Entry]) -> Conflict? {
        if let claim = owners[base] { return Conflict(property: base, owner: ordered[claim.owner], ownerMember: claim.member, member: nil) }
        for key in entry.members {
            let name = member(key, of: base)
            if let claim = owners[name] { return Conflict(property: name, owner: ordered[claim.owner], ownerMember: claim.member, member: key) }
        }
        return nil
    }

    /// `plain-` and the first hex digits of the path's SHA-256: six, more if those are taken too.
    private static func suffixed(_ plain: String, _ entry: Entry, _ owners: [String: Claim], _ ordered: [Entry]) -> String {
        let digest = SHA256.hex(Array(entry.name.utf8))
        var length = 6
        while length < digest.count {
            let candidate = plain + "-" + digest.prefix(length)
            if conflict(candidate, entry, owners, ordered) == nil { return candidate }
            length += 2
        }
        var counter = 2
        while conflict(plain + "-" + digest + "-\(counter)", entry, owners, ordered) != nil { counter += 1 }
        return plain + "-" + digest + "-\(counter)"
    }

    private static func warning(_ conflict: Conflict, _ entry: Entry, _ base: String, ownerBase: String) -> Diagnostic {
        func side(_ name: String, _ member: String?) -> String { member.map { "the `\($0)` member of `\(name)`" } ?? "`\(name)`" }
        let renamed = conflict.member.map { "\(base) (its `\($0)` as \(member($0, of: base)))" } ?? base
        let kept = conflict.ownerMember == nil ? "`\(conflict.owner.name)` keeps \(ownerBase)" : "`\(conflict.owner.name)` keeps \(ownerBase) and \(conflict.property)"
        return .warning(.cssNameCollision,
                        "\(side(conflict.owner.name, conflict.ownerMember)) and \(side(entry.name, conflict.member)) both become the custom property \(conflict.property): "
                            + "\(kept), `\(entry.name)` is written as \(renamed); rename one of the tokens to choose its name",
                        at: entry.location, subject: entry.name)
    }
}
