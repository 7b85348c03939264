/// The two reference syntaxes: curly aliases `{a.b}` and JSON Pointers `#/a/b`.
enum ReferenceSyntax {
    /// `{a.b.c}` -> `["a", "b", "c"]`; nil when the whole string is not one alias.
    static func curlyPath(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 3 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !segments.contains(where: \.isEmpty) else { return nil }
        return segments
    }

    /// Whether a string looks like an attempt at an alias (starts with `{`).
    static func looksLikeAlias(_ text: String) -> Bool { text.hasPrefix("{") }

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
