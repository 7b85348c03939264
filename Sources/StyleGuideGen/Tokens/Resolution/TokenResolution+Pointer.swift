/// `{"$ref": "#/a/b/$value/..."}` references (RFC 6901 JSON Pointers).
extension TokenResolution {
    func followPointer(_ json: JSONValue, context: inout ValueContext) -> Dereferenced {
        let subject = context.subject
        guard let members = json.objectMembers else { return .failed }
        guard let pointerValue = json["$ref"], let pointer = pointerValue.stringValue else {
            error(.formatMalformedReference, "$ref must be a string JSON Pointer like \"#/color/blue\"", at: json.location, subject: subject)
            return .failed
        }
        guard let segments = ReferenceSyntax.pointerSegments(pointer) else {
            error(.formatMalformedReference, "invalid JSON Pointer \"\(pointer)\"; expected \"#/group/token\" with ~0 and ~1 escapes", at: pointerValue.location, subject: subject)
            return .failed
        }
        let overrides = members.filter { $0.key != "$ref" }
        if let first = overrides.first {
            diagnostics.append(.warning(.formatRefOverride, "keys beside $ref ('\(first.key)'\(overrides.count > 1 ? ", ..." : "")) replace those members of what \"\(pointer)\" points at; the format defines $ref alone: write the whole value instead",
                                        at: first.keyLocation, subject: subject))
        }
        // A token-level `$ref` aliases a whole token; inside a value, the spec points at values.
        let inValue = !context.token.written.isTokenLevelRef
        guard overrides.isEmpty else {
            return overriding(follow(segments, pointer: pointer, at: pointerValue.location, subject: subject, inValue: inValue), with: overrides, at: json.location)
        }
        return follow(segments, pointer: pointer, at: pointerValue.location, subject: subject, inValue: inValue)
    }

    /// Keys beside `$ref` replace those members of what it points at (shallowly).
    private func overriding(_ target: Dereferenced, with overrides: [JSONMember], at location: SourceLocation) -> Dereferenced {
        let base: JSONValue
        switch target {
        case .failed: return .failed
        case .token(let token): base = token.value.json(at: location)
        case .json(let json): base = json
        }
        return .json(base.replacingMembers(with: overrides, at: location))
    }

    private func follow(_ segments: [String], pointer: String, at location: SourceLocation, subject: String, inValue: Bool) -> Dereferenced {
        var node = document
        var path: [String] = []
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            if TokenTreeMerge.isToken(node), segment == "$value" {
                guard let token = resolve(path.joined(separator: ".")) else { return .failed }
                let rest = Array(segments[(index + 1)...])
                return walkInsideValue(token, rest: rest, pointer: pointer, at: location, subject: subject)
            }
            guard let next = Self.child(of: node, segment) else {
                error(.formatUnknownReference, "$ref \"\(pointer)\" points at nothing: no '\(segment)' in \(path.isEmpty ? "the document" : path.joined(separator: "."))",
                      at: location, subject: subject)
                return .failed
            }
            node = next
            path.append(segment)
            index += 1
        }
        if TokenTreeMerge.isToken(node) {
            let name = path.joined(separator: ".")
            guard merged[name] != nil, let token = resolve(name) else {
                if merged[name] == nil {
                    error(.formatUnknownReference, "$ref \"\(pointer)\" does not point at a token", at: location, subject: subject)
                }
                return .failed
            }
            if inValue {
                diagnostics.append(.warning(.formatRefToken, "$ref \"\(pointer)\" inside a value points at the token object; 2025.10 points at its value: \"\(pointer)/$value\" (read as its value)",
                                            at: location, subject: subject))
            }
            return .token(token)
        }
        if TokenTreeMerge.isGroup(node) {
            error(.formatUnknownReference, "$ref \"\(pointer)\" points at a group, not a token or value", at: location, subject: subject)
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
                error(.formatUnknownReference, "$ref \"\(pointer)\" points at nothing: the value of {\(token.name)} has no '\(segment)'", at: location, subject: subject)
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
