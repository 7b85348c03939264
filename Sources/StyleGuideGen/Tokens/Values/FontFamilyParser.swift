/// A font name or a non-empty list of names in preference order.
enum FontFamilyParser {
    static func parse(_ json: JSONValue, context: ValueContext) -> [String]? {
        switch json.kind {
        case .string(let name) where !name.isEmpty:
            // One string may name one font, or be a CSS font stack: the same CSS either way, so no word.
            let stack = CSSPassthrough.topLevelParts(name, separator: ",").map(unquoted)
            return stack.count > 1 ? stack : [name]
        case .array(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue, !name.isEmpty else {
                    context.error(.formatInvalidValue, "fontFamily entries must be non-empty strings, found \(item.kindName)", at: item.location)
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            context.error(.formatInvalidValue, "fontFamily must be a font name or a non-empty array of names, found \(json.kindName)", at: json.location)
            return nil
        }
    }

    /// `'Source Sans Pro'` -> `Source Sans Pro`.
    private static func unquoted(_ name: String) -> String {
        guard name.count >= 2, let first = name.first, first == "'" || first == "\"", name.last == first else { return name }
        return String(name.dropFirst().dropLast())
    }
}
