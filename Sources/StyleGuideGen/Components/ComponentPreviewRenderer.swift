/// Renders live previews: the component's partial inside a canvas that
/// carries the step and permutation as data attributes, which select the
/// matching blocks of the tokens stylesheet.
public struct ComponentPreviewRenderer: Sendable {
    public var catalog: ComponentCatalog
    public var templates: SiteTemplates
    public var axes: [PreviewAxis]
    /// A component's slots that take the example theme's value: the caption says so.
    public var defaultedSlots: @Sendable (String) -> [String]

    public init(catalog: ComponentCatalog, templates: SiteTemplates, axes: [PreviewAxis], defaultedSlots: @escaping @Sendable (String) -> [String] = { _ in [] }) {
        self.catalog = catalog
        self.templates = templates
        self.axes = axes
        self.defaultedSlots = defaultedSlots
    }

    /// The component's markup alone, for "copy the markup".
    public func markup(_ request: PreviewRequest) throws(DiagnosticError) -> String {
        guard let definition = catalog[request.component] else {
            throw DiagnosticError(.error(.componentUnknown, "unknown component `\(request.component)`; known components: \(catalog.components.map(\.name).joined(separator: ", "))", subject: request.component))
        }
        return try templates.render(definition.templateName, data(for: request, definition: definition),
                                    resolver: ComponentIncludes(catalog: catalog, step: request.step))
    }

    /// A labelled preview: canvas plus caption.
    public func figure(_ request: PreviewRequest) throws(DiagnosticError) -> String {
        let title = catalog[request.component]?.title ?? request.component
        var label = title
        if request.pinned {
            label += " · \(request.step.rawValue)"
            for axis in axes { label += " · \(axis.name) \(request.permutation[axis.name] ?? axis.defaultContext)" }
        } else {
            label += " · follows the page's settings"
        }
        if let variant = request.variant { label += " · \(variant)" }
        let defaulted = defaultedSlots(request.component)
        if !defaulted.isEmpty { label += " · \(defaulted.count) token\(defaulted.count == 1 ? "" : "s") not mapped: uses the default" }
        return "<figure class=\"preview\">\n" + (try canvas(request))
            + "<figcaption class=\"preview__caption\">\(HTMLEscaping.text(label))</figcaption>\n</figure>\n"
    }

    /// The markup inside `<div class="preview__canvas" data-...>`.
    public func canvas(_ request: PreviewRequest) throws(DiagnosticError) -> String {
        "<div class=\"preview__canvas\"\(attributes(request))>\n" + (try markup(request)) + "</div>\n"
    }

    /// ` data-dynamic-type="AX5" data-theme="dark"`: every axis set, so a
    /// pinned preview never mixes its permutation with the page's (blocks
    /// for combined modifiers only match when all attributes sit on one
    /// element). An unpinned preview has none and follows the page.
    public func attributes(_ request: PreviewRequest) -> String {
        guard request.pinned else { return "" }
        var text = " data-dynamic-type=\"\(request.step.rawValue)\""
        for axis in axes {
            let context = request.permutation[axis.name] ?? axis.defaultContext
            text += " \(axis.attributeName)=\"\(HTMLEscaping.attribute(context))\""
        }
        return text
    }

    private func data(for request: PreviewRequest, definition: ComponentDefinition) -> MustacheValue {
        ComponentData(definition: definition, catalog: catalog).value(variant: request.variant, arguments: request.data, step: request.step)
    }
}
