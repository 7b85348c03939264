import CCmark

/// Where a doc's links are written, numbered as `DocumentLink.ordinal` numbers them. Links
/// found in the rendered HTML carry no location; a diagnostic about one finds it here, by
/// parsing the doc again, so only docs with a broken link pay for a walk over their inlines.
public struct MarkdownLinkLocator: Sendable {
    public var options: MarkdownOptions

    /// The nodes a link may sit in (not an image: its description holds no link of the page).
    private static let mayHoldLinks: Set<cmark_node_type> = [CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_PARAGRAPH,
                                                            CMARK_NODE_HEADING, CMARK_NODE_LINK, CMARK_NODE_EMPH, CMARK_NODE_STRONG]

    public init(options: MarkdownOptions) { self.options = options }

    /// The location of each link of `markdown`, in document order, leaving out those inside an
    /// image's description (cmark prints them as the image's `alt` text).
    public func locations(in markdown: String, file: String) -> [SourceLocation] {
        var source = markdown
        let cmarkOptions = MarkdownRenderer(options: options).cmarkOptions
        guard let document = source.withUTF8({ bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, cmarkOptions) }
        }) else { return [] }
        defer { cmark_node_free(document) }
        let fileName = SourceFileName(file)
        var found: [SourceLocation] = []
        var next = cmark_node_first_child(document)
        while let node = next {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK {
                found.append(SourceLocation(in: fileName, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
            }
            next = TreeRewriter.node(after: node, descending: Self.mayHoldLinks.contains(type), within: document)
        }
        return found
    }
}
