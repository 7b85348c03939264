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
    /// Every regular file below `path` (which may itself be a link), following
    /// symbolic links whose targets resolve inside `boundary`; a link that
    /// leaves it, dangles or loops is reported in `skippedLinks`, never read.
    func listFiles(under path: String, within boundary: String) throws -> FileListing
    /// The problem with reading `path` when a link in it leads outside
    /// `boundary`, dangles or loops; nil when reading it stays inside.
    func escapingLink(of path: String, within boundary: String) -> SkippedLink?
}

public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
