/// Style Dictionary's tokens that stand for a whole group (`"palette": {"value": "{palette.grey}"}`)
/// and the references that go through them (`{light.contrast.palette.value."50-A32"}`, which
/// Style Dictionary reads in the group: `{palette.grey."50-A32"}`). The references are rewritten
/// to the group's own paths before the files merge, so they resolve and depend on what they name.
/// A token standing for two different groups in different files is left alone.
enum GroupAliases {
    /// The documents with references through group-standing tokens rewritten, and how many were.
    static func rewritten(_ documents: [JSONValue]) -> (documents: [JSONValue], count: Int) {
        var groups: Set<String> = [], standing: [String: String?] = [:]
        for document in documents { collect(document, path: "", depth: 0, groups: &groups, standing: &standing) }
        let aliases = standing.compactMapValues { target in target.flatMap { groups.contains($0) ? $0 : nil } }
        guard !aliases.isEmpty else { return (documents, 0) }
        var count = 0
        let result = documents.map { rewrite($0, aliases: aliases, count: &count) ?? $0 }
        return (result, count)
    }

    /// Group names, and tokens whose whole value is one alias (nil where files disagree).
    private static func collect(_ node: JSONValue, path: String, depth: Int, groups: inout Set<String>, standing: inout [String: String?]) {
        guard depth < 256, let members = node.objectMembers else { return }
        if let value = members.first(where: { $0.key == "$value" })?.value {
            if let target = value.stringValue.flatMap(ReferenceSyntax.curlyName) {
                standing[path] = standing[path].map { $0 == target ? target : nil } ?? target
            }
            return
        }
        if !path.isEmpty { groups.insert(path) }
        for member in members where !member.isDollarKey {
            collect(member.value, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1, groups: &groups, standing: &standing)
        }
    }

    /// The node with its strings' references through `aliases` rewritten; nil when none changed.
    private static func rewrite(_ node: JSONValue, aliases: [String: String], count: inout Int) -> JSONValue? {
        guard node.holdsReferenceSyntax else { return nil }
        switch node.kind {
        case .string(let text):
            guard let written = rewrite(text, aliases: aliases) else { return nil }
            count += 1
            return JSONValue(.string(written), at: node.location)
        case .object(let members):
            var changed: [JSONMember]?
            for (index, member) in members.enumerated() {
                guard let value = rewrite(member.value, aliases: aliases, count: &count) else { continue }
                if changed == nil { changed = members }
                changed?[index].value = value
            }
            return changed.map { JSONValue(.object($0), at: node.location) }
        case .array(let items):
            var changed: [JSONValue]?
            for (index, item) in items.enumerated() {
                guard let value = rewrite(item, aliases: aliases, count: &count) else { continue }
                if changed == nil { changed = items }
                changed?[index] = value
            }
            return changed.map { JSONValue(.array($0), at: node.location) }
        case .null, .bool, .number:
            return nil
        }
    }

    /// `{T.value.rest}` or `{T.rest}` with T standing for group G, as `{G.rest}`; nil when no reference changes.
    private static func rewrite(_ text: String, aliases: [String: String]) -> String? {
        var result = "", rest = Substring(text), changed = false
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            result += rest[..<open]
            if let through = through(name, aliases: aliases) {
                result += "{" + through + "}"
                changed = true
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return changed ? result + rest : nil
    }

    private static func through(_ name: String, aliases: [String: String]) -> String? {
        for (token, group) in aliases where name.hasPrefix(token + ".") {
            var rest = name.dropFirst(token.count + 1)
            if rest.hasPrefix("value.") { rest = rest.dropFirst("value.".count) }
            return group + "." + rest
        }
        return nil
    }
}
