/// Deep merge of token documents: groups merge member by member, a token (or
/// any non-group value) from a later source replaces the earlier one whole.
enum TokenTreeMerge {
    /// An object with `$value`, or with a token-level `$ref` (a string) instead.
    static func isToken(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value.kind else { return false }
        return members.contains { $0.key == "$value" || ($0.key == "$ref" && $0.value.stringValue != nil) }
    }

    static func isGroup(_ value: JSONValue) -> Bool {
        if case .object = value.kind { return !isToken(value) }
        return false
    }

    /// `overlay` on top of `base`; the result keeps base's member order, new keys appended.
    static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
        guard isGroup(base), isGroup(overlay),
              case .object(var members) = base.kind, case .object(let extra) = overlay.kind else {
            return overlay
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (i, member) in members.enumerated() { index[member.key] = i }
        for member in extra {
            if let i = index[member.key] {
                members[i].value = merge(members[i].value, member.value)
            } else {
                index[member.key] = members.count
                members.append(member)
            }
        }
        return JSONValue(.object(members), at: base.location)
    }

    /// Merges documents in order (last wins); nil for no documents.
    static func merge(_ documents: [JSONValue]) -> JSONValue? {
        guard var result = documents.first else { return nil }
        for document in documents.dropFirst() { result = merge(result, document) }
        return result
    }
}
