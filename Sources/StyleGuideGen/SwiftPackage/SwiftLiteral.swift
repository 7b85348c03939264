/// Swift source literals for generated values: the same text for the same value on every machine.
enum SwiftLiteral {
    /// `17.0`, `0.333`, `-1.5e-05`: the shortest text that reads back as the same Double.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "Double.nan" : (value < 0 ? "-Double.infinity" : "Double.infinity") }
        return value == 0 ? "0.0" : "\(value)"
    }

    static func optionalNumber(_ value: Double?) -> String { value.map(number) ?? "nil" }

    /// A string literal with every character that needs it escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || !scalar.properties.isNoncharacterCodePoint && scalar.properties.generalCategory == .format {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func strings(_ texts: [String]) -> String { "[" + texts.map(string).joined(separator: ", ") + "]" }

    /// A `///` comment of one or more lines, indented: every line break of the text (CR, CRLF, LF,
    /// and Unicode's) starts a comment line, since a bare CR would end the comment in Swift source.
    static func docComment(_ text: String, indent: String) -> String {
        text.split(omittingEmptySubsequences: false) { $0.isNewline }
            .map { indent + "/// " + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") + "\n"
    }
}
