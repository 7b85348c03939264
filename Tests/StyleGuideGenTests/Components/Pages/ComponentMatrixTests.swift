import Foundation
import Testing
@testable import StyleGuideGen

/// The matrix of a component page: a group of rows per state and variant, each at every step in
/// every shown permutation; and what the page says around it.
@Suite struct ComponentMatrixTests {
    /// A text field of the project's own: two states and a variant, a status, related components
    /// and links; its doc opens with its own `# Title`.
    static let field: [String: String] = [
        "templates/components/text-field.html": """
        {{!
        title: Text field
        description: One line of text, with its label.
        group: Forms
        order: 10
        status: draft
        related: standard-button, settings-row
        link.figma: https://www.figma.com/file/abc
        link.guide: guide/forms.html
        example.label: Name
        example.error:
        example.disabled: false
        example.size: regular
        state.error.error: Required
        state.disabled.disabled: true
        variant.large.size: large
        }}
        <label class="text-field text-field--{{size}}">{{label}} <input{{#disabled}} disabled{{/disabled}}>{{#error}}<span class="text-field__error">{{error}}</span>{{/error}}</label>

        """,
        "templates/components/text-field.css": ".text-field { font-size: var(--typography-body-font-size); }\n",
        "docs/components/text-field.md": "# Text field\n\nUse it for one line.\n",
        "docs/guide/forms.md": "# Forms\n",
    ]

    static func built(_ extra: [String: String] = [:]) throws -> (TemporaryProject, BuildResult) {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        for (path, text) in field.merging(extra, uniquingKeysWith: { _, new in new }) { try project.write(path, text) }
        return (project, SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))))
    }

    /// The site's pages, built once for the suite's tests, which only read them.
    static let shared = Result { () throws -> [String: String] in
        let (project, result) = try built()
        guard result.succeeded else { throw DiagnosticError(result.diagnostics) }
        return project.snapshot("site").filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The page at `path` below the shared site.
    static func page(_ path: String) throws -> String {
        try #require(try shared.get()[path])
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The text of `page` from the `<details>` whose summary has `id` to its end.
    static func group(_ id: String, in page: String) throws -> String {
        let start = try #require(page.range(of: "<summary id=\"\(id)\">"))
        let end = try #require(page.range(of: "</details>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.lowerBound])
    }

    @Test func eachStateAndVariantIsAGroupOfEveryStepInEveryPermutation() throws {
        let page = try Self.page("components/text-field.html")
        let columns = 4 // the starter's theme x brand
        #expect(Self.count("<details class=\"matrix__group\"", in: page) == 4)
        // The default group alone is open: the others are there to open, no script needed.
        #expect(Self.count("<details class=\"matrix__group\" open>", in: page) == 1)
        #expect(page.contains("<summary id=\"matrix-1\">Default <span class=\"matrix__count\">(48 previews)</span></summary>"))
        #expect(page.contains("<summary id=\"matrix-2\">State: error <span class=\"matrix__count\">(48 previews)</span></summary>"))
        #expect(page.contains("<summary id=\"matrix-3\">State: disabled <span class=\"matrix__count\">(48 previews)</span></summary>"))
        #expect(page.contains("<summary id=\"matrix-4\">Variant: large <span class=\"matrix__count\">(48 previews)</span></summary>"))
        #expect(Self.count("class=\"preview__canvas\"", in: page) == 4 * 12 * columns)

        let error = try Self.group("matrix-2", in: page)
        #expect(Self.count("<th scope=\"row\">", in: error) == 12)
        #expect(Self.count("<td aria-label=", in: error) == 12 * columns)
        #expect(Self.count("<span class=\"text-field__error\">Required</span>", in: error) == 12 * columns)
        #expect(Self.count(", state error\">", in: error) == 12 * columns)
        #expect(error.contains("<td aria-label=\"AX5, theme dark · brand ocean, state error\">"), "each cell names its step, column and state")
        #expect(!(try Self.group("matrix-1", in: page)).contains("text-field__error"))
        #expect(Self.count(" disabled>", in: try Self.group("matrix-3", in: page)) == 12 * columns)
        #expect(Self.count("text-field--large", in: try Self.group("matrix-4", in: page)) == 12 * columns)
        // The matrix draws them all: no separate Variants section.
        #expect(!page.contains("id=\"variants\""))
    }

    @Test func theStatusRelatedComponentsAndLinksAreOnThePageAndTheTitleOnce() throws {
        let page = try Self.page("components/text-field.html")
        #expect(page.contains("<span class=\"status-badge status-badge--draft\"><span class=\"visually-hidden\">Status: </span>Draft</span>"))
        #expect(page.contains("Related: <a href=\"standard-button.html\">Standard button</a>, <a href=\"settings-row.html\">Settings row</a></p>"))
        #expect(page.contains("<li><a href=\"https://www.figma.com/file/abc\">Figma</a></li>"))
        #expect(page.contains("<li><a href=\"../guide/forms.html\">Guide</a></li>"))
        // The doc's `# Text field` and the page's own heading would say the title twice.
        #expect(Self.count("<h1", in: page) == 1)
        #expect(Self.count(">Text field</h1>", in: page) == 1)
        #expect(page.contains("<p>Use it for one line.</p>"))
        // The standard button's states are in its matrix now; the doc says where.
        let button = try Self.page("components/standard-button.html")
        #expect(button.contains("<summary id=\"matrix-2\">State: pressed") && button.contains("<summary id=\"matrix-3\">State: disabled"))
        #expect(!button.contains("id=\"variants\""))
    }

    @Test func aLiveComponentsMatrixShowsItsDefaultAndDrawsTheRestOnce() throws {
        let page = try Self.page("components/settings-screen.html")
        #expect(Self.count("<details class=\"matrix__group\"", in: page) == 1)
        #expect(page.contains("<h2 id=\"variants\">Variants</h2>"))
        let heading = try #require(page.range(of: "<h2 id=\"variants\">"))
        let variants = String(page[heading.lowerBound...])
        #expect(variants.contains("<figcaption class=\"preview__caption\">variant airplane-mode-on</figcaption>"))
    }
}
