/// HTML escaping for `{{name}}`: `& < > " '`, enough for text and for quoted
/// attribute values (single or double quotes), and it defuses `</script>`.
enum HTMLEscaping {
    /// Appends `text` escaped, copying runs of safe bytes in one go.
    static func append(_ text: String, to output: inout String) {
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

    /// `text` escaped, as a new string.
    static func escape(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
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
