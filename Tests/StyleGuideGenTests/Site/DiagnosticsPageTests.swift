import Foundation
import Testing
@testable import StyleGuideGen

/// A build with warnings shows them on a page of their own, grouped by code.
@Suite struct DiagnosticsPageTests {
    @Test func warningsAreListedByCodeWithTheirPlaceLinkAndSilencer() throws {
        let project = try TemporaryProject(files: [
            "docs/index.md": "# Home\n",
            "tokens/a.tokens.json": "{\n  \"brand\": {\"$type\": \"color\", \"fill\": {\"$value\": \"#0969da\"}}\n}\n",
        ])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded)
        let page = try #require(project.read("site/diagnostics.html"))
        #expect(page.contains("<h2 id=\"code-format-hex-color\"><code>format/hex-color</code> <span class=\"token-count\">1</span></h2>"))
        #expect(page.contains("<code>&quot;diagnostics&quot;: {&quot;format/hex-color&quot;: &quot;off&quot;}</code>"))
        #expect(page.contains("<code>tokens/a.tokens.json:2:50</code> <a href=\"tokens/colors.html#token-brand-fill\"><code>brand.fill</code></a>"))
        #expect(project.read("site/index.html")?.contains("href=\"diagnostics.html\"") == true)
        let report = try #require(project.read("site/report.json"))
        #expect(report.contains("\"path\": \"diagnostics.html\""))
    }

    @Test func aCleanBuildHasNoDiagnosticsPage() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).diagnostics.isEmpty)
        #expect(project.read("site/diagnostics.html") == nil)
    }
}
