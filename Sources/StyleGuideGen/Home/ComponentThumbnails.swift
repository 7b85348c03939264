/// The home page's components: each one live (following the switchers), small, inert, and
/// linked to its page.
enum ComponentThumbnails {
    static func data(_ previews: ComponentPreviewRenderer) throws(DiagnosticError) -> [MustacheValue] {
        var thumbnails: [MustacheValue] = []
        for component in previews.catalog.components {
            thumbnails.append([
                "title": .string(component.title),
                "href": .string("\(ComponentPageBuilder.folder)/\(component.name).html"),
                "preview": .string(try previews.canvas(PreviewRequest(component: component.name, pinned: false))),
            ])
        }
        return thumbnails
    }
}
