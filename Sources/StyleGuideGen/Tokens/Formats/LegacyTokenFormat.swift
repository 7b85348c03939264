/// Tokens written without DTCG's `$` properties, as Style Dictionary, Tokens Studio's older
/// storage and the Figma plugins write them (`TokenShape`): `value`, `type`, `description` or
/// `comment`, `deprecated` are read as `$value`, `$type`, `$description`, `$deprecated`, and
/// `extensions` as `$extensions`. Every other member such a tool writes beside a token
/// (`attributes`, `transform`, a DTCG token's `source`...) is metadata: kept under
/// `$extensions["styleguide.members"]`, and not used. Applied token by token, so one file may mix both ways.
enum LegacyTokenFormat {
    /// Where the members no DTCG property holds are kept.
    static let membersExtension = "styleguide.members"

    /// How a reader reads a legacy token: its `$type` (the type written, read as another tool's
    /// name for a DTCG type, or one for a token that has none), its value in DTCG shape, and
    /// what else it made of the token.
    struct Reading {
        var type: String?
        var value: JSONValue?
        /// Members of the value its DTCG type has no place for: kept as metadata (the reader reports them).
        var metadata: [JSONMember] = []
        /// Members beside `value` read into the value (a `unit`): not kept as metadata.
        var used: Set<String> = []
    }

    /// What converting a document met.
    struct Found {
        /// Tokens written the legacy way.
        var legacyTokens = 0
        /// Names of the metadata members kept, with where each was first met.
        var metadata: [String: SourceLocation] = [:]
        /// Descriptions written `null`: no description.
        var nullDescriptions = 0
        /// Plain values where a token or group belongs, read as tokens, and the first one's place.
        var plainValues = 0
        var firstPlainValue: SourceLocation?
        /// Plain `null`s where a token or group belongs: nothing, left out.
        var nulls = 0
    }

    /// The document with every legacy token rewritten and metadata members moved aside;
    /// `read(path, members)` may type a legacy token (or read its written type as another) and reshape its value.
    static func converted(_ document: JSONValue, read: ([String], [JSONMember]) -> Reading = { _, _ in Reading() }) -> (JSONValue, Found) {
        var found = Found()
        let result = convert(document, path: [], depth: 0, read: read, found: &found)
        return (result ?? document, found)
    }

    /// The node converted; nil when nothing in it changed (most of a DTCG file).
    private static func convert(_ node: JSONValue, path: [String], depth: Int, read: ([String], [JSONMember]) -> Reading, found: inout Found) -> JSONValue? {
        guard depth < 256, let members = node.objectMembers else { return nil }
        if TokenShape.isLegacyToken(members) {
            found.legacyTokens += 1
            return token(members, at: node.location, read: read(path, members), found: &found)
        }
        if members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
            return modernToken(members, at: node.location, found: &found)
        }
        // A group's own plain members are read first: they rebuild it.
        if members.contains(where: { !$0.isDollarKey && $0.value.objectMembers == nil || $0.key == "extensions" }) {
            return group(members, path: path, depth: depth, at: node.location, read: read, found: &found)
        }
        var changed: [JSONMember]?
        for (index, member) in members.enumerated() where !member.isDollarKey {
            guard let converted = convert(member.value, path: path + [member.key], depth: depth + 1, read: read, found: &found) else { continue }
            if changed == nil { changed = members }
            changed?[index].value = converted
        }
        return changed.map { JSONValue(.object($0), at: node.location) }
    }

    /// A group with plain members: `description` or `comment` is its description, `extensions`
    /// its extensions, `null` nothing, any other plain value a token of that value (Style
    /// Dictionary lets references reach plain values).
    private static func group(_ members: [JSONMember], path: [String], depth: Int, at location: SourceLocation,
                              read: ([String], [JSONMember]) -> Reading, found: inout Found) -> JSONValue {
        var result: [JSONMember] = []
        var extensions = members.first { $0.key == "$extensions" }?.value.objectMembers ?? []
        let hasDescription = members.contains { $0.key == "$description" }
        for member in members {
            if member.isDollarKey {
                if member.key != "$extensions" { result.append(member) }
                continue
            }
            switch (member.key, member.value.kind) {
            case ("description", .string(let text)), ("comment", .string(let text)):
                if !hasDescription, !text.isEmpty, !result.contains(where: { $0.key == "$description" }) { result.append(renamed(member, "$description")) }
            case ("description", .null), ("comment", .null):
                found.nullDescriptions += 1
            case ("extensions", .object(let more)) where !TokenShape.holdsTokens(member.value, depth: 0):
                extensions += more
            case (_, .null):
                found.nulls += 1
            case (_, .array(let items)) where items.allSatisfy(\.isScalar):
                // Style Dictionary's references reach the items of a plain list: `{alpha.1}`.
                found.plainValues += 1
                if found.firstPlainValue == nil { found.firstPlainValue = member.keyLocation }
                let numbered = items.enumerated().map { index, item in
                    JSONMember(key: String(index), keyLocation: item.location,
                               value: JSONValue(.object([JSONMember(key: "$value", keyLocation: item.location, value: item)]), at: item.location))
                }
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: JSONValue(.object(numbered), at: member.value.location)))
            case (_, .object):
                let converted = convert(member.value, path: path + [member.key], depth: depth + 1, read: read, found: &found)
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: converted ?? member.value))
            default:
                found.plainValues += 1
                if found.firstPlainValue == nil { found.firstPlainValue = member.keyLocation }
                let token = JSONMember(key: "$value", keyLocation: member.keyLocation, value: member.value)
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: JSONValue(.object([token]), at: member.value.location)))
            }
        }
        if !extensions.isEmpty { result.append(JSONMember(key: "$extensions", keyLocation: location, value: JSONValue(.object(extensions), at: location))) }
        return JSONValue(.object(result), at: location)
    }

    private static func token(_ members: [JSONMember], at location: SourceLocation, read: Reading, found: inout Found) -> JSONValue {
        var result: [JSONMember] = []
        var description: JSONMember?
        var extensions: [JSONMember] = []
        var metadata: [JSONMember] = []
        var deprecated: JSONMember?
        var deprecationReason: String?
        for member in members {
            switch member.key {
            case "value": result.append(JSONMember(key: "$value", keyLocation: member.keyLocation, value: read.value ?? member.value))
            case "type":
                guard member.value.stringValue != nil, let type = read.type else { result.append(renamed(member, "$type")); break }
                result.append(JSONMember(key: "$type", keyLocation: member.keyLocation, value: JSONValue(.string(type), at: member.value.location)))
            case "description", "comment":
                if member.value.kind == .null { found.nullDescriptions += 1 }
                guard let text = member.value.stringValue, !text.isEmpty, description == nil else { break }
                description = renamed(member, "$description")
            case "deprecated": deprecated = member
            case "deprecated_comment", "deprecatedComment": deprecationReason = member.value.stringValue
            case "extensions": extensions += member.value.objectMembers ?? []
            case "$extensions": extensions = (member.value.objectMembers ?? []) + extensions
            case "$description": description = member
            case "$type", "$deprecated": result.append(member)
            default:
                if read.used.contains(member.key) { break }
                if found.metadata[member.key] == nil { found.metadata[member.key] = member.keyLocation }
                metadata.append(member)
            }
        }
        metadata += read.metadata
        if let description { result.append(description) }
        if let deprecated, let flag = deprecation(deprecated, reason: deprecationReason) { result.append(flag) }
        if !result.contains(where: { $0.key == "$type" }), let inferred = read.type, let value = members.first(where: { $0.key == "value" }) {
            result.append(JSONMember(key: "$type", keyLocation: value.keyLocation, value: JSONValue(.string(inferred), at: value.keyLocation)))
        }
        appendExtensions(extensions, metadata: metadata, to: &result, at: location)
        return JSONValue(.object(result), at: location)
    }

    /// A DTCG token with members beside its `$` properties that hold no token: metadata
    /// (members holding tokens stay: they are tokens under it).
    private static func modernToken(_ members: [JSONMember], at location: SourceLocation, found: inout Found) -> JSONValue? {
        let metadata = members.filter { !$0.isDollarKey && !TokenShape.holdsTokens($0.value, depth: 0) }
        guard !metadata.isEmpty else { return nil }
        for member in metadata where found.metadata[member.key] == nil { found.metadata[member.key] = member.keyLocation }
        var result = members.filter { member in !metadata.contains { $0.key == member.key } && member.key != "$extensions" }
        appendExtensions(members.first { $0.key == "$extensions" }?.value.objectMembers ?? [], metadata: metadata, to: &result, at: location)
        return JSONValue(.object(result), at: location)
    }

    /// `$extensions` with the metadata members under `styleguide.members`.
    private static func appendExtensions(_ extensions: [JSONMember], metadata: [JSONMember], to result: inout [JSONMember], at location: SourceLocation) {
        var all = extensions
        if !metadata.isEmpty {
            all.append(JSONMember(key: membersExtension, keyLocation: metadata[0].keyLocation, value: JSONValue(.object(metadata), at: metadata[0].keyLocation)))
        }
        guard !all.isEmpty else { return }
        result.append(JSONMember(key: "$extensions", keyLocation: all[0].keyLocation, value: JSONValue(.object(all), at: location)))
    }

    /// `deprecated: true` or a reason, with Style Dictionary's `deprecated_comment` as the reason.
    private static func deprecation(_ member: JSONMember, reason: String?) -> JSONMember? {
        switch member.value.kind {
        case .bool(true): JSONMember(key: "$deprecated", keyLocation: member.keyLocation,
                                     value: JSONValue(reason.map { .string($0) } ?? .bool(true), at: member.value.location))
        case .string: renamed(member, "$deprecated")
        default: nil
        }
    }

    private static func renamed(_ member: JSONMember, _ key: String) -> JSONMember {
        JSONMember(key: key, keyLocation: member.keyLocation, value: member.value)
    }
}
