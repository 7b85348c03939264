import Foundation
import Testing
@testable import StyleGuideGen

/// The worked example of `docs/guide/components.md`, built as the guide tells a user to.
@Suite struct ComponentGuideTests {
    /// Fenced blocks whose info string names a file (```css templates/components/tag.css).
    static func files() throws -> [String: String] {
        let text = try String(contentsOf: TestFixtures.repositoryRoot.appending(path: "docs/guide/components.md"), encoding: .utf8)
        var files: [String: String] = [:]
        var current: (path: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var open = current {
                if line == "```" {
                    files[open.path] = open.lines.joined(separator: "\n") + "\n"
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if line.hasPrefix("```"), let path = line.split(separator: " ").dropFirst().first, path.contains("/") {
                current = (String(path), [])
            }
        }
        return files
    }

    /// The walk-through's files on a copy of Kong's repository, made a project by `init --from .`
    /// as step 1 says, then built.
    static func guideProject() throws -> (TemporaryProject, BuildResult) {
        let guide = try files()
        #expect(guide.keys.sorted() == ["templates/components/card.css", "templates/components/card.html",
                                        "templates/components/text-field.css", "templates/components/text-field.html"])
        let project = try ExistingProjectInitializerTests.corpusCopy("kong")
        var diagnostics = DiagnosticBag()
        _ = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics))
        for (path, text) in guide { try project.write(path, text) }
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        return (project, result)
    }

    /// Nothing the build says is about the two components: no warning, no error, no rule missing.
    @Test func theWalkThroughBuildsOnKongWithNothingToSayAboutItsComponents() throws {
        let (project, result) = try Self.guideProject()
        let own = result.diagnostics.filter { diagnostic in
            ["card", "text-field"].contains(diagnostic.subject ?? "") || diagnostic.location?.file.hasPrefix("templates/") == true
                || diagnostic.code.id.hasPrefix("dynamic-type/") || diagnostic.code.id.hasPrefix("component/argument")
        }
        #expect(own.isEmpty, "\(own.map(\.description))")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        // The lines step 1 shows are among those `init` wrote.
        let config = try #require(project.read("styleguide.json"))
        for line in [#""kui-font-size-30": {"#, #""kui-space-40": {"#, #""kui-border-radius-40": {"#] {
            #expect(config.contains(line), "\(line)")
        }
    }

    @Test func theCardDrawsTheButtonGrowsWithTheTextAndListsWhatItReadsThroughIt() throws {
        let (project, _) = try Self.guideProject()
        let page = try #require(project.read("site/components/card.html"))
        #expect(page.contains("<button type=\"button\" class=\"standard-button\">Upgrade</button>"))
        #expect(page.contains("<code>color.accent-fill</code><br><span class=\"contract__through\">through Standard button</span>"))
        // The contrast of its text on its fills, its own and the button's, in each of Kong's six themes.
        let contrast = try #require(page.range(of: "<h2 id=\"contrast\">Contrast</h2>").map { page[$0.upperBound...].prefix(4000) })
        #expect(contrast.contains("<th scope=\"row\"><code>color.on-accent</code> on <code>color.accent-fill</code></th><td>AA</td>"))
        #expect(contrast.contains("<th scope=\"row\"><code>kui-color-text</code> on <code>kui-color-background</code></th><td>AA</td>"))
        #expect(contrast.components(separatedBy: " passes AA (4.5:1); Lc ").count - 1 == 2 * 6)
        // Kong's own tokens, scaled by the rules `init` wrote: the title's size at xSmall and at AX5.
        let css = try #require(project.read("site/assets/tokens/card.css"))
        #expect(css.contains("--color-accent-fill:") && css.contains("--typography-button-font-size:"))
        #expect(css.contains("[data-dynamic-type=\"xSmall\"] {") && css.contains("--kui-font-size-50: 15.66667px;") && css.contains("--kui-font-size-50: 50.66667px;"), "\(css.prefix(400))")
        #expect(project.read("site/index.html")?.contains("components/card.html") == true)
        #expect(project.read("site/assets/search-index.js")?.contains("components/card.html") == true)
    }

    @Test func theTextFieldsErrorStateIsDrawnAtEveryStepInEveryTheme() throws {
        let (project, _) = try Self.guideProject()
        let page = try #require(project.read("site/components/text-field.html"))
        let themes = 6
        #expect(page.contains("State: error <span class=\"matrix__count\">(\(12 * themes) previews)</span>"), "\(page.components(separatedBy: "<summary").dropFirst().map { $0.prefix(80) })")
        #expect(page.components(separatedBy: "class=\"text-field text-field--error\"").count - 1 == 12 * themes)
        #expect(page.contains("Draft"), "the status badge")
        #expect(page.contains("href=\"card.html\""), "related: card")
    }
}
