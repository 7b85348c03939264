import Foundation

/// The file-system operations the pipeline reads through, so tests can run
/// a build over an in-memory project. Paths are absolute, `/`-separated.
public protocol FileSystem: Sendable {
    func readFile(_ path: String) throws -> Data
    func fileExists(_ path: String) -> Bool
    func isDirectory(_ path: String) -> Bool
    /// Every regular file below `path`, recursively, as absolute paths sorted
    /// by path. Symbolic links are not followed.
    func filesRecursively(under path: String) throws -> [String]
}

public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
