import CSystemShims
import Foundation
import Testing
@testable import StyleGuideGen

/// Docs parsed into the thread's arena render exactly as with libcmark's own allocator, and
/// the arena hands out, grows, reuses and gives back blocks as `markdown_arena.h` says.
@Suite struct CmarkMemoryTests {
    /// A doc with what the rewriter touches: headings (repeated, with code and an image), doc
    /// links, other links, a component block and one that fails.
    static let rewrittenDoc = """
        # Buttons `primary`

        See [tokens](../guide/tokens.md#colour), [the web](https://example.com/a.md) and
        [same page](#buttons-primary). ![a [x](x.md) picture](p.png)

        ## Buttons `primary`

        ```component standard-button
        title: Save
        ```

        ```component broken
        ```

        > - [nested](deep/more.md)
        """

    static func render(_ markdown: String, arena: Bool) -> RenderedMarkdown {
        let renderer = MarkdownRenderer(options: .safe) { block in
            guard block.name != "broken" else { throw Diagnostic.error(.componentArgument, "no such component", at: nil) }
            return "<div class=\"preview\">\(block.name)</div>"
        }
        let bytes = arena ? markdown.utf8.count : CmarkMemory.largestArenaDocument + 1
        return CmarkMemory.forDocument(ofBytes: bytes) { memory in
            #expect(memory.isArena == arena)
            return renderer.render(markdown, file: "docs/a.md", memory: memory)
        }
    }

    static func sameRender(_ markdown: String) -> Bool {
        let inArena = render(markdown, arena: true), inHeap = render(markdown, arena: false)
        return inArena.html == inHeap.html && inArena.headings == inHeap.headings && inArena.documentLinks == inHeap.documentLinks
            && inArena.components == inHeap.components && inArena.diagnostics.map(\.description) == inHeap.diagnostics.map(\.description)
    }

    @Test func specExamplesAndARewrittenDocRenderTheSameInTheArena() {
        let examples = CommonMarkConformanceTests.examples
        #expect(examples.count == 652)
        let differing = examples.filter { !Self.sameRender($0.markdown) }.map(\.example)
        #expect(differing.isEmpty, "examples rendered differently in the arena: \(differing)")
        #expect(Self.sameRender(Self.rewrittenDoc))
        let rendered = Self.render(Self.rewrittenDoc, arena: true)
        #expect(rendered.headings.map(\.id) == ["buttons-primary", "buttons-primary-1"])
        #expect(rendered.documentLinks.map(\.path) == ["../guide/tokens.md", "deep/more.md"])
        #expect(rendered.html.contains("<div class=\"preview\">standard-button</div>"))
        #expect(rendered.diagnostics.count == 1)
    }

    @Test func onlyDocsUpToTheLimitUseTheArena() {
        let limit = CmarkMemory.largestArenaDocument
        #expect(CmarkMemory.forDocument(ofBytes: limit) { $0.isArena })
        #expect(!CmarkMemory.forDocument(ofBytes: limit + 1) { $0.isArena })
        // A doc over the limit still renders (through libcmark's allocator, freed as usual).
        let large = String(repeating: "Some *text* and [a link](b.md).\n\n", count: limit / 30)
        #expect(large.utf8.count > limit)
        let rendered = MarkdownRenderer(options: .safe).render(large, file: "large.md")
        #expect(rendered.documentLinks.count == limit / 30)
        #expect(rendered.html.hasPrefix("<p>Some <em>text</em> and <a href=\"b.html\">a link</a>.</p>\n"))
    }

    @Test func blocksAreAlignedGrownInPlaceAndMovedWithTheirBytes() throws {
        let outer = sg_markdown_arena_begin()
        defer { sg_markdown_arena_end(outer) }
        let zeroed = try #require(sg_markdown_arena_calloc(3, 40)).assumingMemoryBound(to: UInt8.self)
        #expect(Int(bitPattern: zeroed) % 16 == 0)
        #expect((0..<120).allSatisfy { zeroed[$0] == 0 })
        // The last block grows where it is while its chunk has room.
        let buffer = try #require(sg_markdown_arena_realloc(nil, 100)).assumingMemoryBound(to: UInt8.self)
        for index in 0..<100 { buffer[index] = UInt8(index) }
        #expect(sg_markdown_arena_realloc(buffer, 1_000) == UnsafeMutableRawPointer(buffer))
        // Past the 64 KB chunk it moves to a new one, its bytes with it.
        let moved = try #require(sg_markdown_arena_realloc(buffer, 200_000)).assumingMemoryBound(to: UInt8.self)
        #expect(moved != buffer)
        #expect((0..<100).allSatisfy { moved[$0] == UInt8($0) })
        #expect(Int(bitPattern: moved) % 16 == 0)
        // A calloc'd block that is reused from the freed lists comes back zeroed.
        zeroed[0] = 0xAB
        sg_markdown_arena_free(zeroed)
        let again = try #require(sg_markdown_arena_calloc(120, 1)).assumingMemoryBound(to: UInt8.self)
        #expect(again == zeroed)
        #expect((0..<120).allSatisfy { again[$0] == 0 })
    }

    @Test func aFreedLastBlockIsHandedOutAgainAndANestedArenaLeavesTheOuterOneAsItWas() throws {
        let outer = sg_markdown_arena_begin()
        defer { sg_markdown_arena_end(outer) }
        let first = try #require(sg_markdown_arena_calloc(1, 64))
        sg_markdown_arena_free(first)
        #expect(sg_markdown_arena_calloc(1, 64) == first)
        let growing = try #require(sg_markdown_arena_realloc(nil, 32))
        // A render inside a render (a component's description, say) gets an arena of its own.
        let inner = sg_markdown_arena_begin()
        let innerBlock = try #require(sg_markdown_arena_calloc(1, 32))
        #expect(innerBlock != growing)
        sg_markdown_arena_end(inner)
        // Back in the outer arena, its last block is still the one that grows in place.
        #expect(sg_markdown_arena_realloc(growing, 512) == growing)
    }
}
