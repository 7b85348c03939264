import Foundation

/// A file system that only reads (a git tree, a test's refusing one): every write fails, saying so.
public protocol ReadOnlyFileSystem: FileSystem {}

extension ReadOnlyFileSystem {
    public func contentsOfDirectory(_ path: String) throws -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return Set(try filesRecursively(under: path).map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }).sorted()
    }

    public func stamp(of path: String) -> FileStamp? { nil }
    public func writeFile(_ data: Data, to path: String) throws { throw Self.readOnly(path) }
    public func writeNewFile(_ data: Data, to path: String) throws { throw Self.readOnly(path) }
    public func createDirectory(_ path: String) throws { throw Self.readOnly(path) }
    public func removeItem(_ path: String) throws { throw Self.readOnly(path) }
    public func moveItem(_ source: String, to destination: String) throws { throw Self.readOnly(destination) }
    public func exchange(_ first: String, _ second: String) -> Bool { false }
    public func link(_ existing: String, at path: String) -> Bool { false }

    private static func readOnly(_ path: String) -> FileSystemError { FileSystemError(path: path, reason: "cannot be written: the file system is read-only") }
}
