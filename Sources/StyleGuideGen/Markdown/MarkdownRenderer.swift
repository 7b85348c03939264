import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Renders CommonMark through libcmark. Headings get unique ids, links to
/// other `.md` docs are rewritten to `.html`, and `component NAME` fenced
/// blocks are handed to `componentRenderer`. No cmark pointer leaves this file.
public struct MarkdownRenderer: Sendable {
    public var options: MarkdownOptions
    public var componentRenderer: ComponentBlockRenderer?

    public init(options: MarkdownOptions = .safe, componentRenderer: ComponentBlockRenderer? = nil) {
        self.options = options
        self.componentRenderer = componentRenderer
    }

    /// Renders `markdown` (a whole body; front matter already split off).
    /// `file` names the source in diagnostics and component block locations.
    public func render(_ markdown: String, file: String) -> RenderedMarkdown {
        guard markdown.utf8.count <= options.maxDocumentBytes else {
            let size = MustacheFloor.megabytes(markdown.utf8.count), limit = MustacheFloor.megabytes(options.maxDocumentBytes)
            return Self.failed(.error(.markdownTooLarge, "the doc is \(size), over the \(limit) a doc may have; split it into several docs",
                                      at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return CmarkMemory.forDocument(ofBytes: markdown.utf8.count) { memory in render(markdown, file: file, memory: memory) }
    }

    /// The render, with the memory given (tests compare the arena with libcmark's own allocator).
    func render(_ markdown: String, file: String, memory: CmarkMemory) -> RenderedMarkdown {
        guard let document = parse(markdown, memory: memory) else {
            return Self.failed(.error(.markdownTooLarge, "libcmark could not parse the doc (out of memory?); split it into smaller docs",
                                      at: SourceLocation(file: file, line: 1, column: 1)))
        }
        // The rewriter (its slugger's Strings) is gone before the copy (see `RewriteResults`).
        var diagnostics = DiagnosticBag()
        let results = rewrite(document, file: file, memory: memory, diagnostics: &diagnostics)
        let buffer = cmark_render_html(document, cmarkOptions)
        // With libcmark's allocator the tree goes before the copy, as in cmark_markdown_to_html:
        // the copy then reuses its memory instead of faulting in fresh pages. An arena keeps it
        // until the render returns, and gives it back whole.
        memory.release(document: document)
        let html = buffer.map { buffer in
            defer { memory.release(buffer: buffer) }
            return results.html(from: buffer)
        } ?? ""
        return RenderedMarkdown(html: html, headings: results.headings(), documentLinks: results.links(file: file), diagnostics: diagnostics.all,
                                components: results.components)
    }

    /// `cmark_parse_document`, with the memory given.
    private func parse(_ markdown: String, memory: CmarkMemory) -> OpaquePointer? {
        guard let parser = cmark_parser_new_with_mem(cmarkOptions, memory.allocator) else { return nil }
        defer { cmark_parser_free(parser) }
        var source = markdown
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        return cmark_parser_finish(parser)
    }

    private static func failed(_ diagnostic: Diagnostic) -> RenderedMarkdown {
        RenderedMarkdown(html: "", headings: [], documentLinks: [], diagnostics: [diagnostic])
    }

    private func rewrite(_ document: OpaquePointer, file: String, memory: CmarkMemory, diagnostics: inout DiagnosticBag) -> RewriteResults {
        var rewriter = TreeRewriter(file: file, memory: memory, rewritesLinks: options.rewritesDocumentLinks, componentRenderer: componentRenderer)
        rewriter.rewrite(document)
        diagnostics.append(contentsOf: rewriter.diagnostics)
        return rewriter.results
    }

    var cmarkOptions: Int32 {
        var flags = CMARK_OPT_VALIDATE_UTF8
        if options.allowRawHTML { flags |= CMARK_OPT_UNSAFE }
        if options.smartPunctuation { flags |= CMARK_OPT_SMART }
        return flags
    }
}

/// Thin helpers over cmark's C API that copy what it returns into Swift values.
enum CmarkHTML {
    static func literal(_ node: OpaquePointer) -> String {
        guard let text = cmark_node_get_literal(node) else { return "" }
        return String(cString: text)
    }
}
