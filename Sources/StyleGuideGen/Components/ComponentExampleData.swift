import Foundation

/// A component's example data beyond `key: value` text, as JSON: `components/NAME.json` holds
/// `{"example": {"sections": [{"rows": [...]}]}, "items": {"rows": "settings-row"}}`, and the
/// config's `components.examples.NAME` overrides its keys. Rendered as Mustache values, each item
/// of an `items` list read as arguments of that component.
enum ComponentExampleData {
    static func read(_ text: String, file: String, into definition: inout ComponentDefinition) throws(DiagnosticError) {
        let json = try JSONParser.parse(Data(text.utf8), file: file)
        for member in json.objectMembers ?? [] {
            switch (member.key, member.value.objectMembers) {
            case ("example", let values?): for value in values { definition.exampleData[value.key] = value.value }
            case ("items", let items?):
                for item in items {
                    guard let component = item.value.stringValue else { throw error("`items.\(item.key)` must name a component", at: item.value.location, definition) }
                    definition.itemComponents[item.key] = component
                }
            default:
                throw error("expected `example` and `items` objects, found `\(member.key)`", at: member.keyLocation, definition)
            }
        }
    }

    private static func error(_ message: String, at location: SourceLocation, _ definition: ComponentDefinition) -> DiagnosticError {
        DiagnosticError(.error(.componentMetadata, "component example data: " + message, at: location, subject: definition.name))
    }

    /// The data as Mustache values; `item` is the component the surrounding list's items are.
    static func mustache(_ value: JSONValue, key: String? = nil, of definition: ComponentDefinition, catalog: ComponentCatalog,
                         item: ComponentDefinition? = nil) -> MustacheValue {
        switch value.kind {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .string(CSSNumberFormat.string(number, fractionDigits: 6))
        case .string(let text):
            if let item, let key, let prefix = item.partialPrefixes[key], !text.isEmpty { return .string(prefix + text) }
            return .string(text)
        case .array(let items):
            let component = key.flatMap { definition.itemComponents[$0] }.flatMap { catalog[$0] }
            return .list(items.map { mustache($0, of: definition, catalog: catalog, item: component ?? item) })
        case .object(let members):
            return .object(Dictionary(members.map { ($0.key, mustache($0.value, key: $0.key, of: definition, catalog: catalog, item: item)) }) { _, last in last })
        }
    }
}
