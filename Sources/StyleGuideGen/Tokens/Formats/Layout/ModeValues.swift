/// Light and dark written inside token files rather than in files of their own:
/// - groups named for the modes side by side with the same tokens (`color.light.text.primary`
///   and `color.dark.text.primary`, as Brave's and Koobiq's builds read them): in each mode the
///   tokens also stand without the mode's name (`color.text.primary`), aliases of that mode's;
/// - `darkValue` beside `value` (SEB's Green): the dark mode's value of the token.
/// Each gives documents for the `mode` modifier's contexts, merged over the files.
enum ModeValues {
    /// The mode pairs read, default first.
    static let pairs = [("light", "dark"), ("day", "night")]

    struct Reading {
        /// The documents of what each mode adds, each with the number of the file it comes from.
        var documents: [(file: Int, context: String, document: JSONValue)] = []
        var contexts: [String] = []
        var assumptions: [String] = []
    }

    /// What the documents say of modes inside themselves; nil when nothing.
    static func read(_ documents: [JSONValue]) -> Reading? {
        var perFile: [[String: JSONValue]] = []
        var tokens: Set<String> = [], groups: Set<String> = []
        for document in documents {
            var fileTokens: [String: JSONValue] = [:]
            collect(document, path: [], tokens: &fileTokens, groups: &groups)
            tokens.formUnion(fileTokens.keys)
            perFile.append(fileTokens)
        }
        var reading = Reading()
        lift(perFile, names: tokens, groups: groups, into: &reading)
        darkValues(perFile, into: &reading)
        return reading.documents.isEmpty ? nil : reading
    }

    /// Every token (by dotted path, its object) and group.
    private static func collect(_ node: JSONValue, path: [String], tokens: inout [String: JSONValue], groups: inout Set<String>) {
        guard path.count < 256, let members = node.objectMembers else { return }
        let name = path.joined(separator: ".")
        if members.contains(where: { $0.key == "$value" }) {
            tokens[name] = node
            return
        }
        if !path.isEmpty { groups.insert(name) }
        for member in members where !member.isDollarKey { collect(member.value, path: path + [member.key], tokens: &tokens, groups: &groups) }
    }

    /// Tokens under sibling mode groups, lifted out of the mode's name in that mode, file by file.
    private static func lift(_ perFile: [[String: JSONValue]], names: Set<String>, groups: Set<String>, into reading: inout Reading) {
        for (first, second) in pairs {
            // Mode group -> (its parent, its mode), for the pairs whose tokens are alike.
            var places: [String: (parent: String, mode: String)] = [:]
            for group in groups.sorted() where lastSegment(group) == first {
                let parent = String(group.dropLast(first.count)).trimmingSuffix(".")
                let other = (parent.isEmpty ? "" : parent + ".") + second
                guard groups.contains(other) else { continue }
                let a = self.names(under: group, names), b = self.names(under: other, names)
                guard !a.isEmpty, Double(a.intersection(b).count) >= 0.5 * Double(min(a.count, b.count)) else { continue }
                places[group] = (parent, first)
                places[other] = (parent, second)
            }
            guard !places.isEmpty else { continue }
            for (file, tokens) in perFile.enumerated() {
                // Each token's mode groups, found by its name's own prefixes (outermost first).
                let sorted = tokens.keys.sorted()
                let groupsOf = sorted.map { name in Self.prefixes(of: name).filter { places[$0] != nil } }
                for mode in [first, second] {
                    let lifted = zip(sorted, groupsOf).compactMap { name, groups -> (path: String, token: JSONValue)? in
                        guard let group = groups.first(where: { places[$0]?.mode == mode }), let place = places[group] else { return nil }
                        let path = (place.parent.isEmpty ? "" : place.parent + ".") + String(name.dropFirst(group.count + 1))
                        // A lifted name another token or group already has stays that one's.
                        guard !names.contains(path), !groups.contains(path), let location = tokens[name]?.location else { return nil }
                        return (path, alias(to: name, at: location))
                    }
                    if !lifted.isEmpty { reading.documents.append((file, mode, tree(lifted))) }
                }
            }
            reading.contexts = [first, second]
            reading.assumptions.append("mode: \(first), \(second) (groups named \(first) and \(second) side by side in \(places.count / 2) place\(places.count == 2 ? "" : "s"); in each mode their tokens also stand without the mode's name)")
            return
        }
    }

    private static func lastSegment(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The tokens under `group`, by their names below it.
    private static func names(under group: String, _ names: Set<String>) -> Set<String> {
        let prefix = group + "."
        return Set(names.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }

    /// The dotted name's groups, outermost first (`a`, `a.b` for `a.b.c`).
    private static func prefixes(of name: String) -> [String] {
        name.indices.filter { name[$0] == "." }.map { String(name[..<$0]) }
    }

    /// `darkValue` (kept under `$extensions`) as the dark mode's value of its token, file by file.
    private static func darkValues(_ perFile: [[String: JSONValue]], into reading: inout Reading) {
        guard reading.contexts.isEmpty || reading.contexts == ["light", "dark"] else { return }
        var count = 0
        for (file, tokens) in perFile.enumerated() {
            var dark: [(path: String, token: JSONValue)] = []
            for (path, token) in tokens.sorted(by: { $0.key < $1.key }) {
                guard let value = token["$extensions"]?[LegacyTokenFormat.membersExtension]?["darkValue"], let members = token.objectMembers else { continue }
                let replaced = members.map { $0.key == "$value" ? JSONMember(key: "$value", keyLocation: $0.keyLocation, value: value) : $0 }
                dark.append((path, JSONValue(.object(replaced), at: token.location)))
            }
            if !dark.isEmpty { reading.documents.append((file, "dark", tree(dark))) }
            count += dark.count
        }
        guard count > 0 else { return }
        reading.contexts = ["light", "dark"]
        reading.assumptions.append("mode: light, dark (\(count) token\(count == 1 ? " has" : "s have") a darkValue, its value in the dark mode)")
    }

    /// An alias token to `target`, placed where the token it stands for is written.
    private static func alias(to target: String, at location: SourceLocation) -> JSONValue {
        JSONValue(.object([JSONMember(key: "$value", keyLocation: location, value: JSONValue(.string("{\(target)}"), at: location))]), at: location)
    }

    /// A document holding `tokens` at their dotted paths.
    private static func tree(_ tokens: [(path: String, token: JSONValue)]) -> JSONValue {
        var root = Node()
        for (path, token) in tokens { root.insert(path.split(separator: ".").map(String.init)[...], token) }
        return root.json
    }

    private struct Node {
        var children: [(String, Node)] = []
        var token: JSONValue?

        mutating func insert(_ path: ArraySlice<String>, _ value: JSONValue) {
            guard let first = path.first else { token = value; return }
            if let index = children.firstIndex(where: { $0.0 == first }) {
                children[index].1.insert(path.dropFirst(), value)
            } else {
                var child = Node()
                child.insert(path.dropFirst(), value)
                children.append((first, child))
            }
        }

        var json: JSONValue {
            if let token { return token }
            return JSONValue(.object(children.map { JSONMember(key: $0.0, keyLocation: JSONValue.written, value: $0.1.json) }), at: JSONValue.written)
        }
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
