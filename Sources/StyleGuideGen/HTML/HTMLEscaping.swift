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
        var output = ""
        append(text, to: &output)
        return output
    }

    /// Appends `text` escaped, copying runs of safe bytes in one go.
    public static func append(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            if let entity = entity(for: utf8[index]) {
                output += text[runStart..<index]
                output += entity
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if runStart == utf8.startIndex {
            output += text
        } else {
            output += text[runStart..<utf8.endIndex]
        }
    }

    private static func entity(for byte: UInt8) -> String? {
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
