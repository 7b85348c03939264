import Testing
@testable import StyleGuideGen

/// Token names, labels and component names are user text: escaped in the page and in Markdown.
@Suite struct DiffEscapingTests {
    static let hostile = "<img src=x onerror=alert(1)>|`x`"

    func hostileDiff() throws -> TokenDiff {
        let name = Self.hostile.replacingOccurrences(of: "\"", with: "\\\"")
        var diff = try DiffTestSupport.diff(base: "{}", head: "{\"\(name)\": {\"$type\": \"number\", \"$value\": 1}}")
        diff.baseLabel = "main</code><script>"
        return diff
    }

    @Test func pageEscapesNamesAndLabels() throws {
        let html = try hostileDiff().html(templates: SiteTemplates(files: TemplateFiles.defaults), catalog: ComponentCatalog(files: TemplateFiles.defaults), siteTitle: "<Site>")
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("<span class=\"diff-token\">&lt;img src=x onerror=alert(1)&gt;|`x`</span>"))
        #expect(html.contains("<code>main&lt;/code&gt;&lt;script&gt;</code>"))
        #expect(html.contains("<title>Changes · &lt;Site&gt;</title>"))
    }

    @Test func markdownKeepsNamesInsideTheirCell() throws {
        let markdown = try hostileDiff().markdown()
        // A longer fence holds the backticks; the pipe is escaped for the table.
        #expect(markdown.contains("| `` <img src=x onerror=alert(1)>\\|`x` `` | number | `1` | default |  |"))
        #expect(markdown.contains("Comparing `main</code><script>` (base)"))
    }

    @Test func plainTextEscapesMarkdownPunctuation() {
        #expect(MarkdownText.text("a|b<c>`d`*e*\nf") == "a\\|b\\<c\\>\\`d\\`\\*e\\* f")
        #expect(MarkdownText.code("plain") == "`plain`")
        #expect(MarkdownText.code("a``b") == "``` a``b ```")
        #expect(MarkdownText.link("row", base: "https://x.org/a b(1)", path: "components/row.html#matrix") == "[row](https://x.org/a%20b%281%29/components/row.html#matrix)")
    }
}
