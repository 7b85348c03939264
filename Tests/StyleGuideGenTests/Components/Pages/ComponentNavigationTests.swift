import Foundation
import Testing
@testable import StyleGuideGen

/// The navigation lists the project's own components under their groups, apart from the
/// built-in ones.
@Suite struct ComponentNavigationTests {
    static func component(_ name: String, group: String, order: Int, status: String? = nil) -> [String: String] {
        let metadata = "{{!\ntitle: \(SectionTitle.humanize(name))\ngroup: \(group)\norder: \(order)\n" + (status.map { "status: \($0)\n" } ?? "") + "}}\n"
        return ["templates/components/\(name).html": metadata + "<div class=\"\(name)\"></div>\n",
                "templates/components/\(name).css": ".\(name) { display: block; }\n"]
    }

    /// Forms holds the lowest order (5), then Alpha and Beta tie at 20 and go by name.
    static let files: [String: String] = ["docs/index.md": "# Home\n"]
        .merging(component("text-field", group: "Forms", order: 30, status: "draft")) { a, _ in a }
        .merging(component("picker", group: "Forms", order: 5)) { a, _ in a }
        .merging(component("card", group: "Beta", order: 20)) { a, _ in a }
        .merging(component("badge", group: "Alpha", order: 20, status: "deprecated")) { a, _ in a }
        // An overridden built-in stays a built-in.
        .merging(["templates/components/standard-button.html": "{{!\ntitle: Our button\ngroup: Forms\norder: 1\nexample.label: Go\n}}\n<button class=\"standard-button\">{{label}}</button>\n"]) { a, _ in a }

    /// The site's pages, built once for the suite's tests, which only read them.
    static let built = Result { () throws -> [String: String] in
        let project = try TemporaryProject(files: files)
        let result = SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root)))
        guard result.succeeded else { throw DiagnosticError(result.diagnostics) }
        return project.snapshot("site").filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The navigation of the page at `path`.
    static func navigation(_ path: String) throws -> String {
        let page = try #require(try built.get()[path])
        let start = try #require(page.range(of: "<nav class=\"site-nav\""))
        let end = try #require(page.range(of: "</nav>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    static func positions(of needles: [String], in text: String) -> [String.Index?] {
        needles.map { text.range(of: $0)?.lowerBound }
    }

    @Test func theProjectsComponentsAreUnderTheirGroupsApartFromTheBuiltIns() throws {
        let nav = try Self.navigation("components/picker.html")
        #expect(nav.contains("<li><span class=\"site-nav__section\">Components</span>"))
        let order = ["<span class=\"site-nav__group\">Forms</span>", "href=\"../components/picker.html\"", "href=\"../components/text-field.html\"",
                     "<span class=\"site-nav__group\">Alpha</span>", "href=\"../components/badge.html\"",
                     "<span class=\"site-nav__group\">Beta</span>", "href=\"../components/card.html\"",
                     "<a class=\"site-nav__section\" href=\"../components/standard-button.html\">Built-in components</a>"]
        let found = Self.positions(of: order, in: nav)
        #expect(found.allSatisfy { $0 != nil }, "\(zip(order, found).filter { $1 == nil }.map(\.0))")
        #expect(found.compactMap { $0 } == found.compactMap { $0 }.sorted(), "groups by lowest order, then name; built-ins after")
        // The built-ins are not among the project's components, the overridden button neither: their
        // section is closed, a link to its first page (the button, whose group has the lowest order).
        #expect(!nav.contains(">Our button</a>") && !nav.contains("href=\"../components/settings-row.html\""))
        #expect(nav.contains("<a href=\"../components/text-field.html\">Text field <span class=\"status-badge\">Draft</span></a>"))
        #expect(nav.contains("<a href=\"../components/badge.html\">Badge <span class=\"status-badge\">Deprecated</span></a>"))
        #expect(nav.contains("<a href=\"../components/picker.html\" aria-current=\"page\">Picker</a>"))
        // The home page's contents carry the status too.
        let home = try #require(try Self.built.get()["index.html"])
        #expect(home.contains("<a href=\"components/text-field.html\">Text field</a> <span class=\"status-badge\">Draft</span>"))
    }

    @Test func theBuiltInsKeepTheirGroupsAndTheOverriddenButton() throws {
        let nav = try Self.navigation("components/settings-row.html")
        #expect(nav.contains("<li><span class=\"site-nav__section\">Built-in components</span>"))
        #expect(nav.contains("<a class=\"site-nav__section\" href=\"../components/picker.html\">Components</a>"))
        // The overridden button is in its new group (Forms), the first by order among the built-ins.
        let order = ["<span class=\"site-nav__group\">Forms</span>", "href=\"../components/standard-button.html\">Our button</a>",
                     "<span class=\"site-nav__group\">Labels</span>", "<span class=\"site-nav__group\">Buttons</span>",
                     "href=\"../components/destructive-button.html\"", "<span class=\"site-nav__group\">Settings</span>",
                     "href=\"../components/settings-screen.html\"", "href=\"../components/settings-screen-live.html\""]
        let found = Self.positions(of: order, in: nav)
        #expect(found.allSatisfy { $0 != nil }, "\(zip(order, found).filter { $1 == nil }.map(\.0))")
        #expect(found.compactMap { $0 } == found.compactMap { $0 }.sorted())
        #expect(!nav.contains("href=\"../components/picker.html\">Picker"))
    }

    @Test func aSiteWithoutComponentsOfItsOwnListsOnlyTheBuiltIns() throws {
        let project = try TemporaryProject(files: ["docs/index.md": "# Home\n"])
        #expect(SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root))).succeeded)
        let page = try #require(project.read("site/components/title-label.html"))
        #expect(page.contains("<span class=\"site-nav__section\">Built-in components</span>"))
        #expect(!page.contains(">Components</a>") && !page.contains(">Components</span>"))
    }
}
