/// A `$type` as written: one of the thirteen, or another name kept as a custom type.
struct DeclaredType: Sendable, Hashable {
    var type: TokenType
    var name: String

    init(_ type: TokenType) { self.type = type; self.name = type.rawValue }
    init(custom name: String) { self.type = .custom; self.name = name }
}

/// A token as written, before its value is checked and its aliases followed.
struct RawToken: Sendable {
    var path: [String]
    var name: String
    /// `$value`, or for a token-level `$ref` the reference object itself.
    var value: JSONValue
    /// The token's own `$type`, already checked.
    var ownType: DeclaredType?
    /// The nearest ancestor group's `$type`.
    var groupType: DeclaredType?
    var description: String?
    var deprecated: Deprecation?
    var extensions: JSONValue?
    var location: SourceLocation
}

/// Walks a merged, `$extends`-expanded document and lists its tokens,
/// checking names and the reserved `$` properties on the way.
struct TokenCollector {
    var tokens: [String: RawToken] = [:]
    var order: [String] = []
    var groups: Set<String> = []
    var groupDescriptions: [String: String] = [:]
    /// A Tokens Studio project's own types (`textCase`, `other`...) are its format: no warning.
    var dialect: TokenDialect = .dtcg

    mutating func collect(document: JSONValue, into diagnostics: inout DiagnosticBag) {
        guard case .object = document.kind else {
            diagnostics.append(.error(.formatNotAGroup, "a token file must hold a JSON object, found \(document.kindName)", at: document.location))
            return
        }
        if TokenTreeMerge.isToken(document) {
            diagnostics.append(.error(.formatNotAGroup, "the top level of a token file must be a group, not a token", at: document.location))
            return
        }
        walkGroup(document, path: [], inherited: nil, deprecated: nil, &diagnostics)
    }

    private mutating func walkGroup(_ group: JSONValue, path: [String], inherited: DeclaredType?, deprecated: Deprecation?,
                                    _ diagnostics: inout DiagnosticBag) {
        guard case .object(let members) = group.kind else { return }
        let subject = path.isEmpty ? nil : path.joined(separator: ".")
        var type = inherited
        var groupDeprecated = deprecated
        if let subject { groups.insert(subject) }
        for member in members where member.key.hasPrefix("$") && member.key != "$root" {
            switch member.key {
            case "$type":
                if let checked = checkType(member.value, subject: subject, &diagnostics) { type = checked }
            case "$description":
                if let text = checkDescription(member.value, subject: subject, &diagnostics), let subject { groupDescriptions[subject] = text }
            case "$deprecated":
                if let value = checkDeprecated(member.value, subject: subject, &diagnostics) { groupDeprecated = value }
            case "$extensions":
                checkExtensions(member.value, subject: subject, &diagnostics)
            case "$schema" where path.isEmpty, "$extends":
                break
            default:
                diagnostics.append(.error(.formatUnknownProperty, "unknown group property '\(member.key)'; names must not start with '$' (reserved: $type, $description, $deprecated, $extensions, $extends, $root)",
                                          at: member.keyLocation, subject: subject))
            }
        }
        walkChildren(members, path: path, type: type, deprecated: groupDeprecated, &diagnostics)
    }

    /// The tokens and groups among `members` (a group's, or a valued token's children).
    private mutating func walkChildren(_ members: [JSONMember], path: [String], type: DeclaredType?, deprecated: Deprecation?,
                                       _ diagnostics: inout DiagnosticBag) {
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path + [member.key]
            let childName = childPath.joined(separator: ".")
            guard checkName(member, in: path, &diagnostics) else { continue }
            guard case .object = member.value.kind else {
                diagnostics.append(.error(.formatNotATokenOrGroup, "'\(member.key)' must be a token or group object (with \"$value\" for a token), found \(member.value.kindName)",
                                          at: member.value.location, subject: childName))
                continue
            }
            if TokenTreeMerge.isToken(member.value) {
                addToken(member, path: childPath, groupType: type, deprecated: deprecated, &diagnostics)
            } else if member.key == "$root" {
                diagnostics.append(.error(.formatNotATokenOrGroup, "$root must be a token (an object with \"$value\")", at: member.keyLocation, subject: childName))
            } else {
                walkGroup(member.value, path: childPath, inherited: type, deprecated: deprecated, &diagnostics)
            }
        }
    }

    /// Names must not contain `{`, `}` or `.` (they would break alias paths).
    private func checkName(_ member: JSONMember, in path: [String], _ diagnostics: inout DiagnosticBag) -> Bool {
        let subject = path.isEmpty ? nil : path.joined(separator: ".")
        if member.key.isEmpty {
            diagnostics.append(.error(.formatInvalidName, "token and group names must not be empty", at: member.keyLocation, subject: subject))
            return false
        }
        if member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            diagnostics.append(.error(.formatInvalidName, "name '\(member.key)' must not contain '{', '}' or '.'", at: member.keyLocation, subject: subject))
            return false
        }
        return true
    }

    private mutating func addToken(_ member: JSONMember, path: [String], groupType: DeclaredType?, deprecated: Deprecation?,
                                   _ diagnostics: inout DiagnosticBag) {
        let name = path.joined(separator: ".")
        guard case .object(let members) = member.value.kind else { return }
        let hasValue = member.value.member("$value") != nil
        if hasValue, let ref = member.value.member("$ref") {
            diagnostics.append(.error(.formatValueAndRef, "token '\(name)' has both $value and $ref; keep one (2025.10 makes them exclusive)", at: ref.keyLocation, subject: name))
            return
        }
        let value = member.value["$value"] ?? JSONValue(.object(members.filter { $0.key == "$ref" }), at: member.value.location)
        var token = RawToken(path: path, name: name, value: value, ownType: nil, groupType: groupType,
                             description: nil, deprecated: deprecated, extensions: nil, location: member.keyLocation)
        var children: [JSONMember] = []
        for property in members {
            switch property.key {
            case "$value", "$ref": break
            case "$type": token.ownType = checkType(property.value, subject: name, &diagnostics)
            case "$description": token.description = checkDescription(property.value, subject: name, &diagnostics)
            case "$deprecated":
                if let value = checkDeprecated(property.value, subject: name, &diagnostics) { token.deprecated = value }
            case "$extensions":
                if checkExtensions(property.value, subject: name, &diagnostics) { token.extensions = property.value }
            default:
                if property.key.hasPrefix("$") && property.key != "$root" {
                    diagnostics.append(.error(.formatUnknownProperty, "unknown token property '\(property.key)'; expected $value (or $ref), $type, $description, $deprecated or $extensions",
                                              at: property.keyLocation, subject: name))
                } else {
                    children.append(property)
                }
            }
        }
        if tokens[name] == nil { order.append(name) }
        tokens[name] = token
        guard !children.isEmpty else { return }
        // Real files hang tokens under a valued one (`red` with `red.light`): both are kept.
        diagnostics.append(.warning(.formatValueWithChildren, "token '\(name)' has a \(hasValue ? "$value" : "$ref") and also \(children.count == 1 ? "a child" : "\(children.count) children") ('\(children[0].key)'\(children.count > 1 ? ", ..." : "")); both are kept, but 2025.10 does not allow a token to contain tokens: move the value to '\(name).$root'",
                                    at: children[0].keyLocation, subject: name))
        groups.insert(name)
        walkChildren(children, path: path, type: token.ownType ?? groupType, deprecated: deprecated, &diagnostics)
    }

    private func checkType(_ value: JSONValue, subject: String?, _ diagnostics: inout DiagnosticBag) -> DeclaredType? {
        guard let text = value.stringValue, !text.isEmpty else {
            diagnostics.append(.error(.formatInvalidProperty, "$type must be a type name, found \(value.stringValue == nil ? value.kindName : "an empty string")", at: value.location, subject: subject))
            return nil
        }
        if let type = TokenType.standard(named: text) { return DeclaredType(type) }
        if dialect == .tokensStudio { return DeclaredType(custom: text) }
        diagnostics.append(.warning(.formatUnknownType, "$type '\(text)' is not one of the 13 DTCG types (\(TokenType.acceptedNames)); its tokens are kept as '\(text)' tokens",
                                    at: value.location, subject: subject))
        return DeclaredType(custom: text)
    }

    private func checkDescription(_ value: JSONValue, subject: String?, _ diagnostics: inout DiagnosticBag) -> String? {
        guard let text = value.stringValue else {
            diagnostics.append(.error(.formatInvalidProperty, "$description must be a string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
        return text
    }

    /// nil: invalid (reported); .some(nil): explicitly not deprecated.
    private func checkDeprecated(_ value: JSONValue, subject: String?, _ diagnostics: inout DiagnosticBag) -> Deprecation?? {
        switch value.kind {
        case .bool(let flag): return .some(flag ? Deprecation() : nil)
        case .string(let reason): return .some(Deprecation(reason: reason))
        default:
            diagnostics.append(.error(.formatInvalidProperty, "$deprecated must be true, false or a reason string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
    }

    @discardableResult
    private func checkExtensions(_ value: JSONValue, subject: String?, _ diagnostics: inout DiagnosticBag) -> Bool {
        guard case .object = value.kind else {
            diagnostics.append(.error(.formatInvalidProperty, "$extensions must be an object, found \(value.kindName)", at: value.location, subject: subject))
            return false
        }
        return true
    }
}
