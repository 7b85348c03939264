import Foundation

/// A symbolic link a listing or read did not follow, and why: its target is
/// outside the project, missing, or part of a loop.
public struct SkippedLink: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The target resolves outside the boundary folder.
        case outside
        /// The target does not exist.
        case dangling
        /// Resolving the link never ends, or it leads back to a folder above it.
        case loop
        /// A folder already listed through another path.
        case alreadyListed
    }

    /// The link's absolute path, as found in the project.
    public var path: String
    /// Where it points: resolved when possible, else as written in the link.
    public var target: String
    public var reason: Reason

    public init(path: String, target: String, reason: Reason) {
        self.path = path
        self.target = target
        self.reason = reason
    }

    /// Why the link is not followed, in words.
    public var reasonText: String {
        switch reason {
        case .outside: "it points outside the project"
        case .dangling: "its target does not exist"
        case .loop: "it loops back on itself or to a folder above it"
        case .alreadyListed: "its folder is already read through another path"
        }
    }

    /// A warning naming the link (via `display`, e.g. project-relative) and its target.
    public func diagnostic(display: (String) -> String) -> Diagnostic {
        .warning(.ioSymbolicLink, "symbolic link `\(display(path))` -> `\(display(target))` is not followed: \(reasonText)",
                 at: SourceLocation(file: display(path), line: 1, column: 1))
    }
}

/// The regular files found below a folder, and the links not followed there.
public struct FileListing: Sendable, Hashable {
    /// Absolute paths (through the links followed), sorted.
    public var files: [String]
    public var skippedLinks: [SkippedLink]

    public init(files: [String], skippedLinks: [SkippedLink] = []) {
        self.files = files
        self.skippedLinks = skippedLinks
    }

    /// Whether `file`, below `root`, lies in a folder named in `pruned`.
    static func passes(through pruned: Set<String>, from root: String, to file: String) -> Bool {
        guard !pruned.isEmpty, file.hasPrefix(root + "/") else { return false }
        return file.dropFirst(root.count + 1).split(separator: "/").dropLast().contains { pruned.contains(String($0)) }
    }
}

extension FileSystem {
    /// Every file below `path`, entering every folder.
    public func listFiles(under path: String, within boundary: String) throws -> FileListing {
        try listFiles(under: path, within: boundary, pruning: [])
    }

    /// File systems without links (in memory, git) list every file and skip none.
    public func listFiles(under path: String, within boundary: String, pruning: Set<String>) throws -> FileListing {
        FileListing(files: try filesRecursively(under: path).filter { !FileListing.passes(through: pruning, from: path, to: $0) })
    }

    /// Reads `path` unless a symbolic link in it leaves `boundary`, dangles or
    /// loops; the error then names the link, its target and why.
    public func readFile(_ path: String, within boundary: String) throws -> Data {
        if let link = escapingLink(of: path, within: boundary) {
            throw FileSystemError(path: path, reason: "is a symbolic link to \(link.target), not followed: \(link.reasonText)")
        }
        return try readFile(path)
    }

    /// File systems without links never escape.
    public func escapingLink(of path: String, within boundary: String) -> SkippedLink? { nil }
}
