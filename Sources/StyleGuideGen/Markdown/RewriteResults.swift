#if canImport(Glibc)
import Glibc
#endif

/// The headings and doc links a rewrite finds, kept as bytes in one buffer
/// and made into Strings only once the tree is freed and the HTML copied.
/// Thousands of small live Strings made during the walk would sit between
/// the tree's blocks and split the memory the tree frees, so the HTML copy
/// could not reuse it and each render would fault in fresh pages.
struct RewriteResults {
    private var bytes: [UInt8] = []
    private var headingRecords: [HeadingRecord] = []
    private var linkRecords: [LinkRecord] = []
    /// The components the doc's `component` blocks show (a few names: kept as Strings).
    private(set) var components: [String] = []

    private struct HeadingRecord {
        var level: Int
        var line: Int
        var text: Range<Int>
        var id: Range<Int>
        /// Whether the heading's HTML holds the marker its id goes in.
        var marked: Bool
    }

    private struct LinkRecord {
        var url: Range<Int>
        var target: DocumentLinkTarget
        var ordinal: Int
        /// Line and column, when found in the tree.
        var position: (line: Int, column: Int)?
    }

    init() {
        // Room for a page's worth, so the walk seldom allocates between the tree's nodes.
        bytes.reserveCapacity(2048)
        headingRecords.reserveCapacity(32)
        linkRecords.reserveCapacity(64)
    }

    /// `marked`: the heading's HTML holds the marker its id goes in.
    mutating func addHeading(level: Int, line: Int, text: some Collection<UInt8>, id: String, marked: Bool) {
        let textRange = store(text)
        var id = id
        let idRange = id.withUTF8 { store($0) }
        headingRecords.append(HeadingRecord(level: level, line: line, text: textRange, id: idRange, marked: marked))
    }

    /// A doc link: its URL as written, which `target` was made from, and its number among
    /// the doc's links; its line and column when the tree gave them.
    mutating func addLink(url: UnsafeBufferPointer<UInt8>, target: DocumentLinkTarget, ordinal: Int, position: (line: Int, column: Int)?) {
        linkRecords.append(LinkRecord(url: store(url), target: target, ordinal: ordinal, position: position))
    }

    mutating func addComponent(_ name: String) { components.append(name) }

    /// cmark's HTML with the marked headings' ids in place and, with `findingLinks`, its doc
    /// links recorded and pointed at `.html` (see `HTMLSplice`, `RenderedLinks`).
    mutating func html(from cmarkHTML: UnsafePointer<CChar>, findingLinks: Bool) -> String {
        let source = UnsafeBufferPointer(start: UnsafeRawPointer(cmarkHTML).assumingMemoryBound(to: UInt8.self), count: strlen(cmarkHTML))
        let components = components.isEmpty ? [] : RenderedLinks.markedRanges(of: HTMLSplice.componentMarker, in: source)
        var edits = findingLinks ? recordLinks(in: source, skipping: components) : []
        edits += components.flatMap { [HTMLSplice.Edit(offset: $0.lowerBound, removing: 1, insertion: .nothing),
                                       HTMLSplice.Edit(offset: $0.upperBound - 1, removing: 1, insertion: .nothing)] }
        let ids = headingRecords.filter(\.marked).map(\.id)
        guard !edits.isEmpty || !ids.isEmpty else { return String(decoding: source, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { stored in
            edits += HTMLSplice.headingEdits(in: source, ids: ids.map { UnsafeBufferPointer(rebasing: stored[$0]) })
            edits.sort { $0.offset < $1.offset }
            return HTMLSplice.html(source, edits: edits)
        }
    }

    /// Records the doc links among the links of `source` and returns their edits.
    private mutating func recordLinks(in source: UnsafeBufferPointer<UInt8>, skipping components: [Range<Int>]) -> [HTMLSplice.Edit] {
        var edits: [HTMLSplice.Edit] = []
        RenderedLinks.forEachHref(in: source, skipping: components) { range, ordinal in
            let href = UnsafeBufferPointer(rebasing: source[range])
            let edit = CmarkHref.hasEscapes(href)
                ? withUnsafeTemporaryAllocation(of: UInt8.self, capacity: href.count) { buffer in
                    var url = ByteWriter(buffer)
                    CmarkHref.decode(href, into: &url)
                    return recordLink(url: UnsafeBufferPointer(rebasing: buffer[..<url.count]), href: range, ordinal: ordinal)
                }
                : recordLink(url: href, href: range, ordinal: ordinal)
            if let edit { edits.append(edit) }
        }
        return edits
    }

    /// Records `url` (written as `href` in the HTML) if it points at a doc; its edit, if so.
    private mutating func recordLink(url: UnsafeBufferPointer<UInt8>, href: Range<Int>, ordinal: Int) -> HTMLSplice.Edit? {
        guard DocumentLinkTarget.mayPointAtADoc(url), let target = DocumentLinkTarget(utf8: url) else { return nil }
        addLink(url: url, target: target, ordinal: ordinal, position: nil)
        let extensionOffset = href.lowerBound + CmarkHref.escapedOffset(ofFirst: target.rawPathLength - 3, in: url)
        return HTMLSplice.Edit(offset: extensionOffset, removing: 3, insertion: .htmlExtension)
    }

    func headings() -> [Heading] {
        headingRecords.map { Heading(level: $0.level, text: string($0.text), id: string($0.id), line: $0.line) }
    }

    func links(file: String) -> [DocumentLink] {
        // The file is named once: naming it looks it up in the process-wide table.
        let fileName = SourceFileName(file)
        return linkRecords.map { record in
            let url = bytes[record.url]
            return DocumentLink(path: record.target.path(in: url), fragment: record.target.fragment(in: url), ordinal: record.ordinal,
                                location: record.position.map { SourceLocation(in: fileName, line: $0.line, column: $0.column) })
        }
    }

    private mutating func store(_ text: some Collection<UInt8>) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text)
        return start..<bytes.count
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
