/// Token paths laid out as nested Swift namespaces: each group a type (`AccentFill`), each token a
/// constant (`accentFill`), every name unique among its siblings. Two names that would be the same
/// identifier keep the first (in path order) and number the others (`blue_2`), with a warning.
struct SwiftNameTree: Sendable {
    /// One group: its type name, its groups and its tokens, in path order.
    struct Group: Sendable {
        var segment: String
        var typeName: String
        var groups: [Group] = []
        /// (segment, identifier).
        var tokens: [(segment: String, identifier: String)] = []
    }

    private(set) var root: Group
    /// Token path (joined by `.`) -> the identifiers leading to it.
    private(set) var identifiers: [String: [String]] = [:]

    /// The tree of `paths`; `origin` names what the paths are for messages (`token`, `slot`), and
    /// `locations` (dotted path -> where it is written) places a collision's warning.
    init(paths: [[String]], origin: String, locations: [String: SourceLocation] = [:], diagnostics: inout DiagnosticBag) {
        var root = Group(segment: "", typeName: "")
        for path in Set(paths).sorted(by: { $0.lexicographicallyPrecedes($1) }) where !path.isEmpty {
            Self.insert(path[...], into: &root)
        }
        var identifiers: [String: [String]] = [:]
        Self.name(&root, prefix: [], identifierPrefix: [], identifiers: &identifiers, origin: origin, locations: locations, diagnostics: &diagnostics)
        self.root = root
        self.identifiers = identifiers
    }

    /// The identifiers of a token's path (`["Color", "Text", "title"]`).
    func identifierPath(_ path: [String]) -> [String]? { identifiers[path.joined(separator: ".")] }

    private static func insert(_ path: ArraySlice<String>, into group: inout Group) {
        let head = path.first!
        if path.count == 1 {
            if !group.tokens.contains(where: { $0.segment == head }) { group.tokens.append((head, "")) }
            return
        }
        if let index = group.groups.firstIndex(where: { $0.segment == head }) {
            insert(path.dropFirst(), into: &group.groups[index])
        } else {
            var child = Group(segment: head, typeName: "")
            insert(path.dropFirst(), into: &child)
            group.groups.append(child)
        }
    }

    /// Gives the group's members their identifiers, groups first, then tokens, each in path order.
    private static func name(_ group: inout Group, prefix: [String], identifierPrefix: [String], identifiers: inout [String: [String]],
                             origin: String, locations: [String: SourceLocation], diagnostics: inout DiagnosticBag) {
        var taken: [String: String] = [:]
        func claim(_ wanted: String, for segment: String) -> String {
            let bare = SwiftIdentifier.bare(wanted)
            guard let holder = taken[bare] else {
                taken[bare] = segment
                return wanted
            }
            var number = 2
            while taken["\(bare)_\(number)"] != nil { number += 1 }
            let renamed = "\(bare)_\(number)"
            taken[renamed] = segment
            let here = prefix.isEmpty ? "" : " in `\(prefix.joined(separator: "."))`"
            diagnostics.append(.warning(.swiftNameCollision,
                "the \(origin) names `\(holder)` and `\(segment)`\(here) (groups or \(origin)s) both become the Swift name `\(bare)`; `\(segment)` is named `\(renamed)` instead (rename one to choose)",
                at: locations[(prefix + [segment]).joined(separator: ".")], subject: (prefix + [segment]).joined(separator: ".")))
            return renamed
        }
        for index in group.groups.indices {
            let segment = group.groups[index].segment
            group.groups[index].typeName = claim(SwiftIdentifier.make(segment, .upper), for: segment)
        }
        for index in group.tokens.indices {
            let segment = group.tokens[index].segment
            let identifier = claim(SwiftIdentifier.make(segment, .lower), for: segment)
            group.tokens[index].identifier = identifier
            identifiers[(prefix + [segment]).joined(separator: ".")] = identifierPrefix + [identifier]
        }
        for index in group.groups.indices {
            let child = group.groups[index]
            name(&group.groups[index], prefix: prefix + [child.segment], identifierPrefix: identifierPrefix + [child.typeName],
                 identifiers: &identifiers, origin: origin, locations: locations, diagnostics: &diagnostics)
        }
    }
}
