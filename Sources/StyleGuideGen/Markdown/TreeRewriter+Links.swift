import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Links: judged on the URL's C bytes, so the many links that do not point
/// at a doc cost no String; a doc link is recorded and its URL spliced to
/// `.html` in a stack buffer that cmark copies.
extension TreeRewriter {
    mutating func rewriteLink(_ node: OpaquePointer) {
        guard let urlPointer = cmark_node_get_url(node) else { return }
        let url = UnsafeBufferPointer(start: UnsafeRawPointer(urlPointer).assumingMemoryBound(to: UInt8.self), count: strlen(urlPointer))
        guard DocumentLinkTarget.mayPointAtADoc(url), let target = DocumentLinkTarget(utf8: url) else { return }
        results.addLink(url: url, target: target, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
        // `.md` (3 bytes) becomes `.html` (5), plus the NUL.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: url.count + 3) { buffer in
            var newURL = ByteWriter(buffer)
            target.writeHTMLURL(of: url, to: &newURL)
            // cmark frees the old URL here: `url` is not read after this line.
            _ = newURL.withCString { cmark_node_set_url(node, $0) }
        }
    }
}
