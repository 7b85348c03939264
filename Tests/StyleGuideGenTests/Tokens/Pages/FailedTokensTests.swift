import Foundation
import Testing
@testable import StyleGuideGen

/// A token with an error of its own is on no page: the tokens overview lists it first, with why,
/// the tokens left out with it, and a link to its code on the diagnostics page.
@Suite struct FailedTokensTests {
    @Test func theOverviewListsTheTokensThatDidNotLoad() throws {
        let project = try TemporaryProject(files: [
            "tokens/a.tokens.json": """
                { "color": { "$type": "color",
                    "ink": { "$value": "#fffffff" },
                    "text": { "$value": "{color.ink}" },
                    "paper": { "$value": "#ffffff" } },
                  "gap": { "$type": "dimension", "$value": "{size.none}" } }
                """,
        ])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(!result.succeeded && result.wroteSite)
        let index = try #require(project.read("site/tokens/index.html"))
        #expect(index.contains("<h2 id=\"not-loaded\">Tokens that did not load</h2>"))
        #expect(index.contains("2 tokens have an error of their own"))
        #expect(index.contains("<li><code>color.ink</code> <a href=\"../diagnostics.html#code-format-invalid-value\">"))
        #expect(index.contains("1 token uses {color.ink} and is left out with it: {color.text}"))
        #expect(index.contains("<li><code>gap</code> <a href=\"../diagnostics.html#code-format-unknown-reference\">"))
        let colours = try #require(project.read("site/tokens/colors.html"))
        #expect(colours.contains("color.paper") && !colours.contains("color.ink") && !colours.contains("color.text"))
        let diagnostics = try #require(project.read("site/diagnostics.html"))
        #expect(diagnostics.contains("id=\"code-format-invalid-value\"") && diagnostics.contains("tokens/a.tokens.json:2:"))
    }

    @Test func aCleanBuildHasNoSuchSection() throws {
        let project = try TemporaryProject(files: ["tokens/a.tokens.json": "{ \"n\": { \"$type\": \"number\", \"$value\": 1 } }"])
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).succeeded)
        #expect(project.read("site/tokens/index.html")?.contains("not-loaded") == false)
    }
}
