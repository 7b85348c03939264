import Foundation

/// Maps a request path to a file inside the site folder, and nothing outside it: a `..` or `.`
/// segment in any encoding, an encoded slash or backslash, a NUL, or a symbolic link that leads
/// out of the folder all find no file.
public struct SitePathResolver: Sendable {
    /// The site folder with its links resolved.
    public let root: String
    let fileSystem: FileSystem

    public init(root: String, fileSystem: FileSystem = LocalFileSystem()) {
        self.root = (try? LinkConfinedWalker.realPath(root).get()) ?? root
        self.fileSystem = fileSystem
    }

    /// The file to serve for `path` (`/`, `/docs/`, `/assets/site.css`), or nil.
    public func file(for path: String) -> String? {
        guard let decoded = Self.decode(path), decoded.hasPrefix("/") else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.allSatisfy({ $0 != ".." && $0 != "." }) else { return nil }
        var candidate = root + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        guard fileSystem.fileExists(candidate) else { return nil }
        if fileSystem.isDirectory(candidate) { candidate += "/index.html" }
        // Links are followed, but only to somewhere inside the site; a dangling or looping one finds nothing.
        guard case .success(let resolved) = LinkConfinedWalker.realPath(candidate), resolved.hasPrefix(root + "/"),
              fileSystem.fileExists(resolved), !fileSystem.isDirectory(resolved) else { return nil }
        return resolved
    }

    /// Percent-decoded once; nil when an escape is malformed or decodes to something a path of the
    /// site never holds (a slash or backslash inside a segment, a NUL, another `%`: double encoding).
    static func decode(_ path: String) -> String? {
        var bytes: [UInt8] = []
        var index = path.utf8.startIndex
        let utf8 = path.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let high = utf8.index(after: index)
                guard high < utf8.endIndex, utf8.index(after: high) < utf8.endIndex,
                      let value = UInt8(String(decoding: [utf8[high], utf8[utf8.index(after: high)]], as: UTF8.self), radix: 16) else { return nil }
                guard value != UInt8(ascii: "/"), value != UInt8(ascii: "\\"), value != 0, value != UInt8(ascii: "%") else { return nil }
                bytes.append(value)
                index = utf8.index(index, offsetBy: 3)
            } else {
                guard byte != UInt8(ascii: "\\"), byte != 0 else { return nil }
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
