/// Collected documents merged in order as flat tables: the same tokens as merging their trees
/// (`TokenTreeMerge`) and walking the result, without copying any tree. A later token replaces
/// the earlier token or group at its path whole, with everything under it; groups merge
/// property by property; then each token inherits `$type` and `$deprecated` down the merged groups.
struct MergedTokens: Sendable {
    private(set) var raw: [String: RawToken] = [:]
    /// Names in the order they were first merged.
    private(set) var order: [String] = []
    /// Groups, and tokens that hold tokens, by dotted path.
    private(set) var groups: Set<String> = []
    private(set) var groupDescriptions: [String: String] = [:]

    private struct Group {
        var parent: String?
        var properties: GroupProperties
    }

    private struct Placed {
        var token: WrittenToken
        var origin: TokenOrigin?
    }

    /// `documents` in merge order, each with its number in the load (nil: no token is shared across loads).
    init(_ documents: [(number: Int?, document: CollectedDocument)]) {
        var groupTable: [String: Group] = [:]
        var tokens: [String: Placed] = [:]
        var written: [String] = []
        tokens.reserveCapacity(documents.first?.document.entries.count ?? 0)
        for (number, document) in documents {
            for (index, entry) in document.entries.enumerated() {
                switch entry {
                case .group(let name, let parent, let properties):
                    if tokens.removeValue(forKey: name) != nil {
                        Self.removeDescendants(of: name, tokens: &tokens, groups: &groupTable)
                        groupTable[name] = Group(parent: parent, properties: properties)
                    } else if let earlier = groupTable[name] {
                        groupTable[name] = Group(parent: parent, properties: earlier.properties.overlaid(by: properties))
                    } else {
                        groupTable[name] = Group(parent: parent, properties: properties)
                    }
                case .token(let token):
                    let name = token.name
                    if groupTable.removeValue(forKey: name) != nil || tokens[name]?.token.hasChildren == true {
                        Self.removeDescendants(of: name, tokens: &tokens, groups: &groupTable)
                    }
                    if tokens.updateValue(Placed(token: token, origin: number.map { TokenOrigin(document: $0, entry: index) }), forKey: name) == nil {
                        written.append(name)
                    }
                }
            }
        }
        var inheritance = Inheritance(groups: groupTable, tokens: tokens)
        raw.reserveCapacity(tokens.count)
        order.reserveCapacity(tokens.count)
        for name in written where raw[name] == nil {
            guard let placed = tokens[name] else { continue }
            let written = placed.token
            raw[name] = RawToken(written: written, groupType: inheritance.type(of: written.parent),
                                 deprecated: written.ownDeprecated.value ?? inheritance.deprecation(of: written.parent), origin: placed.origin)
            order.append(name)
            if placed.token.hasChildren { groups.insert(name) }
        }
        for (name, group) in groupTable where !name.isEmpty {
            groups.insert(name)
            if let text = group.properties.description.value { groupDescriptions[name] = text }
        }
    }

    /// A token or group replaced whole takes what it held with it (rare: only when kinds clash).
    private static func removeDescendants(of name: String, tokens: inout [String: Placed], groups: inout [String: Group]) {
        let prefix = name + "."
        for key in tokens.keys where key.hasPrefix(prefix) { tokens[key] = nil }
        for key in groups.keys where key.hasPrefix(prefix) { groups[key] = nil }
    }

    /// What a group (or a token holding tokens) passes down, worked out once per path.
    private struct Inheritance {
        let groups: [String: Group]
        let tokens: [String: Placed]
        private var types: [String: DeclaredType?] = [:]
        private var deprecations: [String: Deprecation?] = [:]

        init(groups: [String: Group], tokens: [String: Placed]) {
            self.groups = groups
            self.tokens = tokens
        }

        /// The `$type` the nearest typed group gives what `name` holds.
        mutating func type(of name: String) -> DeclaredType? {
            if let known = types[name] { return known }
            let found: DeclaredType?
            if let group = groups[name] {
                found = group.properties.type.value ?? group.parent.flatMap { type(of: $0) }
            } else if let holder = tokens[name] {
                // A valued token's children take its own type, else its group's.
                found = holder.token.ownType ?? type(of: holder.token.parent)
            } else {
                found = nil
            }
            types[name] = .some(found)
            return found
        }

        /// The deprecation `name` passes to what it holds (a token passes on its group's, not its own).
        mutating func deprecation(of name: String) -> Deprecation? {
            if let known = deprecations[name] { return known }
            let found: Deprecation?
            if let group = groups[name] {
                if case .value(let written) = group.properties.deprecated { found = written } else { found = group.parent.flatMap { deprecation(of: $0) } }
            } else if let holder = tokens[name] {
                found = deprecation(of: holder.token.parent)
            } else {
                found = nil
            }
            deprecations[name] = .some(found)
            return found
        }
    }
}
