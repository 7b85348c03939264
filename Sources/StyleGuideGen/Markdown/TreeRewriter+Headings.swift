import CCmark

/// Headings: cmark prints `<hN>` with no attributes, so a heading's inlines
/// move under a custom inline that prints `<hN id="…">` and `</hN>`, itself
/// inside an empty custom block that starts and ends the line as the heading
/// did. cmark then renders the inlines in its single output buffer, as it
/// would have inside the heading: same bytes, plus the id.
extension TreeRewriter {
    /// Records the heading, gives it its id; returns the node now in its place.
    mutating func rewriteHeading(_ node: OpaquePointer) -> OpaquePointer {
        headingText.removeAll(keepingCapacity: true)
        walkInlines(of: node, collectingText: true)
        let level = cmark_node_get_heading_level(node)
        let line = Int(cmark_node_get_start_line(node))
        let id: String
        if let trimmed = Self.asciiTrimmedRange(headingText) {
            id = slugger.unique(HeadingSlugger.asciiSlug(headingText[trimmed]))
            results.addHeading(level: Int(level), line: line, text: headingText[trimmed], id: id)
        } else {
            let text = Self.trimmingSpaces(String(decoding: headingText, as: UTF8.self))
            id = slugger.slug(for: text)
            results.addHeading(level: Int(level), line: line, text: text.utf8, id: id)
        }
        return wrap(heading: node, level: level, id: id) ?? node
    }

    /// The heading's text with spaces and tabs trimmed, as `trimmingSpaces` does.
    static func trimmedText(_ bytes: [UInt8]) -> String {
        guard let trimmed = asciiTrimmedRange(bytes) else { return trimmingSpaces(String(decoding: bytes, as: UTF8.self)) }
        return String(decoding: bytes[trimmed], as: UTF8.self)
    }

    /// Where `bytes` are left once spaces and tabs are trimmed off both ends;
    /// nil unless all ASCII (then no combining mark can join a space to what follows).
    static func asciiTrimmedRange(_ bytes: [UInt8]) -> Range<Int>? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isText = { (byte: UInt8) in byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: isText), let last = bytes.lastIndex(where: isText) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// Moves the heading's inlines into the id-carrying wrapper, puts the
    /// wrapper where the heading was and frees the heading (nil if cmark fails:
    /// the heading is then left as it was, without id).
    private mutating func wrap(heading: OpaquePointer, level: Int32, id: String) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        guard let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE), cmark_node_append_child(block, inline) == 1 else {
            cmark_node_free(block)
            return nil
        }
        Self.setTags(of: inline, level: level, id: id)
        while let child = cmark_node_first_child(heading) {
            guard cmark_node_append_child(inline, child) == 1 else { break }
        }
        guard cmark_node_replace(heading, block) == 1 else {
            // Put the inlines back: the heading renders as before, without id.
            while let child = cmark_node_first_child(inline) { cmark_node_append_child(heading, child) }
            cmark_node_free(block)
            return nil
        }
        cmark_node_free(heading)
        return block
    }

    /// Gives the wrapper its opening `<hN id="…">` and closing `</hN>`, built
    /// in a stack buffer that cmark copies.
    private static func setTags(of inline: OpaquePointer, level: Int32, id: String) {
        let digit = UInt8(ascii: "0") + UInt8(clamping: level)
        let isEscaped = { (byte: UInt8) in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
        var id = id
        id.withUTF8 { idBytes in
            // `<hN id="` + id + `">` + NUL; escaping at most sextuples a byte (`"` -> `&quot;`).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: idBytes.count * 6 + 12) { buffer in
                var tag = ByteWriter(buffer)
                tag.write("<h")
                tag.write(digit)
                tag.write(" id=\"")
                // Slugs hold only letters, digits, `_` and `-`: escaping leaves them as they are.
                if idBytes.contains(where: isEscaped) {
                    tag.write(HTMLEscaping.escape(String(decoding: idBytes, as: UTF8.self)).utf8)
                } else {
                    tag.write(idBytes)
                }
                tag.write("\">")
                _ = tag.withCString { cmark_node_set_on_enter(inline, $0) }
                tag.reset()
                tag.write("</h")
                tag.write(digit)
                tag.write(UInt8(ascii: ">"))
                _ = tag.withCString { cmark_node_set_on_exit(inline, $0) }
            }
        }
    }
}
