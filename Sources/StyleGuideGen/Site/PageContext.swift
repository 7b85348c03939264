/// The data a page template sees. Values are plain text: the templates
/// escape them; only `content` and preview markup are inserted raw.
struct PageContext: Sendable {
    let site: SiteModel
    /// The navigation for pages at each folder depth (keyed by root prefix),
    /// built once: a page copies it and marks itself, instead of rebuilding
    /// an entry per page of the site for every page (quadratic work).
    private let navigation: [String: [MustacheValue]]
    /// Output path -> (section, position) of its navigation entry.
    private let entries: [String: NavigationEntry]
    /// Root prefix -> digest of `navigation` for it: what fingerprints hash
    /// instead of the whole navigation, once per page.
    private let navigationDigests: [String: String]

    private struct NavigationEntry: Sendable {
        var section: Int
        var position: Int
    }

    /// Whether a context is for rendering, or for fingerprinting the page:
    /// then the shared navigation is stood in for by its digest, which
    /// determines it (with the page's own path, also in the context).
    enum Purpose {
        case rendering, fingerprinting
    }

    init(site: SiteModel) {
        self.site = site
        let roots = Set(["" ] + site.pages.map { Self.rootPrefix(for: $0.outputPath) })
        var navigation: [String: [MustacheValue]] = [:]
        for root in roots {
            navigation[root] = site.navigation.sections.map { Self.section($0, root: root, pages: site.pages, current: nil) }
        }
        self.navigation = navigation
        var entries: [String: NavigationEntry] = [:]
        for (sectionIndex, section) in site.navigation.sections.enumerated() {
            for (position, page) in section.pages.enumerated() where entries[site.pages[page].outputPath] == nil {
                entries[site.pages[page].outputPath] = NavigationEntry(section: sectionIndex, position: position)
            }
        }
        self.entries = entries
        self.navigationDigests = navigation.mapValues(Self.digest)
    }

    private static func digest(_ sections: [MustacheValue]) -> String {
        var fingerprinter = Fingerprinter()
        fingerprinter.add(MustacheValue.list(sections))
        return fingerprinter.finalize()
    }

    /// `../` repeated once per folder level of `path`: links stay relative.
    static func rootPrefix(for path: String) -> String {
        String(repeating: "../", count: path.filter { $0 == "/" }.count)
    }

    func home(for purpose: Purpose = .rendering) -> MustacheValue {
        let title = site.home?.title ?? "Home"
        return base(path: "index.html", title: title, description: site.home?.description, current: nil, purpose: purpose)
            .merging(["content": site.home.map { .string($0.html) } ?? .null])
    }

    func page(_ page: SitePage, for purpose: Purpose = .rendering) -> MustacheValue {
        base(path: page.outputPath, title: page.title, description: page.description, current: page.outputPath, purpose: purpose)
            .merging([
                "toc": .list(tableOfContents(page)),
                "hasToc": .bool(!page.tableOfContents.isEmpty),
                "pager": pager(for: page),
            ])
            .merging(page.data)
    }

    private func base(path: String, title: String, description: String?, current: String?, purpose: Purpose) -> MustacheValue {
        let root = Self.rootPrefix(for: path)
        let nav: MustacheValue = switch purpose {
        case .rendering: ["sections": .list(navigationSections(root: root, current: current))]
        case .fingerprinting: ["digest": .string(navigationDigests[root] ?? Self.digest(navigationSections(root: root, current: nil))), "current": current.map(MustacheValue.string) ?? .null]
        }
        return [
            "site": ["title": .string(site.title), "hasTokens": .bool(site.tokensStylesheet != nil), "date": site.date.map(MustacheValue.string) ?? .null],
            "page": [
                "title": .string(title),
                "description": description.map(MustacheValue.string) ?? .null,
                "isHome": .bool(current == nil),
            ],
            "root": .string(root),
            "nav": nav,
            "switchers": switchers(),
        ]
    }

    /// The shared navigation with the current page's entry marked.
    private func navigationSections(root: String, current: String?) -> [MustacheValue] {
        let shared = navigation[root] ?? site.navigation.sections.map { Self.section($0, root: root, pages: site.pages, current: nil) }
        guard let current, let entry = entries[current] else { return shared }
        var sections = shared
        sections[entry.section] = Self.section(site.navigation.sections[entry.section], root: root, pages: site.pages, current: current,
                                               only: entry.position, base: shared[entry.section])
        return sections
    }

    private static func section(_ section: Navigation.Section, root: String, pages: [SitePage], current: String?) -> MustacheValue {
        ["title": .string(section.title), "pages": .list(section.pages.map { entry(pages[$0], root: root, current: current) })]
    }

    /// `base` with only the entry at `position` rebuilt as current.
    private static func section(_ section: Navigation.Section, root: String, pages: [SitePage], current: String, only position: Int, base: MustacheValue) -> MustacheValue {
        guard case .list(var entries)? = base["pages"] else { return Self.section(section, root: root, pages: pages, current: current) }
        entries[position] = entry(pages[section.pages[position]], root: root, current: current)
        return ["title": .string(section.title), "pages": .list(entries)]
    }

    private static func entry(_ page: SitePage, root: String, current: String?) -> MustacheValue {
        [
            "title": .string(page.title),
            "href": .string(root + page.outputPath),
            "description": page.description.map(MustacheValue.string) ?? .null,
            "current": .bool(page.outputPath == current),
        ]
    }

    /// One select per axis and one for the text size. The appearance axis
    /// also offers "Auto" (follow the system), which removes the attribute.
    private func switchers() -> MustacheValue {
        var axes: [MustacheValue] = site.axes.map { axis in
            let isAppearance = axis.name == site.appearanceModifier
            var options: [MustacheValue] = isAppearance ? [["value": "", "label": "Auto"]] : []
            options += axis.contexts.map { ["value": .string($0), "label": .string($0)] }
            return [
                "label": .string(SectionTitle.humanize(axis.name)),
                "attribute": .string(axis.attributeName),
                "default": .string(isAppearance ? "" : axis.defaultContext),
                "isAppearance": .bool(isAppearance),
                "options": .list(options),
            ]
        }
        axes.append([
            "label": "Text size",
            "attribute": "data-dynamic-type",
            "default": .string(ContentSizeCategory.standard.rawValue),
            "isAppearance": false,
            "options": .list(ContentSizeCategory.allCases.map { ["value": .string($0.rawValue), "label": .string($0.rawValue)] }),
        ])
        return ["axes": .list(axes)]
    }

    /// Level-2 headings with the level-3 headings that follow each nested below.
    private func tableOfContents(_ page: SitePage) -> [MustacheValue] {
        var entries: [(heading: Heading, children: [Heading])] = []
        for heading in page.tableOfContents {
            if heading.level == 3, !entries.isEmpty {
                entries[entries.count - 1].children.append(heading)
            } else {
                entries.append((heading, []))
            }
        }
        return entries.map { entry in
            [
                "text": .string(entry.heading.text),
                "id": .string(entry.heading.id),
                "hasChildren": .bool(!entry.children.isEmpty),
                "children": .list(entry.children.map { ["text": .string($0.text), "id": .string($0.id)] }),
            ]
        }
    }

    private func pager(for page: SitePage) -> MustacheValue {
        let order = site.navigation.readingOrder
        guard let position = order.firstIndex(where: { site.pages[$0].outputPath == page.outputPath }) else { return .null }
        let root = Self.rootPrefix(for: page.outputPath)
        func link(_ offset: Int) -> MustacheValue {
            guard order.indices.contains(position + offset) else { return .null }
            let target = site.pages[order[position + offset]]
            return ["title": .string(target.title), "href": .string(root + target.outputPath)]
        }
        let previous = link(-1), next = link(1)
        if previous == .null && next == .null { return .null }
        return ["previous": previous, "next": next]
    }
}

extension MustacheValue {
    /// This object with `other`'s members added (other wins).
    func merging(_ other: [String: MustacheValue]) -> MustacheValue {
        guard case .object(var members) = self else { return self }
        for (key, value) in other { members[key] = value }
        return .object(members)
    }
}
