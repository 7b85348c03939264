/// What a component page says about the component beyond its previews: its status badge, the
/// components it relates to, and its links (to the design file, the source...).
struct ComponentAbout {
    let component: ComponentDefinition
    /// The components the site shows: a related one left out has no page to link to.
    let shown: ComponentCatalog

    var data: [String: MustacheValue] {
        [
            "status": component.status.map { ["name": .string($0.rawValue), "title": .string($0.title)] } ?? .null,
            "related": .list(component.related.enumerated().map { index, reference in
                related(reference).merging(["isLast": .bool(index == component.related.count - 1)])
            }),
            "hasRelated": .bool(!component.related.isEmpty),
            "links": .list(component.links.map { ["title": .string($0.title), "href": .string($0.href(root: Self.root))] }),
            "hasLinks": .bool(!component.links.isEmpty),
        ]
    }

    /// From a component page back to the site's root, where a relative link starts.
    private static let root = PageContext.rootPrefix(for: "\(ComponentPageBuilder.folder)/page.html")

    /// A related component's title and page; a component the site leaves out keeps its name, unlinked.
    private func related(_ reference: RelatedComponent) -> MustacheValue {
        guard let target = shown[reference.name] else {
            return ["title": .string(reference.name), "href": .null, "status": .null]
        }
        return ["title": .string(target.title), "href": .string("\(target.name).html"),
                "status": target.status.map { .string($0.title) } ?? .null]
    }
}

/// A component's doc as its page shows it.
enum ComponentDocText {
    /// The doc's HTML without a `# Title` it opens with: the page's own heading is the component's
    /// title, and a second one would repeat it.
    static func withoutTitle(_ html: String) -> String {
        guard html.hasPrefix("<h1"), let end = html.range(of: "</h1>") else { return html }
        let rest = html[end.upperBound...]
        return String(rest.hasPrefix("\n") ? rest.dropFirst() : rest)
    }
}
