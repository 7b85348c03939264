/// `{"$ref": "#/a/b/$value/..."}` references (RFC 6901 JSON Pointers).
extension TokenResolution {
    func followPointer(_ json: JSONValue, context: inout ValueContext) -> Dereferenced {
        let subject = context.subject
        guard let members = json.objectMembers else { return .failed }
        if let extra = members.first(where: { $0.key != "$ref" }) {
            error("a $ref object must have no other members, found '\(extra.key)'", at: extra.keyLocation, subject: subject)
            return .failed
        }
        guard let pointerValue = json["$ref"], let pointer = pointerValue.stringValue else {
            error("$ref must be a string JSON Pointer like \"#/color/blue\"", at: json.location, subject: subject)
            return .failed
        }
        guard let segments = ReferenceSyntax.pointerSegments(pointer) else {
            error("invalid JSON Pointer \"\(pointer)\"; expected \"#/group/token\" with ~0 and ~1 escapes", at: pointerValue.location, subject: subject)
            return .failed
        }
        var node = document
        var path: [String] = []
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            if TokenTreeMerge.isToken(node), segment == "$value" {
                guard let token = resolve(path.joined(separator: ".")) else { return .failed }
                let rest = Array(segments[(index + 1)...])
                return walkInsideValue(token, rest: rest, pointer: pointer, at: pointerValue.location, subject: subject)
            }
            guard let next = Self.child(of: node, segment) else {
                error("$ref \"\(pointer)\" points at nothing: no '\(segment)' in \(path.isEmpty ? "the document" : path.joined(separator: "."))",
                      at: pointerValue.location, subject: subject)
                return .failed
            }
            node = next
            path.append(segment)
            index += 1
        }
        if TokenTreeMerge.isToken(node) {
            let name = path.joined(separator: ".")
            guard raw[name] != nil, let token = resolve(name) else {
                if raw[name] == nil {
                    error("$ref \"\(pointer)\" does not point at a token", at: pointerValue.location, subject: subject)
                }
                return .failed
            }
            return .token(token)
        }
        if TokenTreeMerge.isGroup(node) {
            error("$ref \"\(pointer)\" points at a group, not a token or value", at: pointerValue.location, subject: subject)
            return .failed
        }
        return .json(node)
    }

    /// Continues a pointer inside a resolved token's value (in its 2025.10 JSON shape).
    private func walkInsideValue(_ token: ResolvedToken, rest: [String], pointer: String, at location: SourceLocation, subject: String) -> Dereferenced {
        if rest.isEmpty { return .token(token) }
        var node = token.value.json(at: location)
        for segment in rest {
            guard let next = Self.child(of: node, segment) else {
                error("$ref \"\(pointer)\" points at nothing: the value of {\(token.name)} has no '\(segment)'", at: location, subject: subject)
                return .failed
            }
            node = next
        }
        return .json(node)
    }

    /// An object member or array element (decimal index without leading zeros).
    static func child(of node: JSONValue, _ segment: String) -> JSONValue? {
        switch node.kind {
        case .object: return node[segment]
        case .array(let items):
            guard let index = Int(segment), index >= 0, index < items.count,
                  segment == String(index) else { return nil }
            return items[index]
        default: return nil
        }
    }
}
