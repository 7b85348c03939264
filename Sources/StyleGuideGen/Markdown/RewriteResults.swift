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
        var line: Int
        var column: Int
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

    /// A doc link: its URL as written, which `target` was made from.
    mutating func addLink(url: UnsafeBufferPointer<UInt8>, target: DocumentLinkTarget, line: Int, column: Int) {
        linkRecords.append(LinkRecord(url: store(url), target: target, line: line, column: column))
    }

    mutating func addComponent(_ name: String) { components.append(name) }

    /// cmark's HTML with the marked headings' ids in place (see `HeadingIDSplice`). Slugs hold
    /// only letters, digits, `_` and `-` (`HeadingSlugger`): an attribute holds them unescaped.
    func html(from cmarkHTML: UnsafePointer<CChar>) -> String {
        let ids = headingRecords.filter(\.marked).map(\.id)
        guard !ids.isEmpty else { return String(cString: cmarkHTML) }
        return bytes.withUnsafeBufferPointer { stored in
            HeadingIDSplice.html(cmarkHTML, ids: ids.map { UnsafeBufferPointer(rebasing: stored[$0]) })
        }
    }

    func headings() -> [Heading] {
        headingRecords.map { Heading(level: $0.level, text: string($0.text), id: string($0.id), line: $0.line) }
    }

    func links(file: String) -> [DocumentLink] {
        // The file is named once: naming it looks it up in the process-wide table.
        let fileName = SourceFileName(file)
        return linkRecords.map { record in
            let url = bytes[record.url]
            return DocumentLink(path: record.target.path(in: url), fragment: record.target.fragment(in: url),
                                location: SourceLocation(in: fileName, line: record.line, column: record.column))
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
