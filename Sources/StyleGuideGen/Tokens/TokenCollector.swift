/// A token as written, before its value is checked and its aliases followed.
struct RawToken: Sendable {
    var path: [String]
    var name: String
    var value: JSONValue
    /// The token's own `$type`, already checked.
    var ownType: TokenType?
    /// The nearest ancestor group's `$type`.
    var groupType: TokenType?
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
    var diagnostics: [Diagnostic] = []

    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$schema"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    mutating func collect(document: JSONValue) {
        guard case .object = document.kind else {
            diagnostics.append(.error("a token file must hold a JSON object, found \(document.kindName)", at: document.location))
            return
        }
        if TokenTreeMerge.isToken(document) {
            diagnostics.append(.error("the top level of a token file must be a group, not a token", at: document.location))
            return
        }
        walkGroup(document, path: [], inherited: nil, deprecated: nil)
    }

    private mutating func walkGroup(_ group: JSONValue, path: [String], inherited: TokenType?, deprecated: Deprecation?) {
        guard case .object(let members) = group.kind else { return }
        let subject = path.isEmpty ? nil : path.joined(separator: ".")
        var type = inherited
        var groupDeprecated = deprecated
        if let subject { groups.insert(subject) }
        for member in members where member.key.hasPrefix("$") && member.key != "$root" {
            switch member.key {
            case "$type":
                if let checked = checkType(member.value, subject: subject) { type = checked }
            case "$description":
                if let text = checkDescription(member.value, subject: subject), let subject { groupDescriptions[subject] = text }
            case "$deprecated":
                if let value = checkDeprecated(member.value, subject: subject) { groupDeprecated = value }
            case "$extensions":
                checkExtensions(member.value, subject: subject)
            case "$schema" where path.isEmpty, "$extends":
                break
            default:
                diagnostics.append(.error("unknown group property '\(member.key)'; names must not start with '$' (reserved: $type, $description, $deprecated, $extensions, $extends, $root)",
                                          at: member.keyLocation, subject: subject))
            }
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path + [member.key]
            let childName = childPath.joined(separator: ".")
            guard checkName(member) else { continue }
            guard case .object = member.value.kind else {
                diagnostics.append(.error("'\(member.key)' must be a token or group object (with \"$value\" for a token), found \(member.value.kindName)",
                                          at: member.value.location, subject: childName))
                continue
            }
            if TokenTreeMerge.isToken(member.value) {
                addToken(member, path: childPath, groupType: type, deprecated: groupDeprecated)
            } else if member.key == "$root" {
                diagnostics.append(.error("$root must be a token (an object with \"$value\")", at: member.keyLocation, subject: childName))
            } else {
                walkGroup(member.value, path: childPath, inherited: type, deprecated: groupDeprecated)
            }
        }
    }

    /// Names must not contain `{`, `}` or `.` (they would break alias paths).
    private mutating func checkName(_ member: JSONMember) -> Bool {
        if member.key.isEmpty {
            diagnostics.append(.error("token and group names must not be empty", at: member.keyLocation))
            return false
        }
        if member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            diagnostics.append(.error("name '\(member.key)' must not contain '{', '}' or '.'", at: member.keyLocation))
            return false
        }
        return true
    }

    private mutating func addToken(_ member: JSONMember, path: [String], groupType: TokenType?, deprecated: Deprecation?) {
        let name = path.joined(separator: ".")
        guard case .object(let members) = member.value.kind, let value = member.value["$value"] else { return }
        var token = RawToken(path: path, name: name, value: value, ownType: nil, groupType: groupType,
                             description: nil, deprecated: deprecated, extensions: nil, location: member.keyLocation)
        for property in members {
            switch property.key {
            case "$value": break
            case "$type": token.ownType = checkType(property.value, subject: name)
            case "$description": token.description = checkDescription(property.value, subject: name)
            case "$deprecated":
                if let value = checkDeprecated(property.value, subject: name) { token.deprecated = value }
            case "$extensions":
                if checkExtensions(property.value, subject: name) { token.extensions = property.value }
            default:
                if property.key.hasPrefix("$") {
                    diagnostics.append(.error("unknown token property '\(property.key)'; expected $value, $type, $description, $deprecated or $extensions",
                                              at: property.keyLocation, subject: name))
                } else {
                    diagnostics.append(.error("token '\(name)' has a $value and also a child '\(property.key)': a token cannot contain tokens or groups",
                                              at: property.keyLocation, subject: name))
                }
            }
        }
        if tokens[name] == nil { order.append(name) }
        tokens[name] = token
    }

    private mutating func checkType(_ value: JSONValue, subject: String?) -> TokenType? {
        guard let text = value.stringValue else {
            diagnostics.append(.error("$type must be a string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
        guard let type = TokenType(rawValue: text) else {
            diagnostics.append(.error("unknown $type '\(text)'; expected one of \(TokenType.acceptedNames)", at: value.location, subject: subject))
            return nil
        }
        return type
    }

    private mutating func checkDescription(_ value: JSONValue, subject: String?) -> String? {
        guard let text = value.stringValue else {
            diagnostics.append(.error("$description must be a string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
        return text
    }

    /// nil: invalid (reported); .some(nil): explicitly not deprecated.
    private mutating func checkDeprecated(_ value: JSONValue, subject: String?) -> Deprecation?? {
        switch value.kind {
        case .bool(let flag): return .some(flag ? Deprecation() : nil)
        case .string(let reason): return .some(Deprecation(reason: reason))
        default:
            diagnostics.append(.error("$deprecated must be true, false or a reason string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
    }

    @discardableResult
    private mutating func checkExtensions(_ value: JSONValue, subject: String?) -> Bool {
        guard case .object = value.kind else {
            diagnostics.append(.error("$extensions must be an object, found \(value.kindName)", at: value.location, subject: subject))
            return false
        }
        return true
    }
}
