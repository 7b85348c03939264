/// The site's navigation: titled sections of pages, in reading order.
public struct Navigation: Sendable {
    public struct Section: Sendable {
        public var title: String
        /// Indices into the site's page list, in navigation order.
        public var pages: [Int]
        /// Sub-headings of the section (the components' groups), each over a run of `pages`, which
        /// they cover in order; empty for a section listed flat.
        public var groups: [Group] = []

        public init(title: String, pages: [Int]) {
            self.title = title
            self.pages = pages
        }

        public init(title: String, groups: [Group]) {
            self.title = title
            self.pages = groups.flatMap(\.pages)
            self.groups = groups
        }
    }

    /// A titled run of a section's pages.
    public struct Group: Sendable {
        public var title: String
        public var pages: [Int]
    }

    public var sections: [Section]

    /// Pages in reading order, for previous/next links.
    public var readingOrder: [Int] { sections.flatMap(\.pages) }

    public init(sections: [Section]) { self.sections = sections }

    /// Docs sections, one per folder: pages sort by `order` (unordered
    /// last), then title, then path; a folder's `index.md` comes first and
    /// gives the section its title and order. `offset` is the index of the
    /// first doc in the site's page list.
    public static func docSections(_ docs: [DocPage], offset: Int = 0) -> [Section] {
        let byFolder = Dictionary(grouping: docs.indices, by: { docs[$0].section })
        let sections = byFolder.map { folder, indices -> (section: Section, order: Int?, folder: String) in
            let sorted = indices.sorted { precedes(docs[$0], docs[$1]) }
            let index = indices.first { docs[$0].isSectionIndex }
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            let title = folder.isEmpty ? "Docs" : (index.map { docs[$0].title } ?? SectionTitle.humanize(name))
            return (Section(title: title, pages: sorted.map { $0 + offset }), index.flatMap { docs[$0].order }, folder)
        }
        return sections.sorted { lhs, rhs in
            if lhs.folder.isEmpty != rhs.folder.isEmpty { return lhs.folder.isEmpty }
            return precedes((lhs.order, lhs.section.title, lhs.folder), (rhs.order, rhs.section.title, rhs.folder))
        }.map(\.section)
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
