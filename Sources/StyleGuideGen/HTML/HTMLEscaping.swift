/// Escaping for text placed into HTML. Every user-supplied string goes
/// through one of these before it reaches a page.
public enum HTMLEscaping {
    /// For element content.
    public static func text(_ value: String) -> String { escape(value) }

    /// For a double-quoted attribute value.
    public static func attribute(_ value: String) -> String { escape(value) }

    private static func escape(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            return value
        }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
