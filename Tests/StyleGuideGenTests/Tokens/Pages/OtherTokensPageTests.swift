import Foundation
import Testing
@testable import StyleGuideGen

/// Tokens of types the format does not define get a page of their own, one section per type.
@Suite struct OtherTokensPageTests {
    @Test func customTypesHaveTheirOwnPageWithTheirValues() throws {
        let project = try TemporaryProject(files: [
            "docs/index.md": "# Home\n",
            "tokens/a.tokens.json": #"{"ratio": {"$type": "ratio", "muted": {"$value": 0.5}}, "motion": {"$type": "boolean", "reduce": {"$value": true}}, "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"#,
        ])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try #require(project.read("site/tokens/other.html"))
        #expect(page.contains("<h1>Other tokens</h1>"))
        #expect(page.contains("<h2 id=\"section-boolean\">boolean</h2>") && page.contains("<h2 id=\"section-ratio\">ratio</h2>"))
        #expect(page.contains("<code class=\"token-name\">ratio.muted</code>") && page.contains("0.5 (ratio)"))
        #expect(project.read("site/tokens/effects.html") == nil, "no standard effect tokens")
        #expect(project.read("site/tokens/index.html")?.contains("href=\"other.html\"") == true)
    }
}
