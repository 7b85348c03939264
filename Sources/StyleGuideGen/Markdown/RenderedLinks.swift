#if canImport(Glibc)
import Glibc
#endif

/// The links of a doc found in cmark's safe-mode HTML instead of in its tree: walking every
/// paragraph's inlines to find them, and changing a URL in the tree, cost more than a tenth of
/// the render. In safe mode `"` is printed only around attribute values (text has `&quot;`, an
/// href `%22`, raw HTML is left out), so the links are the `"` after `<a href=`, found with
/// `memchr`. Every link node prints one, in document order, except those inside an image's
/// description, which prints as the `alt` text: `MarkdownLinkLocator` counts the same way.
enum RenderedLinks {
    /// Calls `body` with each link's href (between its quotes) and its number from 0, in
    /// document order; `skipped` ranges (in order, not overlapping: the components' HTML) are
    /// not looked at.
    static func forEachHref(in source: UnsafeBufferPointer<UInt8>, skipping skipped: [Range<Int>], _ body: (Range<Int>, Int) -> Void) {
        guard let base = source.baseAddress else { return }
        var skippedRanges = skipped.makeIterator()
        var nextSkipped = skippedRanges.next()
        var ordinal = 0
        var from = 0
        while from < source.count, let hit = memchr(base + from, Int32(UInt8(ascii: "\"")), source.count - from) {
            let quote = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if let range = nextSkipped, quote >= range.lowerBound {
                from = max(range.upperBound, from)
                nextSkipped = skippedRanges.next()
                continue
            }
            from = quote + 1
            guard quote >= 8, UnsafeRawPointer(base + quote - 8).loadUnaligned(as: UInt64.self) == linkOpening else { continue }
            let end = memchr(base + from, Int32(UInt8(ascii: "\"")), source.count - from)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? source.count
            body(from..<end, ordinal)
            ordinal += 1
            from = end + 1
        }
    }

    /// `<a href=` as the 8 bytes before an href's quote read in one load.
    private static let linkOpening = UInt64(littleEndian: "<a href=".utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) })

    /// The ranges between pairs of `marker`s (each pair's own bytes included).
    static func markedRanges(of marker: UInt8, in source: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let offsets = HTMLSplice.offsets(of: marker, in: source)
        return stride(from: 0, to: offsets.count - 1, by: 2).map { offsets[$0]..<(offsets[$0 + 1] + 1) }
    }
}
