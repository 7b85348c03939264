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

    static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
