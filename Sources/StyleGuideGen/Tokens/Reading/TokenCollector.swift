/// A `$type` as written: one of the thirteen, or another name kept as a custom type.
struct DeclaredType: Sendable, Hashable {
    var type: TokenType
    var name: String

    init(_ type: TokenType) { self.type = type; self.name = type.rawValue }
    init(custom name: String) { self.type = .custom; self.name = name }
}

/// A token as one file writes it: shared, never copied, by every permutation that merges the file.
final class WrittenToken: Sendable {
    let path: [String]
    let name: String
    /// `$value`, or for a token-level `$ref` the reference object itself.
    let value: JSONValue
    /// Written with `$ref` instead of `$value`: an alias of the whole token it points at.
    let isTokenLevelRef: Bool
    /// The token's own `$type`, already checked.
    let ownType: DeclaredType?
    let description: String?
    let ownDeprecated: WrittenProperty<Deprecation?>
    let extensions: JSONValue?
    /// Where the name is written.
    let location: SourceLocation
    /// The dotted path of the group (or valued token) it sits in; "" at the top level.
    let parent: String
    /// Tokens hang under it (`red` with `red.light`).
    let hasChildren: Bool
    /// What the value and extensions name.
    let references: WrittenReferences

    init(path: [String], name: String, value: JSONValue, isTokenLevelRef: Bool = false, ownType: DeclaredType?, description: String?,
         ownDeprecated: WrittenProperty<Deprecation?>, extensions: JSONValue?, location: SourceLocation, parent: String, hasChildren: Bool) {
        self.path = path
        self.name = name
        self.value = value
        self.isTokenLevelRef = isTokenLevelRef
        self.ownType = ownType
        self.description = description
        self.ownDeprecated = ownDeprecated
        self.extensions = extensions
        self.location = location
        self.parent = parent
        self.hasChildren = hasChildren
        references = WrittenReferences(value: value, extensions: extensions)
    }
}

/// A token as merged, before its value is checked and its aliases followed: what its file
/// wrote, and what it inherits from the merged groups.
struct RawToken: Sendable {
    let written: WrittenToken
    /// The nearest ancestor group's `$type`.
    var groupType: DeclaredType?
    var deprecated: Deprecation?
    /// Which collected file and entry wrote it (nil when merged as a tree): two permutations
    /// holding the same origin, inherited type and deprecation hold the same token.
    var origin: TokenOrigin?

    var path: [String] { written.path }
    var name: String { written.name }
    var value: JSONValue { written.value }
    var ownType: DeclaredType? { written.ownType }
    var description: String? { written.description }
    var extensions: JSONValue? { written.extensions }
    var location: SourceLocation { written.location }
}

/// A token's place in the collected files: which file (by its number in the load) and which entry.
struct TokenOrigin: Sendable, Hashable {
    var document: Int
    var entry: Int
}

/// Walks one token document and lists its groups and tokens as written, checking names and
/// the reserved `$` properties on the way. What tokens inherit from their groups is left to
/// the merge (`MergedTokens`), since a later file may change a group's `$type`.
struct TokenCollector {
    /// A Tokens Studio project's own types (`textCase`, `other`...) are its format: no warning.
    var dialect: TokenDialect = .dtcg
    private var collected = CollectedDocument()

    init(dialect: TokenDialect = .dtcg) { self.dialect = dialect }

    /// The document's groups and tokens, with what was wrong in them.
    static func collect(_ document: JSONValue, dialect: TokenDialect) -> CollectedDocument {
        collect([document], dialect: dialect)[0]
    }

    /// Each document's groups and tokens: the documents' own groups first, then their members
    /// walked in runs across the cores (a file is often one large tree, a project often many
    /// small files), the results joined in file order.
    static func collect(_ documents: [JSONValue], dialect: TokenDialect) -> [CollectedDocument] {
        var collectors = documents.map { _ in TokenCollector(dialect: dialect) }
        let members = documents.indices.map { collectors[$0].collectTopLevel(documents[$0]) }
        let jobs = members.indices.flatMap { document in members[document].flatMap { WalkJob.jobs(for: $0, in: document) } }
        let walked = jobs.concurrentMap { job in
            var collector = TokenCollector(dialect: dialect)
            switch job.work {
            case .members(let members, let path, let name): collector.walkChildren(members, path: path, name: name)
            case .groupAlone(let member): collector.addGroup(member.value, path: [member.key], name: member.key, parent: "")
            }
            return collector.collected
        }
        for (job, part) in zip(jobs, walked) {
            collectors[job.document].collected.append(contentsOf: part)
        }
        return collectors.map(\.collected)
    }

    /// A run of one document's members to walk on one core. A large top-level group is cut into
    /// its own entry and runs of its members: one group of 3,000 aliases walked whole kept one
    /// core busy after the other had finished the rest of the file.
    private struct WalkJob: Sendable {
        enum Work: Sendable {
            /// These members of the group at `path`, named `name` ("" for the document).
            case members([JSONMember], path: [String], name: String)
            /// A top-level group's own entry, without its members.
            case groupAlone(JSONMember)
        }

        var document: Int
        var work: Work

        /// Members of a top-level group per run.
        static let run = 32

        /// A group is cut only when `checkName` passes its name without a word: its own checks
        /// then all stay with its entry.
        static func jobs(for member: JSONMember, in document: Int) -> [WalkJob] {
            guard case .object(let children) = member.value.kind, children.count > 2 * run, !TokenTreeMerge.isToken(member.value),
                  !member.isDollarKey, !member.key.isEmpty, !TokenCollector.holdsReservedByte(member.key) else {
                return [WalkJob(document: document, work: .members([member], path: [], name: ""))]
            }
            return [WalkJob(document: document, work: .groupAlone(member))]
                + stride(from: 0, to: children.count, by: run).map { start in
                    WalkJob(document: document, work: .members(Array(children[start..<min(start + run, children.count)]),
                                                               path: [member.key], name: member.key))
                }
        }
    }

    /// Collects the document's own group; returns the members left to walk (its tokens and groups).
    private mutating func collectTopLevel(_ document: JSONValue) -> [JSONMember] {
        guard case .object(let members) = document.kind else {
            report(.error(.formatNotAGroup, "a token file must hold a JSON object, found \(document.kindName)", at: document.location))
            return []
        }
        if TokenTreeMerge.isToken(document) {
            report(.error(.formatNotAGroup, "the top level of a token file must be a group, not a token", at: document.location))
            return []
        }
        collected.append(.group(WrittenGroup(name: "", parent: nil, properties: groupProperties(members, path: [], name: ""))))
        return members.filter(Self.isChild)
    }

    private mutating func report(_ diagnostic: Diagnostic) { collected.diagnostics.append(diagnostic) }

    /// A member that is a token or group, not a `$` property (`$root` is a token).
    private static func isChild(_ member: JSONMember) -> Bool { !member.isDollarKey || member.key == "$root" }

    private mutating func walkGroup(_ group: JSONValue, path: [String], name: String, parent: String?) {
        guard case .object(let members) = group.kind else { return }
        addGroup(group, path: path, name: name, parent: parent)
        walkChildren(members, path: path, name: name)
    }

    /// The group's own entry, its `$` properties checked; its members are walked apart.
    private mutating func addGroup(_ group: JSONValue, path: [String], name: String, parent: String?) {
        guard case .object(let members) = group.kind else { return }
        collected.append(.group(WrittenGroup(name: name, parent: parent, properties: groupProperties(members, path: path, name: name))))
    }

    /// A group's `$type`, `$description` and `$deprecated`, its other `$` members checked.
    private mutating func groupProperties(_ members: [JSONMember], path: [String], name: String) -> GroupProperties {
        let subject = path.isEmpty ? nil : name
        var properties = GroupProperties()
        for member in members where member.isDollarKey && member.key != "$root" {
            switch member.key {
            case "$type":
                properties.type = checkType(member.value, subject: subject).map(WrittenProperty.value) ?? .invalid
            case "$description":
                properties.description = checkDescription(member.value, subject: subject).map(WrittenProperty.value) ?? .invalid
            case "$deprecated":
                properties.deprecated = checkDeprecated(member.value, subject: subject).map(WrittenProperty.value) ?? .invalid
            case "$extensions":
                checkExtensions(member.value, subject: subject)
            case "$extends":
                collected.hasExtends = true
            case "$schema" where path.isEmpty:
                break
            default:
                report(.warning(.formatUnknownProperty, "unknown group property '\(member.key)' is ignored; names must not start with '$' (reserved: $type, $description, $deprecated, $extensions, $extends, $root)",
                              at: member.keyLocation, subject: subject))
            }
        }
        return properties
    }

    /// The tokens and groups among `members` (a group's, or a valued token's children).
    private mutating func walkChildren(_ members: [JSONMember], path: [String], name: String) {
        for member in members where Self.isChild(member) {
            guard checkName(member, subject: path.isEmpty ? nil : name) else { continue }
            // Appended to a copy sized for it: `path + [key]` made and freed a one-element array per token.
            var childPath: [String] = []
            childPath.reserveCapacity(path.count + 1)
            childPath.append(contentsOf: path)
            childPath.append(member.key)
            let childName = path.isEmpty ? member.key : name + "." + member.key
            guard case .object = member.value.kind else {
                report(.error(.formatNotATokenOrGroup, "'\(member.key)' must be a token or group object (with \"$value\" for a token), found \(member.value.kindName)",
                              at: member.value.location, subject: childName))
                continue
            }
            if TokenTreeMerge.isToken(member.value) {
                addToken(member, path: childPath, name: childName, parent: name)
            } else if member.key == "$root" {
                report(.error(.formatNotATokenOrGroup, "$root must be a token (an object with \"$value\")", at: member.keyLocation, subject: childName))
            } else {
                walkGroup(member.value, path: childPath, name: childName, parent: name)
            }
        }
    }

    /// Names must not be empty or contain `{`, `}` or `.` (they would break alias paths).
    private mutating func checkName(_ member: JSONMember, subject: String?) -> Bool {
        if member.key.isEmpty {
            report(.error(.formatInvalidName, "token and group names must not be empty", at: member.keyLocation, subject: subject))
            return false
        }
        if Self.holdsReservedByte(member.key) {
            report(.warning(.formatInvalidName, "name '\(member.key)' holds '{', '}' or '.', which DTCG names must not; it is kept as written, and only a $ref pointer can name it without doubt",
                            at: member.keyLocation, subject: subject))
        }
        return true
    }

    /// Whether a name holds `{`, `}` or `.`, which would break alias paths.
    private static func holdsReservedByte(_ key: String) -> Bool {
        ByteSearch.containsByte(in: key) { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
    }

    private mutating func addToken(_ member: JSONMember, path: [String], name: String, parent: String) {
        guard case .object(let members) = member.value.kind else { return }
        var value: JSONValue?
        var ref: JSONMember?
        for property in members {
            if property.key == "$value" { value = property.value } else if property.key == "$ref" { ref = property }
        }
        if value != nil, let ref {
            report(.error(.formatValueAndRef, "token '\(name)' has both $value and $ref; keep one (2025.10 makes them exclusive)", at: ref.keyLocation, subject: name))
            return
        }
        var ownType: DeclaredType?
        var description: String?
        var extensions: JSONValue?
        var ownDeprecated = WrittenProperty<Deprecation?>.absent
        var children: [JSONMember] = []
        for property in members {
            switch property.key {
            case "$value", "$ref": break
            case "$type": ownType = checkType(property.value, subject: name)
            case "$description": description = checkDescription(property.value, subject: name)
            case "$deprecated": ownDeprecated = checkDeprecated(property.value, subject: name).map(WrittenProperty.value) ?? .invalid
            case "$extensions":
                if checkExtensions(property.value, subject: name) { extensions = property.value }
            default:
                if property.isDollarKey && property.key != "$root" {
                    report(.warning(.formatUnknownProperty, "unknown token property '\(property.key)' is ignored; expected $value (or $ref), $type, $description, $deprecated or $extensions",
                                  at: property.keyLocation, subject: name))
                } else {
                    children.append(property)
                }
            }
        }
        let written = WrittenToken(path: path, name: name, value: value ?? JSONValue(.object(ref.map { [$0] } ?? []), at: member.value.location),
                                   isTokenLevelRef: value == nil, ownType: ownType, description: description, ownDeprecated: ownDeprecated, extensions: extensions,
                                   location: member.keyLocation, parent: parent, hasChildren: !children.isEmpty)
        collected.append(.token(written))
        guard !children.isEmpty else { return }
        // Real files hang tokens under a valued one (`red` with `red.light`): both are kept.
        report(.warning(.formatValueWithChildren, "token '\(name)' has a \(value != nil ? "$value" : "$ref") and also \(children.count == 1 ? "a child" : "\(children.count) children") ('\(children[0].key)'\(children.count > 1 ? ", ..." : "")); both are kept, but 2025.10 does not allow a token to contain tokens: move the value to '\(name).$root'",
                        at: children[0].keyLocation, subject: name))
        walkChildren(children, path: path, name: name)
    }

    private mutating func checkType(_ value: JSONValue, subject: String?) -> DeclaredType? {
        guard let text = value.stringValue, !text.isEmpty else {
            report(.error(.formatInvalidProperty, "$type must be a type name, found \(value.stringValue == nil ? value.kindName : "an empty string")", at: value.location, subject: subject))
            return nil
        }
        if let type = TokenType.standard(named: text) { return DeclaredType(type) }
        if dialect == .tokensStudio { return DeclaredType(custom: text) }
        report(.warning(.formatUnknownType, "$type '\(text)' is not one of the 13 DTCG types (\(TokenType.acceptedNames)); its tokens are kept as '\(text)' tokens",
                                    at: value.location, subject: subject))
        return DeclaredType(custom: text)
    }

    private mutating func checkDescription(_ value: JSONValue, subject: String?) -> String? {
        if value.kind == .null {
            report(.warning(.formatNullDescription, "$description is null, read as no description: remove it or write a string", at: value.location, subject: subject))
            return nil
        }
        guard let text = value.stringValue else {
            report(.error(.formatInvalidProperty, "$description must be a string, found \(value.kindName)", at: value.location, subject: subject))
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
            report(.error(.formatInvalidProperty, "$deprecated must be true, false or a reason string, found \(value.kindName)", at: value.location, subject: subject))
            return nil
        }
    }

    @discardableResult
    private mutating func checkExtensions(_ value: JSONValue, subject: String?) -> Bool {
        guard case .object = value.kind else {
            report(.error(.formatInvalidProperty, "$extensions must be an object, found \(value.kindName)", at: value.location, subject: subject))
            return false
        }
        return true
    }
}
