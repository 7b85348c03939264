/// A font name or a non-empty list of names in preference order.
enum FontFamilyParser {
    static func parse(_ json: JSONValue, context: ValueContext) -> [String]? {
        switch json.kind {
        case .string(let name) where !name.isEmpty: return [name]
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
}
