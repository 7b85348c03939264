import Foundation

/// The file-system operations the pipeline reads and writes through, so tests
/// can run whole builds in memory. Paths are absolute, `/`-separated.
public protocol FileSystem: Sendable {
    func readFile(_ path: String) throws -> Data
    func fileExists(_ path: String) -> Bool
    func isDirectory(_ path: String) -> Bool
    /// Every regular file below `path`, recursively, as absolute paths sorted
    /// by path. Symbolic links are not followed.
    func filesRecursively(under path: String) throws -> [String]
    /// Every regular file below `path` (which may itself be a link), following
    /// symbolic links whose targets resolve inside `boundary`; a link that
    /// leaves it, dangles or loops is reported in `skippedLinks`, never read. Folders named in
    /// `pruning` (`node_modules`) are not entered.
    func listFiles(under path: String, within boundary: String, pruning: Set<String>) throws -> FileListing
    /// The problem with reading `path` when a link in it leads outside
    /// `boundary`, dangles or loops; nil when reading it stays inside.
    func escapingLink(of path: String, within boundary: String) -> SkippedLink?

    /// The names in a folder, sorted.
    func contentsOfDirectory(_ path: String) throws -> [String]
    /// What identifies the current version of the regular file at `path` (nil: none there),
    /// so a site writer can tell that a file it wrote is still the one it wrote.
    func stamp(of path: String) -> FileStamp?
    /// Writes `data` as the file at `path`, replacing one there; its folder must exist.
    func writeFile(_ data: Data, to path: String) throws
    /// Writes `data` as a new file at `path`, failing when anything is there, a dangling link
    /// included (what a user has is never overwritten).
    func writeNewFile(_ data: Data, to path: String) throws
    /// Makes the folder and any missing parents.
    func createDirectory(_ path: String) throws
    /// Removes a file, or a folder with everything in it.
    func removeItem(_ path: String) throws
    /// Renames a file or folder; a file already at `destination` is replaced in the same step.
    func moveItem(_ source: String, to destination: String) throws
    /// Exchanges two existing paths in one step; false when this file system cannot.
    func exchange(_ first: String, _ second: String) -> Bool
    /// Makes `path` another name of the existing file `existing` (a hard link); false when it cannot.
    func link(_ existing: String, at path: String) -> Bool
}

extension FileSystem {
    /// For file systems without links: a new file where nothing exists.
    public func writeNewFile(_ data: Data, to path: String) throws {
        guard !fileExists(path) else { throw FileSystemError(path: path, reason: "File exists") }
        try writeFile(data, to: path)
    }
}

public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
