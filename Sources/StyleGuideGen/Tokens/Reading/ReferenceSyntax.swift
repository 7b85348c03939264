/// The two reference syntaxes: curly aliases `{a.b}` and JSON Pointers `#/a/b`.
enum ReferenceSyntax {
    /// `{a.b.c}` -> `["a", "b", "c"]`; nil when the whole string is not one alias.
    static func curlyPath(_ text: String) -> [String]? {
        // Split on bytes: a `.` followed by a combining mark is still a separator.
        curlyName(text).map { $0.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// `{a.b.c}` -> `a.b.c`: the token name an alias writes, made as one String (every alias of
    /// every permutation is looked up by it); nil when the whole string is not one alias.
    static func curlyName(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            isCurlyAlias(bytes) ? String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]), as: UTF8.self) : nil
        }
    }

    /// Whether `text` is one whole curly alias, judged on its bytes without making a String.
    static func isCurlyAlias(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isCurlyAlias)
    }

    /// `{`, then dot-separated names that are not empty and hold no brace, then `}`.
    private static func isCurlyAlias(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = bytes.count - 1
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "{"), bytes[end] == UInt8(ascii: "}") else { return false }
        var nameStart = 1
        for index in 1..<end {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "."):
                guard index > nameStart else { return false }
                nameStart = index + 1
            default: break
            }
        }
        return end > nameStart
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
