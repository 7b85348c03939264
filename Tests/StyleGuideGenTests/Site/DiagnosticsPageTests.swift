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

    /// An unreadable token file is a root cause, an unreadable font file only a warning under the
    /// fold: one code in two groups, each heading with an id of its own.
    @Test func aCodeAboveAndUnderTheFoldHasTwoDistinctAnchors() throws {
        let page = try #require(DiagnosticsPage(diagnostics: [
            .error(.ioUnreadable, "cannot read the token file", at: SourceLocation(file: "tokens/a.json", line: 1, column: 1)),
            .warning(.ioUnreadable, "cannot read the font file", at: SourceLocation(file: "fonts/a.woff2", line: 1, column: 1)),
        ], search: SearchIndex(pages: [], tokens: [])).page())
        #expect(page.headings.map(\.id) == ["code-io-unreadable", "code-io-unreadable-more"])
    }

    @Test func aCleanBuildHasNoDiagnosticsPage() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).diagnostics.isEmpty)
        #expect(project.read("site/diagnostics.html") == nil)
    }
}
