import Testing
@testable import StyleGuideGen

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func headingsGetUniqueStableIDs() {
        let markdown = "# Colours\n## Colours\n## Colours\n## Colours-1\n## What's *new*, really?\n## Größe & Ümlaut\n## 日本語 見出し\n## !!!\n"
        let rendered = renderer.render(markdown, file: "a.md")
        #expect(rendered.headings.map(\.id) == ["colours", "colours-1", "colours-2", "colours-1-1", "whats-new-really", "größe--ümlaut", "日本語-見出し", "section"])
        #expect(rendered.headings.map(\.level) == [1, 2, 2, 2, 2, 2, 2, 2])
        #expect(rendered.html.contains("<h2 id=\"whats-new-really\">What's <em>new</em>, really?</h2>"))
        // Same input, same ids.
        #expect(renderer.render(markdown, file: "a.md").html == rendered.html)
    }

    /// The components a doc previews, wherever its blocks stand; a block shown as code is not one.
    @Test func componentBlocksAreListedInDocumentOrder() {
        let markdown = """
        ```component standard-button
        ```

        - item

          ~~~~ component settings-row
          ~~~~

        > ```\tcomponent   title-label step=AX5
        > ```

        ````markdown
        ```component destructive-button
        ```
        ````

        ```components-are-not-this
        ```
        """
        #expect(renderer.render(markdown, file: "a.md").components == ["standard-button", "settings-row", "title-label"])
    }

    /// Ids go to the headings cmark printed, not to `<h2>` tags that raw HTML or a
    /// component's HTML print before them; headings in lists and quotes get theirs too.
    @Test func idsGoOnlyToHeadingsWhateverHTMLComesBefore() {
        let markdown = "<h2>Raw</h2>\n\n```component title-label\n```\n\n## One\n\n- <h3>x</h3>\n\n  ### Two\n\n> #### Three *3*\n\n# \n"
        let rendered = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true), componentRenderer: { _ in "<h2>Preview</h2>" })
            .render(markdown, file: "a.md")
        #expect(rendered.headings.map(\.id) == ["one", "two", "three-3", "section"])
        let expected = "<h2>Raw</h2>\n<h2>Preview</h2>\n<h2 id=\"one\">One</h2>\n<ul>\n<li>\n<h3>x</h3>\n<h3 id=\"two\">Two</h3>\n</li>\n</ul>\n"
            + "<blockquote>\n<h4 id=\"three-3\">Three <em>3</em></h4>\n</blockquote>\n<h1 id=\"section\"></h1>\n"
        #expect(rendered.html == expected)
        #expect(!rendered.html.utf8.contains(HeadingIDSplice.marker))
    }

    /// Past a few ids the slugger looks them up in a set: the same ids either way.
    @Test func manyRepeatedHeadingsStayUnique() {
        var slugger = HeadingSlugger()
        let ids = (0..<40).map { _ in slugger.slug(for: "A") } + [slugger.slug(for: "a-1"), slugger.slug(for: "A-39"), slugger.slug(for: "a")]
        #expect(ids == ["a"] + (1..<40).map { "a-\($0)" } + ["a-1-1", "a-39-1", "a-40"])
    }

    @Test func theSpliceDropsMarkersItHasNoIDFor() {
        // \u{1} stands for the marker: one id for three markers, the second not after a `>`.
        let cmarkHTML = "<h1>\u{1}A</h1>\u{1}<p>\u{1}</p>".utf8.map { CChar(bitPattern: $0 == 1 ? HeadingIDSplice.marker : $0) } + [0]
        let id = Array("a".utf8)
        let html = id.withUnsafeBufferPointer { id in cmarkHTML.withUnsafeBufferPointer { HeadingIDSplice.html($0.baseAddress!, ids: [id]) } }
        #expect(html == "<h1 id=\"a\">A</h1><p></p>")
    }

    @Test func headingTextDropsMarkupButKeepsCode() {
        let rendered = renderer.render("## The `color` [token](x.html)\n", file: "a.md")
        #expect(rendered.headings.first?.text == "The color token")
        #expect(rendered.headings.first?.id == "the-color-token")
    }

    @Test func safeModeOmitsRawHTMLAndDangerousLinks() {
        let markdown = "<script>alert(1)</script>\n\nHi <b onclick=\"x()\">there</b> [x](javascript:alert(1)) [y](JAVASCRIPT:alert(2))\n"
        let safe = renderer.render(markdown, file: "a.md").html
        #expect(!safe.contains("<script"))
        #expect(!safe.contains("onclick"))
        #expect(!safe.lowercased().contains("javascript:"))
        #expect(safe.contains("<!-- raw HTML omitted -->"))
        let unsafe = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true)).render(markdown, file: "a.md").html
        #expect(unsafe.contains("<script>alert(1)</script>"))
        #expect(unsafe.contains("<b onclick=\"x()\">"))
    }

    @Test func headingTextIsEscapedInIDAndContent() {
        let rendered = renderer.render("## \"><script>x</script>\n", file: "a.md")
        #expect(!rendered.html.contains("<script"))
        // Raw HTML is not heading text: only the `">` and `x` text nodes count.
        #expect(rendered.html.hasPrefix("<h2 id=\"x\">&quot;&gt;"))
    }

    @Test func smartPunctuationIsAnOption() {
        let text = "\"Quoted\" -- and... 'single'\n"
        #expect(renderer.render(text, file: "a.md").html == "<p>&quot;Quoted&quot; -- and... 'single'</p>\n")
        let smart = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: true)).render(text, file: "a.md").html
        #expect(smart == "<p>\u{201C}Quoted\u{201D} \u{2013} and\u{2026} \u{2018}single\u{2019}</p>\n")
    }

    @Test func componentBlocksGoToTheHookWithTheirArguments() {
        let markdown = "Intro\n\n```component settings-row step=AX5\ntitle: Wi-Fi\nicon: wifi\n```\n\n```swift\nlet x = 1\n```\n"
        let seen = BlockRecorder()
        let hooked = MarkdownRenderer(componentRenderer: { block in
            seen.append(block)
            return "<div class=\"preview\">\(HTMLEscaping.text(block.name))</div>"
        }).render(markdown, file: "docs/c.md")
        #expect(seen.blocks.count == 1)
        #expect(seen.blocks.first?.name == "settings-row")
        #expect(seen.blocks.first?.infoArguments == "step=AX5")
        #expect(seen.blocks.first?.body == "title: Wi-Fi\nicon: wifi\n")
        #expect(seen.blocks.first?.location == SourceLocation(file: "docs/c.md", line: 3, column: 1))
        #expect(hooked.html.contains("<div class=\"preview\">settings-row</div>"))
        #expect(hooked.html.contains("<pre><code class=\"language-swift\">let x = 1\n</code></pre>"))
    }

    @Test func componentBlocksWithoutAHookAreLabelledPlaceholders() {
        let html = renderer.render("```component title-label\ntext: <b>Hi</b>\n```\n", file: "a.md").html
        #expect(html.contains("Component preview: <code>title-label</code>"))
        #expect(html.contains("text: &lt;b&gt;Hi&lt;/b&gt;"))
    }

    @Test func aFailingHookIsADiagnosticAndAPlaceholder() {
        let rendered = MarkdownRenderer(componentRenderer: { block in
            throw Diagnostic.error(.componentUnknown, "unknown component `\(block.name)`", at: block.location)
        }).render("text\n\n```component nope\n```\n", file: "d.md")
        #expect(rendered.diagnostics.map(\.description) == ["d.md:3:1: error: unknown component `nope` (component/unknown)"])
        #expect(rendered.html.contains("component-placeholder"))
    }

    @Test func linksToDocsAreRewrittenAndRecorded() {
        let rendered = renderer.render("See [tokens](../guide/tokens.md#colour), [ext](https://x.org/a.md) and [img](pic.png).\n", file: "docs/a/b.md")
        #expect(rendered.html.contains("href=\"../guide/tokens.html#colour\""))
        #expect(rendered.html.contains("href=\"https://x.org/a.md\""))
        #expect(rendered.documentLinks == [DocumentLink(path: "../guide/tokens.md", fragment: "colour", location: SourceLocation(file: "docs/a/b.md", line: 1, column: 5))])
    }

    /// An image's description prints as its `alt` text: a link written in it is no link of the
    /// page, so it is neither recorded (nor checked) nor rewritten; in a heading its text counts.
    @Test func linksInAnImageDescriptionAreText() {
        let rendered = renderer.render("## A ![see [x](x.md)](p.png)\n\n![[y](y.md)](q.png) [z](z.md)\n", file: "d.md")
        #expect(rendered.documentLinks.map(\.path) == ["z.md"])
        #expect(rendered.headings.map(\.id) == ["a-see-x"])
        #expect(rendered.html.contains("<img src=\"q.png\" alt=\"y\" /> <a href=\"z.html\">z</a>"))
    }

    /// However a doc link is written, it is found and rewritten.
    @Test(arguments: [
        ("Plain text first.\n\nSee [it](other.md).\n", "other.html"),
        ("A [link\nacross lines](\nother.MD) in a paragraph.\n", "other.html"),
        ("An entity: [it](other&#46;&#109;d).\n", "other.html"),
        ("Written by reference: [it][r].\n\nMore text.\n\n[r]: ../r.md\n", "../r.html"),
        ("> - In a quote's list: [it](deep/x.md#top)\r\n", "deep/x.html#top"),
    ])
    func docLinksAreFoundWhereverTheyAreWritten(markdown: String, href: String) {
        let rendered = renderer.render(markdown, file: "docs/a.md")
        #expect(rendered.html.contains("href=\"\(href)\""), "\(rendered.html)")
        #expect(rendered.documentLinks.count == 1)
    }
}

/// Collects the blocks a hook saw; the hook is @Sendable, so behind a lock.
final class BlockRecorder: @unchecked Sendable {
    private var storage: [ComponentBlock] = []
    private let lock = NSLock()
    func append(_ block: ComponentBlock) { lock.withLock { storage.append(block) } }
    var blocks: [ComponentBlock] { lock.withLock { storage } }
}

import Foundation
