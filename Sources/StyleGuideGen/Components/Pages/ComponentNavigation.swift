/// The navigation's component sections: the project's own components, then the built-in ones,
/// each under their `group`s (groups by the lowest `order` in them, then name; a component's live
/// page right after its page).
enum ComponentNavigation {
    static let ownTitle = "Components"
    static let builtInTitle = "Built-in components"

    static func sections(_ pages: [SitePage], catalog: ComponentCatalog) -> [PageSection] {
        let byPath = Dictionary(pages.map { ($0.outputPath, $0) }) { first, _ in first }
        return [
            section(ownTitle, catalog.components.filter { !$0.isBuiltIn }, byPath: byPath),
            section(builtInTitle, catalog.components.filter(\.isBuiltIn), byPath: byPath),
        ]
    }

    /// `components` (in catalog order) under their groups.
    private static func section(_ title: String, _ components: [ComponentDefinition], byPath: [String: SitePage]) -> PageSection {
        let grouped = Dictionary(grouping: components, by: \.group)
        let groups = grouped.sorted { lhs, rhs in
            (lhs.value.map(\.order).min() ?? 0, lhs.key) < (rhs.value.map(\.order).min() ?? 0, rhs.key)
        }
        return PageSection(title: title, groups: groups.map { name, members in
            PageSection.Group(title: name, pages: members.flatMap { component in
                [ComponentPageBuilder.pagePath(of: component.name), ComponentPageBuilder.livePagePath(of: component.name)].compactMap { byPath[$0] }
            })
        })
    }
}
