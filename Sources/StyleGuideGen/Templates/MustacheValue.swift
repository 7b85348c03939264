import Foundation

/// The data a Mustache template renders: JSON's shapes, with integers kept exact.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])

    /// Falsey values skip sections and show inverted ones: null, false, "" and [].
    /// Numbers are always truthy, so a count of 0 still renders.
    public var isFalsey: Bool {
        switch self {
        case .null: true
        case .bool(let value): !value
        case .string(let value): value.isEmpty
        case .list(let items): items.isEmpty
        case .int, .double, .object: false
        }
    }

    /// The member `key` of an object, or nil for any other value or a missing key.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

// MARK: - Text form

extension MustacheValue {
    /// Appends the UTF-8 text an interpolation shows: numbers without a
    /// needless ".0", null/lists/objects as nothing.
    func appendText(to output: inout [UInt8]) {
        switch self {
        case .string(var text): text.withUTF8 { output.append(contentsOf: $0) }
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: Self.format(number).utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .object: break
        }
    }

    /// The text an interpolation shows (see `appendText`).
    public var text: String {
        var output: [UInt8] = []
        appendText(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// 1.210 prints as "1.21", 2.0 as "2": the shortest form that reads back the same.
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

// MARK: - Swift literals

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(nilLiteral: ()) { self = .null }

    /// A later duplicate key replaces an earlier one, as in JSON parsers.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        var members: [String: MustacheValue] = [:]
        members.reserveCapacity(elements.count)
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
}

// MARK: - JSON

extension MustacheValue {
    /// Converts what `JSONSerialization` returns (or plain Swift values of the
    /// same shapes); anything else becomes `.null`.
    public init(json: Any) {
        switch json {
        case let text as String: self = .string(text)
        case let items as [Any]: self = .list(items.map(MustacheValue.init(json:)))
        case let members as [String: Any]: self = .object(members.mapValues(MustacheValue.init(json:)))
        default: self = Self.scalar(json) ?? .null
        }
    }

    /// Parses JSON text (any top-level value).
    public init(jsonData: Data) throws {
        self.init(json: try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed]))
    }

    /// Any `Encodable` model, through its JSON form.
    public init(encoding model: some Encodable) throws {
        try self.init(jsonData: try JSONEncoder().encode(model))
    }

    private static func scalar(_ json: Any) -> MustacheValue? {
        // Native Swift values first: `1 as Any` also casts to Bool through NSNumber.
        if type(of: json) == Bool.self, let flag = json as? Bool { return .bool(flag) }
        if type(of: json) == Int.self, let number = json as? Int { return .int(number) }
        if type(of: json) == Double.self, let number = json as? Double { return .double(number) }
        guard let number = json as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "d", "f": return .double(number.doubleValue)
        default: return .int(number.intValue)
        }
    }
}
