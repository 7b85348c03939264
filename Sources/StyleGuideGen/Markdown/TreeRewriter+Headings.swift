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
        let text: String
        let base: String
        if let trimmed = Self.asciiTrimmedRange(headingText) {
            text = String(decoding: headingText[trimmed], as: UTF8.self)
            base = HeadingSlugger.asciiSlug(headingText[trimmed])
        } else {
            text = Self.trimmingSpaces(String(decoding: headingText, as: UTF8.self))
            base = HeadingSlugger.baseSlug(text)
        }
        let id = slugger.unique(base)
        let level = cmark_node_get_heading_level(node)
        headings.append(Heading(level: Int(level), text: text, id: id, line: Int(cmark_node_get_start_line(node))))
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
        let digit = UInt8(ascii: "0") + UInt8(clamping: level)
        cString.removeAll(keepingCapacity: true)
        cString.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "h"), digit])
        appendToCString(" id=\"")
        Self.appendEscaped(id, to: &cString)
        appendToCString("\">")
        withCString { cmark_node_set_on_enter(inline, $0) }
        cString.removeAll(keepingCapacity: true)
        appendToCString("</h")
        cString.append(contentsOf: [digit, UInt8(ascii: ">")])
        withCString { cmark_node_set_on_exit(inline, $0) }
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

    private mutating func appendToCString(_ text: StaticString) {
        text.withUTF8Buffer { cString.append(contentsOf: $0) }
    }

    /// Slugs hold only letters, digits, `_` and `-`, so escaping leaves them
    /// as they are: copy the bytes unless one would need escaping.
    private static func appendEscaped(_ id: String, to output: inout [UInt8]) {
        var id = id
        let escapes = id.withUTF8 { bytes in
            bytes.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        }
        if escapes {
            HTMLEscaping.append(id, to: &output)
        } else {
            id.withUTF8 { output.append(contentsOf: $0) }
        }
    }
}
