/// HTML escaping for `{{name}}`: `& < > " '`, enough for text and for quoted
/// attribute values (single or double quotes), and it defuses `</script>`.
enum HTMLEscaping {
    /// Appends `text`'s UTF-8, escaped, to `output`, copying safe runs in bulk.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                guard let entity = entity(for: bytes[index]) else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// `text` escaped, as a new string.
    static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @inline(__always)
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
