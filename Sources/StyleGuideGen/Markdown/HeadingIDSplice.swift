#if canImport(Glibc)
import Glibc
#endif

/// cmark prints `<hN>` with no attributes. Instead of moving each heading's
/// inlines under nodes that print `<hN id="…">`, the rewriter marks each
/// heading with one byte printed right after its `<hN>`, and the copy of the
/// HTML into a String, which rendering needs anyway, writes the ids there.
/// The marker, 0xFF, never occurs in valid UTF-8, so nowhere else in cmark's
/// output: the text, raw HTML and component HTML it prints are all valid UTF-8.
enum HeadingIDSplice {
    static let marker: UInt8 = 0xFF

    /// `cmarkHTML` with each `>` + marker made ` id="ID">`, the ids (slugs: letters, digits,
    /// `_` and `-`, nothing to escape) taken in order; a marker with no id left, or not after
    /// a `>`, is dropped.
    static func html(_ cmarkHTML: UnsafePointer<CChar>, ids: [UnsafeBufferPointer<UInt8>]) -> String {
        let source = UnsafeBufferPointer(start: UnsafeRawPointer(cmarkHTML).assumingMemoryBound(to: UInt8.self), count: strlen(cmarkHTML))
        // Each id adds ` id="` and `"`; its marker's byte is dropped.
        let capacity = source.count + ids.reduce(0) { $0 + $1.count + 6 }
        return String(unsafeUninitializedCapacity: capacity) { output in
            var writer = ByteWriter(output)
            var copied = 0
            var nextID = ids.makeIterator()
            while copied < source.count, let found = memchr(source.baseAddress! + copied, Int32(marker), source.count - copied) {
                let at = source.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at > 0, source[at - 1] == UInt8(ascii: ">"), let id = nextID.next() {
                    writer.write(UnsafeBufferPointer(rebasing: source[copied..<(at - 1)]))
                    writer.write(" id=\"")
                    writer.write(id)
                    writer.write("\">")
                } else {
                    writer.write(UnsafeBufferPointer(rebasing: source[copied..<at]))
                }
                copied = at + 1
            }
            writer.write(UnsafeBufferPointer(rebasing: source[copied...]))
            return writer.count
        }
    }
}
