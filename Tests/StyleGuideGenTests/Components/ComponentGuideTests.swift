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

    @Test func theTagOfTheGuideBuildsWithItsMatrixAndContract() throws {
        let guide = try Self.files()
        #expect(guide.keys.sorted() == ["templates/components/card.css", "templates/components/card.html",
                                        "templates/components/tag.css", "templates/components/tag.html", "tokens/tag.tokens.json"])
        let project = try Self.guideProject(guide)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let page = try #require(project.read("site/components/tag.html"))
        #expect(page.components(separatedBy: "class=\"preview__canvas\"").count - 1 == 12 * 4 * 2, "12 steps x 4 permutations, default and one variant")
        #expect(page.contains("<summary id=\"matrix-2\">Variant: neutral <span class=\"matrix__count\">(48 previews)</span></summary>"))
        #expect(page.contains("<th scope=\"row\"><code>color.tag.background</code></th><td>color</td><td>The tag&#39;s tint behind its text</td>")
            || page.contains("<th scope=\"row\"><code>color.tag.background</code></th><td>color</td><td>The tag&#x27;s tint behind its text</td>"), "contract row")
        let report = try JSONSerialization.jsonObject(with: Data(try #require(project.read("site/report.json")).utf8)) as? [String: Any]
        let tag = (report?["components"] as? [[String: Any]])?.first { $0["name"] as? String == "tag" }
        let slots = (tag?["slots"] as? [[String: Any]])?.compactMap { $0["slot"] as? String }
        #expect(slots == ["spacing.xs", "color.tag.background", "color.tag.text", "typography.caption1"])
        #expect(project.read("site/index.html")?.contains("components/tag.html") == true)
    }

    /// "Using a component inside another": the card draws the tag and the standard button, carries
    /// their tokens, and lists what it reads through them.
    @Test func theCardOfTheGuideDrawsTheTagAndTheButton() throws {
        let project = try Self.guideProject(try Self.files())
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let page = try #require(project.read("site/components/card.html"))
        #expect(page.contains("<span class=\"tag tag--info\">New</span>\n<button type=\"button\" class=\"standard-button\">Add to cart</button>"))
        #expect(page.contains("<code>color.accent-fill</code><br><span class=\"contract__through\">through Standard button</span>"))
        #expect(page.contains("<code>color.tag.background</code><br><span class=\"contract__through\">through Tag</span>"))
        let css = try #require(project.read("site/assets/tokens/card.css"))
        #expect(css.contains("--color-accent-fill:") && css.contains("--typography-button-font-size:") && css.contains("--color-tag-background:"))
    }

    /// The starter project with the guide's files, the tag's tokens in the base set.
    static func guideProject(_ guide: [String: String]) throws -> TemporaryProject {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        for (path, text) in guide { try project.write(path, text) }
        // "in its base set": the starter's resolver lists the file among the base sources.
        let resolver = try #require(project.read("tokens/styleguide.resolver.json"))
        try project.write("tokens/styleguide.resolver.json", resolver.replacingOccurrences(
            of: "\"$ref\": \"base.tokens.json\"", with: "\"$ref\": \"base.tokens.json\"\n        },\n        {\n          \"$ref\": \"tag.tokens.json\""))
        return project
    }
}
