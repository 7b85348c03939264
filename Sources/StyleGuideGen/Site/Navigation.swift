/// The site's navigation: sections (one per docs folder) of ordered pages.
public struct Navigation: Sendable {
    public struct Section: Sendable {
        /// Folder below `docs/`, "" for the top level.
        public var folder: String
        public var title: String
        public var order: Int?
        /// Indices into the site's page list, in navigation order.
        public var pages: [Int]
    }

    public var sections: [Section]

    /// Pages in reading order, for previous/next links.
    public var readingOrder: [Int] { sections.flatMap(\.pages) }

    /// Pages sort by `order` (unordered last), then title, then path; a
    /// section takes its title and order from its `index.md`.
    public init(pages: [DocPage]) {
        let byFolder = Dictionary(grouping: pages.indices, by: { pages[$0].section })
        sections = byFolder.map { folder, indices in
            let sorted = indices.sorted { Navigation.precedes(pages[$0], pages[$1]) }
            let index = indices.first { pages[$0].isSectionIndex }
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            return Section(
                folder: folder,
                title: folder.isEmpty ? "Docs" : (index.map { pages[$0].title } ?? SectionTitle.humanize(name)),
                order: index.flatMap { pages[$0].order },
                pages: sorted)
        }.sorted { lhs, rhs in
            if lhs.folder.isEmpty != rhs.folder.isEmpty { return lhs.folder.isEmpty }
            return Navigation.precedes((lhs.order, lhs.title, lhs.folder), (rhs.order, rhs.title, rhs.folder))
        }
    }

    private static func precedes(_ lhs: DocPage, _ rhs: DocPage) -> Bool {
        if lhs.isSectionIndex != rhs.isSectionIndex { return lhs.isSectionIndex }
        return precedes((lhs.order, lhs.title, lhs.source.relativePath), (rhs.order, rhs.title, rhs.source.relativePath))
    }

    private static func precedes(_ lhs: (Int?, String, String), _ rhs: (Int?, String, String)) -> Bool {
        switch (lhs.0, rhs.0) {
        case let (l?, r?) where l != r: return l < r
        case (_?, nil): return true
        case (nil, _?): return false
        default: return (lhs.1, lhs.2) < (rhs.1, rhs.2)
        }
    }
}
