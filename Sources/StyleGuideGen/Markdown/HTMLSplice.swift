#if canImport(Glibc)
import Glibc
#endif

/// cmark's HTML copied into a String, which rendering needs anyway, with the edits the tree
/// could not make cheaply made on the way: heading ids, doc links' `.md` made `.html`, and the
/// markers the rewriter left dropped.
///
/// cmark prints `<hN>` with no attributes, so the rewriter marks each heading with one byte
/// printed right after its `<hN>`, and a component's HTML with one byte on each side (so the
/// links it shows are not taken for the doc's). The markers, 0xFF and 0xFE, never occur in
/// valid UTF-8, so nowhere else in cmark's output: the text, raw HTML and component HTML it
/// prints are all valid UTF-8.
enum HTMLSplice {
    static let headingMarker: UInt8 = 0xFF
    static let componentMarker: UInt8 = 0xFE

    /// `removing` bytes at `offset` replaced by `insertion`.
    struct Edit {
        enum Insertion {
            case nothing
            /// ` id="ID">`: the edit removes the heading's `>` and its marker. Slugs hold
            /// letters, digits, `_` and `-` only: nothing to escape.
            case headingID(UnsafeBufferPointer<UInt8>)
            /// `.html`, in place of a doc link's `.md`.
            case htmlExtension
        }

        var offset: Int
        var removing: Int
        var insertion: Insertion

        var insertedCount: Int {
            switch insertion {
            case .nothing: 0
            case .headingID(let id): id.count + 7
            case .htmlExtension: 5
            }
        }
    }

    /// `source` with `edits` (in offset order, not overlapping) made.
    static func html(_ source: UnsafeBufferPointer<UInt8>, edits: [Edit]) -> String {
        let capacity = edits.reduce(source.count) { $0 + $1.insertedCount - $1.removing }
        return String(unsafeUninitializedCapacity: capacity) { output in
            var writer = ByteWriter(output)
            var copied = 0
            for edit in edits {
                writer.write(UnsafeBufferPointer(rebasing: source[copied..<edit.offset]))
                switch edit.insertion {
                case .nothing: break
                case .headingID(let id):
                    writer.write(" id=\"")
                    writer.write(id)
                    writer.write("\">")
                case .htmlExtension: writer.write(".html")
                }
                copied = edit.offset + edit.removing
            }
            writer.write(UnsafeBufferPointer(rebasing: source[copied...]))
            return writer.count
        }
    }

    /// Each heading marker's edit: `>` + marker made ` id="ID">`, the ids taken in order; a
    /// marker with no id left, or not after a `>`, is dropped.
    static func headingEdits(in source: UnsafeBufferPointer<UInt8>, ids: [UnsafeBufferPointer<UInt8>]) -> [Edit] {
        var edits: [Edit] = []
        edits.reserveCapacity(ids.count)
        var nextID = ids.makeIterator()
        for at in offsets(of: headingMarker, in: source) {
            if at > 0, source[at - 1] == UInt8(ascii: ">"), let id = nextID.next() {
                edits.append(Edit(offset: at - 1, removing: 2, insertion: .headingID(id)))
            } else {
                edits.append(Edit(offset: at, removing: 1, insertion: .nothing))
            }
        }
        return edits
    }

    /// Where `marker` occurs in `source`, in order.
    static func offsets(of marker: UInt8, in source: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = source.baseAddress else { return [] }
        var found: [Int] = []
        var from = 0
        while from < source.count, let hit = memchr(base + from, Int32(marker), source.count - from) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            found.append(at)
            from = at + 1
        }
        return found
    }
}
