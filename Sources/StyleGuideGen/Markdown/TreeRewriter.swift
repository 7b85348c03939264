import Foundation
import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Walks a parsed cmark tree once, then rewrites it: headings become custom
/// blocks carrying an `id`, component blocks become their rendered HTML, links
/// to `.md` docs point at `.html`. Nodes are collected first and changed
/// after the walk, because cmark's iterator must not see a changing tree.
struct TreeRewriter {
    let file: String
    let options: Int32
    let rewritesLinks: Bool
    let componentRenderer: ComponentBlockRenderer?
    private(set) var headings: [Heading] = []
    private(set) var links: [DocumentLink] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var slugger = HeadingSlugger()

    init(file: String, options: Int32, rewritesLinks: Bool, componentRenderer: ComponentBlockRenderer?) {
        self.file = file
        self.options = options
        self.rewritesLinks = rewritesLinks
        self.componentRenderer = componentRenderer
    }

    mutating func rewrite(_ document: OpaquePointer) {
        var headingNodes: [OpaquePointer] = []
        var codeNodes: [OpaquePointer] = []
        var linkNodes: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                headingNodes.append(node)
                if !rewritesLinks { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
            case CMARK_NODE_CODE_BLOCK: codeNodes.append(node)
            case CMARK_NODE_LINK where rewritesLinks:
                if Self.mayPointAtADoc(node) { linkNodes.append(node) }
            case CMARK_NODE_PARAGRAPH where !rewritesLinks:
                // Only links live among a paragraph's inlines: skip them.
                cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
            default: break
            }
        }
        cmark_iter_free(iterator)

        for node in linkNodes { rewriteLink(node) }
        for node in headingNodes { rewriteHeading(node) }
        for node in codeNodes { rewriteComponentBlock(node) }
    }

    private func location(of node: OpaquePointer) -> SourceLocation {
        SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    // MARK: Headings

    private mutating func rewriteHeading(_ node: OpaquePointer) {
        let level = Int(cmark_node_get_heading_level(node))
        let text = Self.plainText(of: node)
        let id = slugger.slug(for: text)
        headings.append(Heading(level: level, text: text, id: id, line: Int(cmark_node_get_start_line(node))))
        let inner = renderInlines(of: node)
        replace(node, withHTML: "<h\(level) id=\"\(HTMLEscaping.attribute(id))\">\(inner)</h\(level)>")
    }

    /// The heading's text without markup: text and code spans, breaks as spaces.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let child = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += CmarkHTML.literal(child)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return Self.trimmingSpaces(text)
    }

    /// Spaces and tabs off both ends (Foundation's trimming bridges to NSString: slow here).
    static func trimmingSpaces(_ text: String) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Renders a heading's inline children by moving them into a scratch
    /// paragraph, the only container cmark renders without a block wrapper
    /// we cannot strip.
    private func renderInlines(of node: OpaquePointer) -> String {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return "" }
        defer { cmark_node_free(paragraph) }
        while let child = cmark_node_first_child(node) {
            cmark_node_append_child(paragraph, child)
        }
        var html = CmarkHTML.render(paragraph, options: options)
        if html.hasPrefix("<p>") { html.removeFirst(3) }
        if html.hasSuffix("</p>\n") { html.removeLast(5) }
        return html
    }

    // MARK: Component blocks

    private mutating func rewriteComponentBlock(_ node: OpaquePointer) {
        guard let infoPointer = cmark_node_get_fence_info(node) else { return }
        let info = Self.trimmingSpaces(String(cString: infoPointer))
        guard let block = ComponentBlock.parse(info: info, body: CmarkHTML.literal(node), location: location(of: node)) else { return }
        replace(node, withHTML: html(for: block))
    }

    private mutating func html(for block: ComponentBlock) -> String {
        guard let componentRenderer else { return ComponentPlaceholder.html(for: block) }
        do {
            return try componentRenderer(block)
        } catch let error as DiagnosticError {
            diagnostics.append(contentsOf: error.diagnostics)
        } catch let error as Diagnostic {
            diagnostics.append(error)
        } catch {
            diagnostics.append(.error("component `\(block.name)`: \(error)", at: block.location))
        }
        return ComponentPlaceholder.html(for: block)
    }

    // MARK: Links

    /// A cheap look at the URL's bytes: only a path ending in `.md` (before
    /// any `#`) can be a link to a doc. Most links are not; they cost no String.
    private static func mayPointAtADoc(_ node: OpaquePointer) -> Bool {
        guard let url = cmark_node_get_url(node) else { return false }
        var end = 0
        while url[end] != 0 && url[end] != CChar(UInt8(ascii: "#")) { end += 1 }
        guard end >= 3 else { return false }
        let lower = { (byte: CChar) in UInt8(bitPattern: byte) | 0x20 }
        return url[end - 3] == CChar(UInt8(ascii: ".")) && lower(url[end - 2]) == UInt8(ascii: "m") && lower(url[end - 1]) == UInt8(ascii: "d")
    }

    private mutating func rewriteLink(_ node: OpaquePointer) {
        guard let urlPointer = cmark_node_get_url(node) else { return }
        let url = String(cString: urlPointer)
        guard let target = DocumentLinkTarget(url: url) else { return }
        links.append(DocumentLink(path: target.path, fragment: target.fragment, location: location(of: node)))
        cmark_node_set_url(node, target.htmlURL)
    }

    // MARK: Tree surgery

    /// Swaps `node` for a custom block that prints `html` as is, and frees `node`.
    private func replace(_ node: OpaquePointer, withHTML html: String) {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        if cmark_node_replace(node, custom) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(custom)
        }
    }
}
