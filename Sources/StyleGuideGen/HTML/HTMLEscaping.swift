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
        var text = text
        // Native strings are contiguous UTF-8; bridged ones are made so once.
        text.withUTF8 { bytes in append(bytes, to: &output) }
    }

    /// Appends UTF-8 `bytes` escaped to a buffer.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            guard let entity = entity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            entity.withUTF8Buffer { output.append(contentsOf: $0) }
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
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
