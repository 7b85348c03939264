/// A group's `$type` as a file of a Style Dictionary or Tokens Studio project means it: for the
/// tokens that file writes in the group. Each token without its own `$type` is given its
/// file's nearest group `$type` before the files merge, so another file's group of the same
/// name (`elevation` of shadows beside `elevation.zindex` numbers) does not retype it. (A
/// resolver's sets merge first and inherit after, as the resolver module says.)
enum FileGroupTypes {
    /// The document with its group types written onto its tokens; the document itself when none applies.
    static func baked(_ document: JSONValue) -> JSONValue {
        bake(document, inherited: nil, depth: 0) ?? document
    }

    private static func isAlias(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "$ref" || ($0.key == "$value" && ($0.value.stringValue.map(ReferenceSyntax.isCurlyAlias) ?? false)) }
    }

    /// The node with its tokens typed; nil when nothing in it changed.
    private static func bake(_ node: JSONValue, inherited: JSONMember?, depth: Int) -> JSONValue? {
        guard depth < 256, let members = node.objectMembers else { return nil }
        if members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
            // An alias takes its target's type before a group's.
            guard let inherited, !members.contains(where: { $0.key == "$type" }), !isAlias(members) else { return nil }
            return JSONValue(.object(members + [inherited]), at: node.location)
        }
        let type = members.first { $0.key == "$type" } ?? inherited
        var changed: [JSONMember]?
        for (index, member) in members.enumerated() where !member.isDollarKey || member.key == "$root" {
            guard let typed = bake(member.value, inherited: type, depth: depth + 1) else { continue }
            if changed == nil { changed = members }
            changed?[index].value = typed
        }
        return changed.map { JSONValue(.object($0), at: node.location) }
    }
}
