import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Links: judged on the URL's C bytes, so the many links that do not point
/// at a doc cost no String; a doc link is recorded and its URL spliced to
/// `.html` in the scratch buffer.
extension TreeRewriter {
    mutating func rewriteLink(_ node: OpaquePointer) {
        guard let urlPointer = cmark_node_get_url(node) else { return }
        let url = UnsafeBufferPointer(start: UnsafeRawPointer(urlPointer).assumingMemoryBound(to: UInt8.self), count: strlen(urlPointer))
        guard DocumentLinkTarget.mayPointAtADoc(url), let target = DocumentLinkTarget(utf8: url) else { return }
        links.append(DocumentLink(path: target.path, fragment: target.fragment, location: location(of: node)))
        cString.removeAll(keepingCapacity: true)
        target.appendHTMLURL(of: url, to: &cString)
        // cmark frees the old URL here: `url` is not read after this line.
        withCString { cmark_node_set_url(node, $0) }
    }
}
