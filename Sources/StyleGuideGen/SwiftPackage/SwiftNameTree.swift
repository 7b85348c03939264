/// Token paths laid out as nested Swift types: each group a property (`accentFill`) of a type of its
/// own (`AccentFill`), each token a property, every property unique among its siblings. Paths with
/// an internal segment (`_size`) are left out. A name two siblings would share is kept by the first
/// (groups are named before tokens, each in path order); the other says what it is (the token
/// `fontSizeToken` beside the group `fontSize`, the group `accentGroup` beside a group `accent`),
/// and only a third of one name is numbered, with a warning.
struct SwiftNameTree: Sendable {
    /// One group: its property and type names, its groups and its tokens, in path order.
    struct Group: Sendable {
        var segment: String
        var property: String = ""
        var typeName: String = ""
        var groups: [Group] = []
        /// (segment, identifier).
        var tokens: [(segment: String, identifier: String)] = []
    }

    private(set) var root: Group
    /// Token path (joined by `.`) -> the property names leading to it.
    private(set) var identifiers: [String: [String]] = [:]

    /// The tree of `paths`; `origin` names what the paths are for messages (`token`, `slot`),
    /// `locations` (dotted path -> where it is written) places a collision's warning, and
    /// `reserved` are the root's names the generated type declares itself.
    init(paths: [[String]], origin: String, locations: [String: SourceLocation] = [:], reserved: Set<String> = [],
         diagnostics: inout DiagnosticBag) {
        var root = Group(segment: "")
        for path in Set(paths).sorted(by: { $0.lexicographicallyPrecedes($1) })
        where !path.isEmpty && !path.contains(where: SwiftIdentifier.isInternal) {
            Self.insert(path[...], into: &root)
        }
        var identifiers: [String: [String]] = [:]
        Self.name(&root, prefix: [], identifierPrefix: [], reserved: reserved, identifiers: &identifiers, origin: origin,
                  locations: locations, diagnostics: &diagnostics)
        self.root = root
        self.identifiers = identifiers
    }

    /// The property names of a token's path (`["color", "text", "title"]`); nil when left out.
    func identifierPath(_ path: [String]) -> [String]? { identifiers[path.joined(separator: ".")] }

    /// The member path from a `Tokens` value: `color.text.title`.
    func accessor(_ name: String) -> String? { identifiers[name]?.joined(separator: ".") }

    /// Every group, depth first.
    var allGroups: [Group] {
        var found: [Group] = []
        func visit(_ group: Group) {
            for child in group.groups {
                found.append(child)
                visit(child)
            }
        }
        visit(root)
        return found
    }

    private static func insert(_ path: ArraySlice<String>, into group: inout Group) {
        let head = path.first!
        if path.count == 1 {
            if !group.tokens.contains(where: { $0.segment == head }) { group.tokens.append((head, "")) }
            return
        }
        if let index = group.groups.firstIndex(where: { $0.segment == head }) {
            insert(path.dropFirst(), into: &group.groups[index])
        } else {
            var child = Group(segment: head)
            insert(path.dropFirst(), into: &child)
            group.groups.append(child)
        }
    }

    /// Gives the group's members their names, groups first, then tokens, each in path order.
    private static func name(_ group: inout Group, prefix: [String], identifierPrefix: [String], reserved: Set<String>,
                             identifiers: inout [String: [String]], origin: String, locations: [String: SourceLocation],
                             diagnostics: inout DiagnosticBag) {
        var taken: [String: String] = Dictionary(reserved.map { ($0, "`\($0)` of the generated type") }) { first, _ in first }
        // Type names share a namespace of their own, and must not be a type the generated code names.
        var types = SwiftIdentifier.reservedTypeNames
        func claim(_ wanted: String, kind: String, for segment: String) -> String {
            var bare = SwiftIdentifier.bare(wanted)
            guard let holder = taken[bare] else {
                taken[bare] = segment
                return wanted
            }
            bare += kind
            var number = 2
            let plain = bare
            while taken[bare] != nil {
                bare = plain + "\(number)"
                number += 1
            }
            if number > 2 {
                let here = prefix.isEmpty ? "" : " in `\(prefix.joined(separator: "."))`"
                diagnostics.append(.warning(.swiftNameCollision,
                    "the \(origin) names `\(holder)` and `\(segment)`\(here) both become the Swift name `\(SwiftIdentifier.bare(wanted))`, and `\(plain)` is taken too; `\(segment)` is named `\(bare)` instead (rename one to choose)",
                    at: locations[(prefix + [segment]).joined(separator: ".")], subject: (prefix + [segment]).joined(separator: ".")))
            }
            taken[bare] = segment
            return SwiftIdentifier.keywords.contains(bare) ? "`\(bare)`" : bare
        }
        for index in group.groups.indices {
            let segment = group.groups[index].segment
            let property = claim(SwiftIdentifier.make(segment, .lower), kind: "Group", for: segment)
            var typeName = SwiftIdentifier.bare(property).capitalizedFirst
            while types.contains(typeName) { typeName += "Group" }
            types.insert(typeName)
            group.groups[index].property = property
            group.groups[index].typeName = typeName
        }
        for index in group.tokens.indices {
            let segment = group.tokens[index].segment
            let identifier = claim(SwiftIdentifier.make(segment, .lower), kind: "Token", for: segment)
            group.tokens[index].identifier = identifier
            identifiers[(prefix + [segment]).joined(separator: ".")] = identifierPrefix + [identifier]
        }
        for index in group.groups.indices {
            let child = group.groups[index]
            name(&group.groups[index], prefix: prefix + [child.segment], identifierPrefix: identifierPrefix + [child.property], reserved: [],
                 identifiers: &identifiers, origin: origin, locations: locations, diagnostics: &diagnostics)
        }
    }
}
