/// What makes a JSON object a token, in every format the tool reads: DTCG's `$value` (or a
/// token-level `$ref`), or Style Dictionary's `value` (Tokens Studio's older storage, the Figma
/// plugins' exports): any object with a `value` member is a token, whatever else it carries,
/// unless that member holds DTCG tokens (a DTCG group may be named `value`) or the object is a
/// `{value, unit}` dimension.
enum TokenShape {
    /// The object's value when it is a token; nil for a group.
    static func value(of members: [JSONMember]) -> JSONValue? {
        var legacy: JSONValue?
        for member in members {
            switch member.key {
            case "$value", "$ref": return member.value
            case "value": legacy = member.value
            default: break
            }
        }
        guard let legacy, isLegacyToken(members, value: legacy) else { return nil }
        return legacy
    }

    /// Whether the object is a token written the Style Dictionary way (`value`, no `$value`).
    static func isLegacyToken(_ members: [JSONMember]) -> Bool {
        guard let value = members.first(where: { $0.key == "value" })?.value,
              !members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) else { return false }
        return isLegacyToken(members, value: value)
    }

    /// As Style Dictionary reads it: the first object with a `value` from the top is a token,
    /// whatever its value holds, unless that value holds DTCG tokens (a group named `value`).
    private static func isLegacyToken(_ members: [JSONMember], value: JSONValue) -> Bool {
        if value.numberValue != nil, members.count == 2, members.contains(where: { $0.key == "unit" }) { return false }
        return !holdsDTCGTokens(value, depth: 0)
    }

    private static func holdsDTCGTokens(_ node: JSONValue, depth: Int) -> Bool {
        guard depth < 64, let members = node.objectMembers else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        return members.contains { !$0.isDollarKey && holdsDTCGTokens($0.value, depth: depth + 1) }
    }

    /// Whether a value is, or holds, a token object.
    static func holdsTokens(_ node: JSONValue, depth: Int) -> Bool {
        guard depth < 64, let members = node.objectMembers else { return false }
        if members.contains(where: { $0.key == "$value" }) || isLegacyToken(members) { return true }
        return members.contains { !$0.isDollarKey && holdsTokens($0.value, depth: depth + 1) }
    }
}
