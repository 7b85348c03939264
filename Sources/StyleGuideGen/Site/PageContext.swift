/// The data a page template sees. Values are plain text: the templates
/// escape them; only `content` and preview markup are inserted raw.
struct PageContext: Sendable {
    let site: SiteModel
    /// The navigation for pages at each folder depth (keyed by root prefix), built once: every
    /// section as a link to its first page, its pages left out. A page opens its own section
    /// only, so its size does not grow with the site's.
    private let navigation: [String: [MustacheValue]]
    /// Output path -> (section, position) of its navigation entry.
    private let entries: [String: NavigationEntry]
    /// Root prefix -> digest of `navigation` for it, and of each section whole: what a page's
    /// fingerprint hashes instead of its navigation (the collapsed list and its open section).
    private let navigationDigests: [String: String]
    private let sectionDigests: [String: [String]]

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
            navigation[root] = site.navigation.sections.map { Self.collapsed($0, root: root, pages: site.pages) }
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
        self.sectionDigests = Dictionary(uniqueKeysWithValues: roots.map { root in
            (root, site.navigation.sections.map { Self.digest([Self.section($0, root: root, pages: site.pages, current: nil)]) })
        })
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

    /// The home page lists every page of every section (its contents).
    func home(for purpose: Purpose = .rendering) -> MustacheValue {
        let title = site.home?.title ?? "Home"
        let contents = site.navigation.sections.map { Self.section($0, root: "", pages: site.pages, current: nil) }
        return base(path: "index.html", title: title, description: site.home?.description, current: nil, purpose: purpose)
            .merging(["content": site.home.map { .string($0.html) } ?? .null,
                      "contents": purpose == .rendering ? .list(contents) : .string(Self.digest(contents))])
            .merging(site.overview.data)
    }

    func page(_ page: SitePage, for purpose: Purpose = .rendering) -> MustacheValue {
        base(path: page.outputPath, title: page.title, description: page.description, current: page.outputPath, purpose: purpose,
             tokensStylesheet: page.tokensStylesheet)
            .merging([
                "toc": .list(tableOfContents(page)),
                "hasToc": .bool(!page.tableOfContents.isEmpty),
                "pager": pager(for: page),
            ])
            .merging(page.data)
    }

    private func base(path: String, title: String, description: String?, current: String?, purpose: Purpose,
                      tokensStylesheet: String? = nil) -> MustacheValue {
        let root = Self.rootPrefix(for: path)
        let nav: MustacheValue = switch purpose {
        case .rendering: ["sections": .list(navigationSections(root: root, current: current))]
        case .fingerprinting:
            [
                "digest": .string(navigationDigests[root] ?? ""),
                "section": current.flatMap { entries[$0] }.flatMap { sectionDigests[root]?[$0.section] }.map(MustacheValue.string) ?? .null,
                "current": current.map(MustacheValue.string) ?? .null,
            ]
        }
        return [
            "site": ["title": .string(site.title), "hasTokens": .bool(site.tokensStylesheet != nil), "date": site.date.map(MustacheValue.string) ?? .null],
            "page": [
                "title": .string(title),
                "description": description.map(MustacheValue.string) ?? .null,
                "isHome": .bool(current == nil),
                "tokensStylesheet": .string(tokensStylesheet ?? "assets/tokens.css"),
            ],
            "root": .string(root),
            "nav": nav,
            "switchers": switchers(),
            "colorVisionFilters": Self.colorVision,
        ]
    }

    /// The colour vision switcher's choices and their SVG filters (shown by the pages that fill the
    /// layout's `colorVisionSwitcher` block: component, screen and colour pages).
    static let colorVision: MustacheValue = [
        "simulations": .list(ColorVisionSimulation.allCases.map { simulation in
            ["value": .string(simulation.rawValue), "label": .string("\(simulation.title) (\(simulation.detail))"),
             "filterID": .string(simulation.filterID), "values": .string(simulation.filterValues)]
        }),
    ]

    /// Every section as a link; the current page's section open, with the page marked.
    private func navigationSections(root: String, current: String?) -> [MustacheValue] {
        let shared = navigation[root] ?? site.navigation.sections.map { Self.collapsed($0, root: root, pages: site.pages) }
        guard let current, let entry = entries[current] else { return shared }
        var sections = shared
        sections[entry.section] = Self.section(site.navigation.sections[entry.section], root: root, pages: site.pages, current: current)
        return sections
    }

    private static func section(_ section: Navigation.Section, root: String, pages: [SitePage], current: String?) -> MustacheValue {
        collapsed(section, root: root, pages: pages).merging([
            "isOpen": true,
            "pages": .list(section.pages.map { entry(pages[$0], root: root, current: current) }),
            "hasGroups": .bool(!section.groups.isEmpty),
            "groups": .list(section.groups.map { group in
                ["title": .string(group.title), "pages": .list(group.pages.map { entry(pages[$0], root: root, current: current) })]
            }),
        ])
    }

    /// A section's title, linked to its first page.
    private static func collapsed(_ section: Navigation.Section, root: String, pages: [SitePage]) -> MustacheValue {
        ["title": .string(section.title), "href": section.pages.first.map { .string(root + pages[$0].outputPath) } ?? .null,
         "isOpen": false, "pages": .list([]), "hasGroups": false, "groups": .list([])]
    }

    private static func entry(_ page: SitePage, root: String, current: String?) -> MustacheValue {
        [
            "title": .string(page.title),
            "href": .string(root + page.outputPath),
            "description": page.description.map(MustacheValue.string) ?? .null,
            "descriptionHTML": page.descriptionHTML.map(MustacheValue.string) ?? .null,
            "current": .bool(page.outputPath == current),
            "badge": page.badge.map(MustacheValue.string) ?? .null,
        ]
    }

    /// One select per axis and one for the text size. The appearance axis
    /// also offers "Auto" (follow the system), which removes the attribute.
    private func switchers() -> MustacheValue {
        var axes: [MustacheValue] = site.axes.map { axis in
            let isAppearance = axis.name == site.appearanceModifier
            var options: [MustacheValue] = isAppearance ? [["value": "", "label": "Auto"]] : []
            // The site's own colours follow a context that names light or dark, however it is spelt.
            options += axis.contexts.map { context in
                ["value": .string(context), "label": .string(context),
                 "scheme": isAppearance ? ColorScheme(context: context).map { .string($0.rawValue) } ?? .null : .null]
            }
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
