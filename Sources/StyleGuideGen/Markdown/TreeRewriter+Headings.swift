import CCmark

/// Headings: cmark prints `<hN>` with no attributes, so each heading gets a
/// marker that `HeadingIDSplice` turns into its id when the HTML is copied.
extension TreeRewriter {
    /// Records the heading and marks it for its id.
    mutating func rewriteHeading(_ node: OpaquePointer) {
        headingText.removeAll(keepingCapacity: true)
        walkInlines(of: node, collectingText: true, rewritingLinks: rewritesLinks)
        let level = cmark_node_get_heading_level(node)
        let line = Int(cmark_node_get_start_line(node))
        let marked = mark(heading: node)
        if let trimmed = Self.asciiTrimmedRange(headingText) {
            let id = slugger.unique(HeadingSlugger.asciiSlug(headingText[trimmed]))
            results.addHeading(level: Int(level), line: line, text: headingText[trimmed], id: id, marked: marked)
        } else {
            let text = Self.trimmingSpaces(String(decoding: headingText, as: UTF8.self))
            results.addHeading(level: Int(level), line: line, text: text.utf8, id: slugger.slug(for: text), marked: marked)
        }
    }

    /// Where `bytes` are left once spaces and tabs are trimmed off both ends;
    /// nil unless all ASCII (then no combining mark can join a space to what follows).
    static func asciiTrimmedRange(_ bytes: [UInt8]) -> Range<Int>? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isText = { (byte: UInt8) in byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: isText), let last = bytes.lastIndex(where: isText) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// Puts the marker as the heading's first inline, so cmark prints it right after `<hN>`
    /// (false, and the heading left without id, if cmark fails).
    private func mark(heading: OpaquePointer) -> Bool {
        guard let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return false }
        let text: [CChar] = [CChar(bitPattern: HeadingIDSplice.marker), 0]
        guard cmark_node_set_on_enter(marker, text) == 1, cmark_node_prepend_child(heading, marker) == 1 else {
            cmark_node_free(marker)
            return false
        }
        return true
    }
}
