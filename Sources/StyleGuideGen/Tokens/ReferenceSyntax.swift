/// The two reference syntaxes: curly aliases `{a.b}` and JSON Pointers `#/a/b`.
enum ReferenceSyntax {
    /// `{a.b.c}` -> `["a", "b", "c"]`; nil when the whole string is not one alias.
    static func curlyPath(_ text: String) -> [String]? {
        let bytes = text.utf8
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        var segments: [String] = []
        var current: [UInt8] = []
        for byte in bytes.dropFirst().dropLast() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            case UInt8(ascii: "."):
                guard !current.isEmpty else { return nil }
                segments.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            default: current.append(byte)
            }
        }
        guard !current.isEmpty else { return nil }
        segments.append(String(decoding: current, as: UTF8.self))
        return segments
    }

    /// Whether a string looks like an attempt at an alias (starts with `{`).
    static func looksLikeAlias(_ text: String) -> Bool { text.utf8.first == UInt8(ascii: "{") }

    /// `#/a/b~1c/d~0e` -> `["a", "b/c", "d~e"]` (RFC 6901); nil if not a local pointer.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = decodePointerSegment(raw) else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// The dotted name of the token a `$ref` pointer reaches (`#/color/red/$value/hex` -> `color.red`);
    /// nil if it is not a local pointer.
    static func pointedToken(_ pointer: String) -> String? {
        pointerSegments(pointer).map { $0.prefix { $0 != "$value" }.joined(separator: ".") }
    }

    /// Undoes `~1` (/) then `~0` (~); any other `~` escape is invalid.
    private static func decodePointerSegment(_ raw: Substring) -> String? {
        var out = ""
        var iterator = raw.makeIterator()
        while let c = iterator.next() {
            guard c == "~" else { out.append(c); continue }
            switch iterator.next() {
            case "0": out.append("~")
            case "1": out.append("/")
            default: return nil
            }
        }
        return out
    }
}
