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
        var source = markdown
        let cmarkOptions = self.cmarkOptions
        let document: OpaquePointer? = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, cmarkOptions)
            }
        }
        guard let document else {
            return Self.failed(.error(.markdownTooLarge, "libcmark could not parse the doc (out of memory?); split it into smaller docs",
                                      at: SourceLocation(file: file, line: 1, column: 1)))
        }
        // The rewriter (its slugger's Strings) is gone before the copy (see `RewriteResults`).
        var diagnostics = DiagnosticBag()
        let results = rewrite(document, file: file, diagnostics: &diagnostics)
        let buffer = cmark_render_html(document, cmarkOptions)
        // The tree goes before the copy, as in cmark_markdown_to_html.
        cmark_node_free(document)
        let html = buffer.map { buffer in
            defer { free(buffer) }
            return results.html(from: buffer)
        } ?? ""
        return RenderedMarkdown(html: html, headings: results.headings(), documentLinks: results.links(file: file), diagnostics: diagnostics.all,
                                components: results.components)
    }

    private static func failed(_ diagnostic: Diagnostic) -> RenderedMarkdown {
        RenderedMarkdown(html: "", headings: [], documentLinks: [], diagnostics: [diagnostic])
    }

    private func rewrite(_ document: OpaquePointer, file: String, diagnostics: inout DiagnosticBag) -> RewriteResults {
        var rewriter = TreeRewriter(file: file, rewritesLinks: options.rewritesDocumentLinks, componentRenderer: componentRenderer)
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
