import Testing
@testable import StyleGuideGen

/// The wrapper judges slugs and link URLs on bytes when they are ASCII; these
/// check the byte rules give what the String rules give.
@Suite struct ByteFastPathTests {
    /// Every ASCII character, alone and between letters, in upper and lower case.
    @Test func asciiSlugMatchesTheUnicodeRules() {
        var checked = 0
        for code in UInt8(0)..<0x80 {
            let character = String(decoding: [code], as: UTF8.self)
            for text in [character, "A\(character)b", "\(character)\(character)Z9_", "x \(character)-\(character) y"] {
                #expect(HeadingSlugger.asciiSlug(Array(text.utf8)) == HeadingSlugger.unicodeSlug(text), "slug of \(Array(text.utf8))")
                #expect(HeadingSlugger.baseSlug(text) == HeadingSlugger.unicodeSlug(text))
                checked += 1
            }
        }
        #expect(checked == 512)
        #expect(HeadingSlugger.baseSlug("Größe & Ümlaut") == "größe--ümlaut")
    }

    static let urls = [
        "a.md", "A.MD", "c.Md#frag", "x.md#", "x.md#a#b", "dir/page.md#h%20x", "../guide/page-3.md",
        "d.md?x=1", "/abs.md", "#frag.md", "http://x.org/y.md", "mailto:x.md", "ftp+x://y.md", "1:foo.md",
        ":foo.md", "a/b:c.md", "x%20y.md", "x%zz.md", ".md", "md", "x.mdx", "sp ace.md", "", "x.m", "x.MD#Frag",
        "dir/ünï.md#ƒ", "é:x.md", "\u{600}.md", "y.d\u{301}.md", "ü/K.md", "x.md#ü",
    ]

    @Test(arguments: urls) func linkTargetOnBytesMatchesTheStringRules(url: String) {
        var bytes = Array(url.utf8)
        let fromString = DocumentLinkTarget(url: url)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let fromBytes = DocumentLinkTarget(utf8: UnsafeBufferPointer(buffer))
            #expect(fromBytes == fromString)
            if let fromBytes {
                // The parts as the string rules cut them: the path percent-decoded where it can be.
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let rawPath = String(parts[0])
                #expect(fromBytes.path(in: buffer) == (rawPath.contains("%") ? rawPath.removingPercentEncoding ?? rawPath : rawPath))
                #expect(fromBytes.fragment(in: buffer) == (parts.count > 1 ? String(parts[1]) : nil))
            }
            // The prefilter never rejects a doc link.
            if fromString != nil { #expect(DocumentLinkTarget.mayPointAtADoc(UnsafeBufferPointer(buffer))) }
        }
    }

    @Test func htmlURLReplacesOnlyTheExtension() {
        for (url, expected) in [("a/b.md", "a/b.html"), ("B.MD#Frag", "B.html#Frag"), ("x.md#", "x.html#"), ("ü.md#ƒ", "ü.html#ƒ")] {
            var bytes = Array(url.utf8)
            let html: [UInt8]? = bytes.withUnsafeMutableBufferPointer { buffer in
                let url = UnsafeBufferPointer(buffer)
                guard let target = DocumentLinkTarget(utf8: url) else { return nil }
                var output = [UInt8](repeating: 0, count: url.count + 2)
                let count = output.withUnsafeMutableBufferPointer { buffer in
                    var writer = ByteWriter(buffer)
                    target.writeHTMLURL(of: url, to: &writer)
                    return writer.count
                }
                #expect(count == url.count + 2)
                return Array(output[..<count])
            }
            #expect(html.map { String(decoding: $0, as: UTF8.self) } == expected)
        }
    }

    @Test func componentWordIsJudgedOnBytes() {
        let cases: [(String, Bool)] = [("component", true), ("component x", true), (" \tcomponent\ty", true),
                                       ("componentx", false), ("compon", false), ("", false), ("swift", false), ("x component", false)]
        for (info, expected) in cases {
            #expect(info.withCString { TreeRewriter.startsWithComponentWord($0) } == expected, "\(info)")
        }
    }

    /// ASCII heading text is trimmed on bytes, exactly as `trimmingSpaces` trims Strings; other
    /// text is left to `trimmingSpaces` (a space carrying a combining mark is not a space).
    @Test func headingTextIsTrimmedOnBytesOnlyWhenASCII() {
        for text in ["", " ", "\t \t", " a ", "\ta b\t", "x", "  a\r\n "] {
            let bytes = Array(text.utf8)
            let trimmed = TreeRewriter.asciiTrimmedRange(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(trimmed == TreeRewriter.trimmingSpaces(text), "\(bytes)")
        }
        for text in [" \u{301}x ", "\u{301} x\t", "é ", " ü"] {
            #expect(TreeRewriter.asciiTrimmedRange(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(TreeRewriter.trimmingSpaces(" \u{301}x ") == " \u{301}x")
    }
}
