/// A parsed JSON value that remembers where it came from, so later stages
/// can point the user at the exact line and column of a problem.
public struct JSONValue: Sendable, Hashable {
    /// The value itself.
    public private(set) var kind: Kind
    /// Whether a string in the value holds `{` or an object in it has a `$ref` member: the
    /// only ways a token value names another token. Worked out as the value is made, from its
    /// children's, so the ten thousand values that name nothing are not walked to prove it.
    /// (Declared between the two others, it takes no room: the kind leaves bytes before the location.)
    public let holdsReferenceSyntax: Bool
    /// Where the value starts in its file.
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        holdsReferenceSyntax = Self.holdsReferenceSyntax(kind)
        self.location = location
    }

    /// For the parser, which works out `holdsReferenceSyntax` as it reads (the string's bytes,
    /// the members as they come) instead of walking each container again.
    init(_ kind: Kind, at location: SourceLocation, holdsReferenceSyntax: Bool) {
        assert(holdsReferenceSyntax == Self.holdsReferenceSyntax(kind), "the parser's reading of \(kind) disagrees")
        self.kind = kind
        self.holdsReferenceSyntax = holdsReferenceSyntax
        self.location = location
    }

    private static func holdsReferenceSyntax(_ kind: Kind) -> Bool {
        switch kind {
        case .null, .bool, .number: false
        case .string(let text): ByteSearch.containsByte(in: text) { $0 == UInt8(ascii: "{") }
        case .array(let items): items.contains { $0.holdsReferenceSyntax }
        case .object(let members): members.contains { $0.value.holdsReferenceSyntax || isReferenceKey($0.key) }
        }
    }

    /// A `$ref` key: an object holding one may point at a token.
    @inline(__always)
    static func isReferenceKey(_ key: String) -> Bool { key.utf8.count == 4 && key == "$ref" }

    /// The JSON shapes. Objects keep their members in file order.
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// The short name of the value's shape, for "expected X, found Y" messages.
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    public var numberValue: Double? { if case .number(let n) = kind { n } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    public var objectMembers: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
    /// A string, number or boolean.
    public var isScalar: Bool {
        switch kind {
        case .string, .number, .bool: true
        case .null, .array, .object: false
        }
    }

    /// The member named `key` of an object (nil for non-objects or missing keys).
    public subscript(key: String) -> JSONValue? { member(key)?.value }

    /// An object with `overrides` replacing its members of the same key (shallowly),
    /// new keys appended, as a reference object's keys beside `$ref` do; other kinds unchanged.
    public func replacingMembers(with overrides: [JSONMember], at location: SourceLocation? = nil) -> JSONValue {
        guard case .object(var members) = kind else { return self }
        for override in overrides {
            if let index = members.firstIndex(where: { $0.key == override.key }) { members[index] = override } else { members.append(override) }
        }
        return JSONValue(.object(members), at: location ?? self.location)
    }

    /// The member (key, key location, value) named `key` of an object.
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }
}

/// One `"key": value` pair of a JSON object, with the key's own position.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Whether the key starts with `$` (DTCG's reserved properties): read on the first byte, as
    /// every walk over a token tree asks it of every member.
    public var isDollarKey: Bool { key.utf8.first == UInt8(ascii: "$") }
}

/// Values built in code (configs the tool writes): no place in a file.
extension JSONValue {
    static let written = SourceLocation(file: "", line: 0, column: 0)

    static func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: written) }
    static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items), at: written) }
    static func number(_ n: Int) -> JSONValue { JSONValue(.number(Double(n)), at: written) }
    static func number(_ n: Double) -> JSONValue { JSONValue(.number(n), at: written) }
    static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag), at: written) }
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, keyLocation: written, value: $0.1) }), at: written)
    }
}
