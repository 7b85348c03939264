import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SearchIndexTests {
    @Test func theExampleSiteIndexesTokensByPathPropertyAndValue() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).succeeded)
        let script = try #require(project.read("site/assets/search-index.js"))
        #expect(script.contains(#"["token","color.accent-fill","--color-accent-fill #0071e3","tokens/colors.html#token-color-accent-fill"],"#))
        #expect(script.contains(#"["token","spacing.m","--spacing-m 16px","tokens/dimensions.html#token-spacing-m"],"#))
        #expect(script.contains(#"["component","Settings row","#))
        // Every linked anchor exists on its page.
        let hrefs = script.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("[\"token\"") else { return nil }
            return line.split(separator: "\"").dropLast().last.map(String.init)
        }
        #expect(hrefs.count > 60)
        for href in hrefs {
            let parts = href.split(separator: "#").map(String.init)
            #expect(project.read("site/" + parts[0])?.contains("id=\"\(parts[1])\"") == true, "\(href)")
        }
    }

    /// Titles come from docs: none can end the script, or break out of its string.
    @Test func textIsQuotedSoItStaysAString() {
        let page = SitePage(outputPath: "a.html", title: "</script><script>alert(1)</script>", description: "\"quoted\" \\ \n line", template: "pages/doc")
        let script = SearchIndex(pages: [page], tokens: []).script
        #expect(!script.lowercased().contains("</script"))
        #expect(script.contains(#"["page","<\/script><script>alert(1)<\/script>","\"quoted\" \\ \n line","a.html"],"#))
    }
}

/// Descriptions are written in Markdown: the home page's contents and the component lede show it.
@Suite struct InlineDescriptionTests {
    @Test func inlineMarkdownBecomesInlineHTMLAndRawHTMLIsDropped() {
        #expect(InlineMarkdown.html("Reads `--spacing-m` *twice*") == "Reads <code>--spacing-m</code> <em>twice</em>")
        #expect(!InlineMarkdown.html("a <script>alert(1)</script> b").contains("<script"))
        #expect(SitePage(outputPath: "a.html", title: "A", description: "The `on` switch", template: "pages/doc").descriptionHTML == "The <code>on</code> switch")
    }
}
