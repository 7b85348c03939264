/// The component layer's side of partial tags in a component's markup: a tag that names a
/// component (`{{> standard-button label="Add to cart"}}`, or `components/standard-button` with
/// arguments) draws that component with its own data (`ComponentData`: its example, the variant,
/// the arguments), not the caller's. Any other tag is left to the renderer.
struct ComponentIncludes: MustachePartialResolver {
    let catalog: ComponentCatalog
    /// The step the outer component is drawn at: the inner one is drawn at the same.
    let step: ContentSizeCategory

    func resolve(_ call: MustachePartialCall) throws(DiagnosticError) -> MustachePartialResolution? {
        guard let name = ComponentReference.componentName(call.name), let definition = catalog[name] else { return nil }
        let arguments = try ComponentIncludeArguments(call, of: definition)
        let data = ComponentData(definition: definition, catalog: catalog)
            .value(variant: arguments.variant, arguments: arguments.text, structured: arguments.structured, step: step)
        return MustachePartialResolution(template: definition.templateName, context: data)
    }

    /// The component a partial tag draws as a component (one `resolve` answers for): one with
    /// arguments naming a component, or a component's short name without any.
    static func drawnComponent(_ tag: MustachePartialTag, in names: Set<String>) -> String? {
        guard let name = ComponentReference.componentName(tag.name), names.contains(name) else { return nil }
        return !tag.arguments.isEmpty || !tag.name.hasPrefix(ComponentReference.prefix) ? name : nil
    }
}
