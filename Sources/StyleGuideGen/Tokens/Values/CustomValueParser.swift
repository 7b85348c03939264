/// The value of a token whose `$type` is outside the thirteen: kept as written.
enum CustomValueParser {
    static func parse(_ json: JSONValue, typeName: String) -> CustomValue? {
        let content: CustomValue.Content = switch json.kind {
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .bool(let b): .bool(b)
        case .null: .json("null")
        case .array, .object: .json(JSONWriter.compact(json))
        }
        return CustomValue(typeName: typeName, content: content)
    }
}
