/// Escaping for text placed into HTML: `& < > " '`, enough for element
/// content and for quoted attribute values, and it defuses `</script>`.
/// Every user-supplied string goes through here before it reaches a page.
public enum HTMLEscaping {
    /// For element content.
    public static func text(_ value: String) -> String { escape(value) }

    /// For a double- or single-quoted attribute value.
    public static func attribute(_ value: String) -> String { escape(value) }

    /// `text` escaped, as a new string.
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped to a UTF-8 buffer, copying runs of safe bytes in one go.
    public static func append(_ text: String, to output: inout [UInt8]) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            if let entity = entity(for: utf8[index]) {
                output.append(contentsOf: utf8[runStart..<index])
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output.append(contentsOf: utf8[runStart..<utf8.endIndex])
    }

    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
