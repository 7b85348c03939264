import Foundation

/// Passes reads through to another file system and remembers what was read,
/// with a content hash: the inputs section of `report.json`.
public final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    private let base: FileSystem
    private let lock = NSLock()
    private var hashes: [String: String] = [:]

    public init(_ base: FileSystem) { self.base = base }

    public func readFile(_ path: String) throws -> Data {
        let data = try base.readFile(path)
        let hash = SHA256.hex(data)
        lock.withLock { hashes[path] = hash }
        return data
    }

    public func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    public func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    public func filesRecursively(under path: String) throws -> [String] { try base.filesRecursively(under: path) }
    public func listFiles(under path: String, within boundary: String) throws -> FileListing {
        try base.listFiles(under: path, within: boundary)
    }
    public func escapingLink(of path: String, within boundary: String) -> SkippedLink? {
        base.escapingLink(of: path, within: boundary)
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] { try base.contentsOfDirectory(path) }
    public func stamp(of path: String) -> FileStamp? { base.stamp(of: path) }
    public func writeFile(_ data: Data, to path: String) throws { try base.writeFile(data, to: path) }
    public func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    public func removeItem(_ path: String) throws { try base.removeItem(path) }
    public func moveItem(_ source: String, to destination: String) throws { try base.moveItem(source, to: destination) }
    public func exchange(_ first: String, _ second: String) -> Bool { base.exchange(first, second) }
    public func link(_ existing: String, at path: String) -> Bool { base.link(existing, at: path) }

    /// Every file read so far -> its SHA-256, sorted by path.
    public var readFiles: [(path: String, sha256: String)] {
        lock.withLock { hashes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }
}
