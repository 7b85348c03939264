import Foundation

/// What every value parser works with: the token being parsed, the resolution
/// that follows its references, and the member references found so far.
/// Parsers report through it, each diagnostic at the exact value it concerns.
struct ValueContext {
    let token: RawToken
    unowned let resolution: TokenResolution
    var memberAliases: [String: [String]] = [:]

    var subject: String { token.name }

    func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        resolution.diagnostics.append(.error(code, message, at: location, subject: subject))
    }

    func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        resolution.diagnostics.append(.warning(code, message, at: location, subject: subject))
    }

    static func memberPath(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }

    /// A value of `type` at a member position: a literal, or a reference to a
    /// token of that type (or of one that converts to it: a number as px).
    mutating func value(_ json: JSONValue, as type: TokenType, member: String) -> TokenValue? {
        guard TokenResolution.mayReference(json) else { return TokenValueParser.parse(json, as: type, member: member, context: &self) }
        switch resolution.dereference(json, context: &self) {
        case .failed:
            return nil
        case .token(let target):
            if !member.isEmpty { memberAliases[member] = target.path }
            if case .css(let css) = target.value, !member.isEmpty, type == .dimension, let points = ViewportLengths.pixels(css.text) {
                warning(.formatCSSValue, "{\(target.name)} is CSS the browser computes (\(css.text)); '\(member)' reads it as an iPhone draws it (16 pt text, a \(Int(ViewportLengths.width)) × \(Int(ViewportLengths.height)) pt screen): \(JSONWriter.formatNumber((points * 100).rounded() / 100))px", at: json.location)
                return .dimension(DimensionValue(value: (points * 100).rounded() / 100, unit: .px))
            }
            if case .css(let css) = target.value, !member.isEmpty {
                error(.formatReferenceType, "{\(target.name)} is CSS the browser computes (\(css.text)); '\(member)' needs a \(type.rawValue) the tool can read", at: json.location)
                return nil
            }
            if target.type == type { return target.value }
            if type == .dimension, case .number(let n) = target.value {
                warning(.formatBareNumber, "{\(target.name)} is a number token used where a dimension is needed; taken as \(JSONWriter.formatNumber(n))px", at: json.location)
                return .dimension(DimensionValue(value: n, unit: .px))
            }
            let place = member.isEmpty ? "this token" : "'\(member)'"
            if let text = Self.writtenContent(of: target.value) {
                // Tokens Studio resolves by value: a text or number token's value read as what is needed here.
                warning(.formatTypeMismatch, "{\(target.name)} is a '\(target.value.typeName)' token; its value is read as the \(type.rawValue) \(place) needs", at: json.location)
                return TokenValueParser.parse(JSONValue(text, at: json.location), as: type, member: member, context: &self)
            }
            error(.formatReferenceType, "reference to {\(target.name)} points at a \(target.value.typeName) token, but \(place) needs a \(type.rawValue)", at: json.location)
            return nil
        case .json(let literal):
            return TokenValueParser.parse(literal, as: type, member: member, context: &self)
        }
    }

    /// The value of a token of a type outside the thirteen, as the JSON it was written as.
    private static func writtenContent(of value: TokenValue) -> JSONValue.Kind? {
        guard case .custom(let custom) = value else { return nil }
        switch custom.content {
        case .string(let text): return .string(text)
        case .number(let n): return .number(n)
        case .bool, .json: return nil
        }
    }

    /// A typed member: `value` then unwrap the expected case.
    mutating func typed<T>(_ json: JSONValue, _ type: TokenType, member: String, _ extract: (TokenValue) -> T?) -> T? {
        value(json, as: type, member: member).flatMap(extract)
    }

    /// A number, possibly by reference to a number token, a `$ref` into a value,
    /// or (with a warning) written as a string. `member` is worked out only for a
    /// reference (most numbers are literals, and a colour has three or four).
    mutating func number(_ json: JSONValue, what: String, member: @autoclosure () -> String) -> Double? {
        if case .number(let n) = json.kind { return n }
        switch resolution.dereference(json, context: &self) {
        case .failed: return nil
        case .token(let target):
            guard case .number(let n) = target.value else {
                if let content = Self.writtenContent(of: target.value), let n = JSONValue(content, at: json.location).numberValue ?? JSONValue(content, at: json.location).stringValue.flatMap(NumberText.parse) {
                    warning(.formatTypeMismatch, "{\(target.name)} is a '\(target.value.typeName)' token; its value \(JSONWriter.formatNumber(n)) is read as \(what)", at: json.location)
                    return n
                }
                error(.formatReferenceType, "reference to {\(target.name)} points at a \(target.value.typeName) token, but \(what) is expected here", at: json.location)
                return nil
            }
            let path = member()
            if !path.isEmpty { memberAliases[path] = target.path }
            return n
        case .json(let literal):
            if let n = literal.numberValue { return n }
            if let text = literal.stringValue, let n = NumberText.parse(text) {
                warning(.formatNumberString, "the number \(JSONWriter.formatNumber(n)) is written as the string \"\(text)\"; write it without quotes", at: literal.location)
                return n
            }
            error(.formatInvalidValue, "expected \(what), found \(literal.kindName)", at: literal.location)
            return nil
        }
    }

    /// An object's members checked against a shape. A member under another tool's name is read
    /// under the shape's, a missing member with one meaning takes it, a member that says nothing
    /// the value holds is left out (each a warning); an unknown member or a missing required one
    /// is an error.
    func members(of json: JSONValue, shape: ValueShape) -> CheckedMembers? {
        guard let list = json.objectMembers else {
            error(.formatInvalidValue, "expected a \(shape.name) object {\(shape.required.joined(separator: ", "))}, found \(json.kindName)", at: json.location)
            return nil
        }
        var found = CheckedMembers(members: list)
        // Every value of a large system is checked here: the lenient readings only when a member calls for one.
        if list.contains(where: { !shape.required.contains($0.key) && !shape.optional.contains($0.key) }) {
            guard let read = readingOtherNames(list, shape: shape) else { return nil }
            found = CheckedMembers(members: read)
        }
        if shape.required.contains(where: { !found.has($0) }) {
            let missing = shape.required.filter { !found.has($0) }
            let meant = missing.filter { shape.defaults[$0] != nil }
            guard meant.count == missing.count else {
                error(.formatInvalidValue, "\(shape.name) value is missing \(missing.filter { shape.defaults[$0] == nil }.map { "'\($0)'" }.joined(separator: ", "))", at: json.location)
                return nil
            }
            for key in meant {
                let value = JSONValue(shape.defaults[key]!, at: json.location)
                found.members.append(JSONMember(key: key, keyLocation: json.location, value: value))
            }
            warning(.formatMissingMember, "\(shape.name) value is missing \(meant.map { "'\($0)'" }.joined(separator: ", ")), read as \(meant.map { JSONWriter.compact(JSONValue(shape.defaults[$0]!, at: json.location)) }.joined(separator: ", ")); 2025.10 requires every member",
                    at: json.location)
        }
        return found
    }

    /// The members with other tools' names read as the shape's, and members that say nothing left
    /// out; nil after an unknown member (reported).
    private func readingOtherNames(_ list: [JSONMember], shape: ValueShape) -> [JSONMember]? {
        var read: [JSONMember] = []
        var ok = true
        for member in list {
            if shape.required.contains(member.key) || shape.optional.contains(member.key) {
                read.append(member)
            } else if let name = shape.aliases[member.key], !list.contains(where: { $0.key == name }) {
                warning(.formatMemberName, "'\(member.key)' in a \(shape.name) value is read as '\(name)', the 2025.10 name: rename it", at: member.keyLocation)
                read.append(JSONMember(key: name, keyLocation: member.keyLocation, value: member.value))
            } else if shape.ignored.contains(member.key) {
                warning(.formatExtraMember, "'\(member.key)' in a \(shape.name) value is CSS the value does not hold; it is left out", at: member.keyLocation)
            } else {
                error(.formatInvalidValue, "unknown member '\(member.key)' in a \(shape.name) value; expected \((shape.required + shape.optional).joined(separator: ", "))", at: member.keyLocation)
                ok = false
            }
        }
        return ok ? read : nil
    }
}

/// The members of a checked composite, looked up by a short linear scan
/// (cheaper than a dictionary for five keys).
struct CheckedMembers {
    var members: [JSONMember] = []

    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    /// Whether a member is named `key` (without copying its value out).
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }
}

/// Numbers written as text: JSON's syntax, plus a leading `.` or `+`.
enum NumberText {
    static func parse(_ text: String) -> Double? {
        // A keyword (`bold`, `auto`) is no number: told by its letters before any trimming.
        guard !ByteSearch.containsByte(in: text, where: isLetterOtherThanE) else { return nil }
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || "-.eE+".contains($0)) }) else { return nil }
        let normalized = body.hasPrefix(".") ? "0" + body : (body.hasPrefix("-.") ? "-0" + body.dropFirst() : String(body))
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    private static func isLetterOtherThanE(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && lower != UInt8(ascii: "e")
    }

    /// `"50%"` -> 0.5; nil unless a number is followed by `%`.
    static func percent(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let value = parse(String(text.dropLast())) else { return nil }
        return value / 100
    }

    /// `"1.5rem"` -> (1.5, "rem"), `"50%"` -> (50, "%"); nil unless a number is followed by a unit.
    static func splitUnit(_ text: String) -> (Double, String)? {
        let unit = unitSuffix(of: text)
        guard !unit.isEmpty, unit.startIndex != text.startIndex, let value = parse(String(text[..<unit.startIndex])) else { return nil }
        return (value, unit.lowercased())
    }

    /// The ASCII letters and `%` the text ends with (a unit, when a number comes before), judged on its bytes.
    static func unitSuffix(of text: String) -> Substring {
        let bytes = text.utf8
        var start = bytes.endIndex
        while start != bytes.startIndex {
            let previous = bytes.index(before: start)
            let byte = bytes[previous]
            guard byte == UInt8(ascii: "%") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) else { break }
            start = previous
        }
        return text[start...]
    }
}
