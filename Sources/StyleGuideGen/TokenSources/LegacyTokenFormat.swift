/// Token files written before DTCG's `$` properties: Style Dictionary's (and Tokens Studio's
/// older storage mode) `value`, `type`, `description`/`comment`, read as `$value`, `$type`,
/// `$description`. A leaf object is a token when it has `value` and only keys such tools write.
enum LegacyTokenFormat {
    /// The keys a legacy token may carry besides `value`.
    static let tokenKeys: Set<String> = ["type", "description", "comment", "attributes", "name", "themeable", "original", "filePath",
                                         "isSource", "path", "id", "$extensions", "extensions", "$description", "$type"]

    /// Whether the document holds tokens written without `$value` (and none with it).
    static func isLegacy(_ document: JSONValue) -> Bool {
        var legacy = false
        return !hasModernToken(document, legacy: &legacy) && legacy
    }

    /// Whether a token under `node` has `$value`, noting any legacy token on the way; stops at the
    /// first `$value` (a DTCG file answers at its first token, not after walking every one).
    private static func hasModernToken(_ node: JSONValue, legacy: inout Bool) -> Bool {
        guard let members = node.objectMembers else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        if isLegacyToken(members) {
            legacy = true
            return false
        }
        return members.contains { !$0.isDollarKey && hasModernToken($0.value, legacy: &legacy) }
    }

    static func isLegacyToken(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "value" } && members.allSatisfy { $0.key == "value" || tokenKeys.contains($0.key) }
    }

    /// What a reader adds to a legacy token: a `$type` when it has none, a value in DTCG shape.
    struct Reading {
        var type: String?
        var value: JSONValue?
    }

    /// The document with every legacy token rewritten; `read(path, members)` may type a token
    /// that has none and reshape its value (Style Dictionary's categories and units).
    static func converted(_ node: JSONValue, path: [String] = [], read: ([String], [JSONMember]) -> Reading = { _, _ in Reading() }) -> JSONValue {
        guard let members = node.objectMembers else { return node }
        if isLegacyToken(members) { return token(members, at: node.location, read: read(path, members)) }
        return JSONValue(.object(members.map { member in
            member.isDollarKey ? member
                : JSONMember(key: member.key, keyLocation: member.keyLocation, value: converted(member.value, path: path + [member.key], read: read))
        }), at: node.location)
    }

    private static func token(_ members: [JSONMember], at location: SourceLocation, read: Reading) -> JSONValue {
        var result: [JSONMember] = []
        for member in members {
            switch member.key {
            case "value": result.append(JSONMember(key: "$value", keyLocation: member.keyLocation, value: read.value ?? member.value))
            case "type": result.append(renamed(member, "$type"))
            case "description", "comment":
                // The first description wins, and a `$description` written beside them wins over both.
                guard !members.contains(where: { $0.key == "$description" }), !result.contains(where: { $0.key == "$description" }) else { break }
                result.append(renamed(member, "$description"))
            case "$extensions", "$type", "$description": result.append(member)
            default: break
            }
        }
        if !result.contains(where: { $0.key == "$type" }), let inferred = read.type, let value = members.first(where: { $0.key == "value" }) {
            result.append(JSONMember(key: "$type", keyLocation: value.keyLocation, value: JSONValue(.string(inferred), at: value.keyLocation)))
        }
        return JSONValue(.object(result), at: location)
    }

    private static func renamed(_ member: JSONMember, _ key: String) -> JSONMember {
        JSONMember(key: key, keyLocation: member.keyLocation, value: member.value)
    }
}
