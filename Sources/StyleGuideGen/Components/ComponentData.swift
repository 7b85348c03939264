/// The data a component's partial renders with, decided here alone for every place that draws a
/// component (previews, `component` blocks, one component inside another): its example data,
/// then the named variant's overrides, then the arguments given; then a value of a `partial.ARG`
/// argument becomes the sub-partial's name, and the example's structured data fills the keys no
/// argument set. The text-size step is there too, for markup that changes at accessibility sizes.
struct ComponentData {
    let definition: ComponentDefinition
    let catalog: ComponentCatalog

    /// `arguments` are text (`"true"` and `"false"` become flags); `structured` sets example
    /// data that is more than text (`rows` of a list), as Mustache values already.
    func value(variant: String?, arguments: [String: String], structured: [String: MustacheValue] = [:],
               step: ContentSizeCategory) -> MustacheValue {
        var values = definition.example
        if let variant, let overrides = definition.variants.first(where: { $0.name == variant })?.overrides {
            values.merge(overrides) { _, new in new }
        }
        values.merge(arguments) { _, new in new }
        for (argument, prefix) in definition.partialPrefixes {
            if let value = values[argument], !value.isEmpty { values[argument] = prefix + value }
        }
        var object = values.mapValues { value -> MustacheValue in
            switch value {
            case "true": .bool(true)
            case "false": .bool(false)
            default: .string(value)
            }
        }
        for (key, value) in definition.exampleData where arguments[key] == nil {
            object[key] = structured[key] ?? ComponentExampleData.mustache(value, key: key, of: definition, catalog: catalog)
        }
        object["step"] = .string(step.rawValue)
        object["isAccessibilitySize"] = .bool(step.isAccessibilitySize)
        return .object(object)
    }
}
