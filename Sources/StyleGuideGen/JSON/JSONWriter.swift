/// Serialises `JSONValue` trees as pretty, deterministic JSON text.
public enum JSONWriter {
    /// Pretty JSON with two-space indentation; object keys sorted when `sortKeys`.
    public static func write(_ value: JSONValue, sortKeys: Bool = true) -> String {
        var out = ""
        write(value, into: &out, indent: 0, sortKeys: sortKeys)
        out += "\n"
        return out
    }

    /// One-line JSON in member order, for messages: `{"value": 16, "unit": "px"}`.
    public static func compact(_ value: JSONValue) -> String {
        switch value.kind {
        case .array(let items): return "[" + items.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { member in
                var key = ""
                appendQuoted(member.key, to: &key)
                return key + ": " + compact(member.value)
            }.joined(separator: ", ") + "}"
        default:
            var out = ""
            write(value, into: &out, indent: 0, sortKeys: false)
            return out
        }
    }

    static func write(_ value: JSONValue, into out: inout String, indent: Int, sortKeys: Bool) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += formatNumber(n)
        case .string(let s): appendQuoted(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                write(item, into: &out, indent: indent + 1, sortKeys: sortKeys)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let ordered = sortKeys ? members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } : members
            out += "{\n"
            for (i, member) in ordered.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                appendQuoted(member.key, to: &out)
                out += ": "
                write(member.value, into: &out, indent: indent + 1, sortKeys: sortKeys)
                out += i + 1 < ordered.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Integers print without a fraction; others in Swift's shortest round-trip form.
    public static func formatNumber(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return n.description
    }

    /// `s` as a JSON string. Runs of bytes that need no escape are appended whole: appending
    /// scalar by scalar made the search index and the report a tenth of a small build.
    static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        let utf8 = s.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                index = utf8.index(after: index)
                continue
            }
            // Escapes are ASCII, so the run ends on a character boundary.
            out += s[runStart..<index]
            out += escape(byte)
            index = utf8.index(after: index)
            runStart = index
        }
        out += s[runStart..<utf8.endIndex]
        out += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
