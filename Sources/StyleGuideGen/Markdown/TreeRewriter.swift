import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Rewrites a parsed cmark tree in one walk: headings are marked for their
/// `id`, component blocks become their rendered HTML, links to `.md` docs
/// point at `.html`. A node is replaced only once the walk is done with its
/// subtree, and the walk goes on from its replacement, so every node is
/// visited once, with no node list and no second pass.
struct TreeRewriter {
    let file: String
    let rewritesLinks: Bool
    let componentRenderer: ComponentBlockRenderer?
    var results = RewriteResults()
    var diagnostics: [Diagnostic] = []
    var slugger = HeadingSlugger()
    /// Scratch reused across nodes: the text of the current heading.
    var headingText: [UInt8] = []

    init(file: String, rewritesLinks: Bool, componentRenderer: ComponentBlockRenderer?) {
        self.file = file
        self.rewritesLinks = rewritesLinks
        self.componentRenderer = componentRenderer
    }

    /// Walks the blocks; inlines are entered only in headings, and in
    /// paragraphs when links are rewritten (links live nowhere else).
    mutating func rewrite(_ document: OpaquePointer) {
        var next = cmark_node_first_child(document)
        while let node = next {
            var current = node
            var descends = false
            switch cmark_node_get_type(node) {
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM: descends = true
            case CMARK_NODE_PARAGRAPH where rewritesLinks: walkInlines(of: node, collectingText: false, rewritingLinks: true)
            case CMARK_NODE_HEADING: rewriteHeading(node)
            case CMARK_NODE_CODE_BLOCK: current = rewriteComponentBlock(node)
            default: break
            }
            next = Self.node(after: current, descending: descends, within: document)
        }
    }

    /// Visits the inlines below `container` in document order: rewrites links
    /// (when asked) and, with `collectingText`, appends the plain text (text and
    /// code spans, breaks as spaces) to `headingText`. An image's description
    /// prints as its `alt` text: a link in it is no link of the page.
    mutating func walkInlines(of container: OpaquePointer, collectingText: Bool, rewritingLinks: Bool) {
        var next = cmark_node_first_child(container)
        while let node = next {
            var descends = false
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if collectingText, let literal = cmark_node_get_literal(node) {
                    headingText.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if collectingText { headingText.append(UInt8(ascii: " ")) }
            case CMARK_NODE_LINK:
                if rewritingLinks { rewriteLink(node) }
                descends = true
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
                descends = true
            case CMARK_NODE_IMAGE:
                if collectingText { walkInlines(of: node, collectingText: true, rewritingLinks: false) }
            default: break
            }
            next = Self.node(after: node, descending: descends, within: container)
        }
    }

    /// The node after `node` in document order, staying below `root`: its
    /// first child when `descending`, else the next sibling of it or of its
    /// nearest ancestor that has one.
    static func node(after node: OpaquePointer, descending: Bool, within root: OpaquePointer) -> OpaquePointer? {
        if descending, let child = cmark_node_first_child(node) { return child }
        var current = node
        while current != root {
            if let sibling = cmark_node_next(current) { return sibling }
            guard let parent = cmark_node_parent(current) else { return nil }
            current = parent
        }
        return nil
    }

    func location(of node: OpaquePointer) -> SourceLocation {
        SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    // MARK: Component blocks

    /// Replaces a `component NAME` fenced block with its HTML; returns the node now in its place.
    mutating func rewriteComponentBlock(_ node: OpaquePointer) -> OpaquePointer {
        guard let infoPointer = cmark_node_get_fence_info(node), Self.startsWithComponentWord(infoPointer) else { return node }
        let info = Self.trimmingSpaces(String(cString: infoPointer))
        guard let block = ComponentBlock.parse(info: info, body: CmarkHTML.literal(node), location: location(of: node)) else { return node }
        results.addComponent(block.name)
        return replace(node, withHTML: html(for: block)) ?? node
    }

    /// Whether the info string's first word is `component`, judged on its
    /// bytes, so ordinary code blocks cost no String.
    static func startsWithComponentWord(_ info: UnsafePointer<CChar>) -> Bool {
        let isSpace = { (byte: CChar) in byte == 0x20 || byte == 0x09 }
        var index = 0
        while isSpace(info[index]) { index += 1 }
        for byte in "component".utf8 {
            guard UInt8(bitPattern: info[index]) == byte else { return false }
            index += 1
        }
        return info[index] == 0 || isSpace(info[index])
    }

    /// Spaces and tabs off both ends (Foundation's trimming bridges to NSString: slow here).
    static func trimmingSpaces(_ text: String) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// A failure without a location (rendering a built-in component's
    /// template, say) is put at the block: the doc's line that asked for it.
    private mutating func html(for block: ComponentBlock) -> String {
        guard let componentRenderer else { return ComponentPlaceholder.html(for: block) }
        var found: [Diagnostic]
        do {
            return try componentRenderer(block)
        } catch let error as DiagnosticError {
            found = error.diagnostics
        } catch let error as Diagnostic {
            found = [error]
        } catch {
            found = [.error(.componentArgument, "component `\(block.name)` cannot be previewed: \(error)", at: block.location)]
        }
        for index in found.indices where found[index].location == nil { found[index].location = block.location }
        diagnostics.append(contentsOf: found)
        return ComponentPlaceholder.html(for: block)
    }

    /// Swaps `node` for a custom block that prints `html` as is, frees `node`,
    /// and returns the custom block (nil, and `node` kept, if cmark fails).
    private func replace(_ node: OpaquePointer, withHTML html: String) -> OpaquePointer? {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        guard cmark_node_replace(node, custom) == 1 else {
            cmark_node_free(custom)
            return nil
        }
        cmark_node_free(node)
        return custom
    }
}
