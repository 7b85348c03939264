import Foundation

/// The files of one folder as a git commit has them, at the same absolute
/// paths as in the working tree, so the base of a diff loads exactly like the
/// head. Lists with `git ls-tree` once; reads each file with `git cat-file`.
public struct GitFileSystem: ReadOnlyFileSystem {
    /// The repository's top folder (absolute, links resolved).
    public let repository: String
    /// The ref as given, and the commit it names.
    public let ref: String
    public let commit: String
    /// Absolute paths of the regular files listed, and of every folder above them.
    private let files: Set<String>
    private let folders: Set<String>

    /// The repository holding `path` (a file or folder, which need not exist in
    /// the working tree), at `ref`, listing the folder `path` is or sits in.
    public init(containing path: String, ref: String) throws(DiagnosticError) {
        let absolute = PathNormalizer.absolute(path)
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw DiagnosticError(.error(.diffArguments, "`\(ref)` is not a git ref; give a branch, tag or commit", subject: ref))
        }
        let start = Self.existingFolder(at: absolute)
        let top = try Self.topLevel(from: start, path: path)
        repository = top
        self.ref = ref
        let git = GitRunner(directory: top)
        let verified = try git.run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        let sha = String(decoding: verified.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard verified.status == 0, !sha.isEmpty else {
            throw DiagnosticError(.error(.diffGit, "unknown git ref `\(ref)` in the repository \(top)", subject: ref))
        }
        commit = sha
        // List the folder itself, or the folder a file (resolver, token file) sits in, for its `$ref`s.
        let disk = LocalFileSystem()
        let isFolder = disk.isDirectory(absolute) || (!disk.fileExists(absolute) && !absolute.hasSuffix(".json"))
        let listed = isFolder ? absolute : ProjectPaths.directory(of: absolute)
        guard PathNormalizer.isSameOrInside(listed, top) else {
            throw DiagnosticError(.error(.diffGit, "\(path) is outside the git repository \(top)", subject: path))
        }
        (files, folders) = try Self.list(git: git, commit: sha, folder: listed, top: top)
        guard files.contains(absolute) || folders.contains(absolute) else {
            throw DiagnosticError(.error(.diffGit, "`\(Self.relative(absolute, to: top))` does not exist at git ref `\(ref)`", subject: path))
        }
    }

    public func readFile(_ path: String) throws -> Data {
        guard files.contains(path) else { throw FileSystemError(path: path, reason: "no such file at git ref \(ref)") }
        let output = try GitRunner(directory: repository).run(["cat-file", "blob", "\(commit):\(Self.relative(path, to: repository))"])
        guard output.status == 0 else { throw FileSystemError(path: path, reason: "git cannot read it at \(ref): \(output.standardError)") }
        return output.standardOutput
    }

    public func fileExists(_ path: String) -> Bool { files.contains(path) || folders.contains(path) }

    public func isDirectory(_ path: String) -> Bool { folders.contains(path) }

    public func filesRecursively(under path: String) throws -> [String] {
        let prefix = path == "/" ? "/" : path + "/"
        return files.filter { $0.hasPrefix(prefix) }.sorted()
    }

    // MARK: - Setup

    /// The nearest folder at or above `path` that exists, for git to run in.
    private static func existingFolder(at path: String) -> String {
        var folder = path
        let disk = LocalFileSystem()
        while !disk.isDirectory(folder), folder != "/" { folder = ProjectPaths.directory(of: folder) }
        return folder.isEmpty ? "/" : folder
    }

    private static func topLevel(from folder: String, path: String) throws(DiagnosticError) -> String {
        let output = try GitRunner(directory: folder).run(["rev-parse", "--show-toplevel"])
        let top = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.status == 0, !top.isEmpty else {
            throw DiagnosticError(.error(.diffGit, "\(path) is not inside a git repository (\(output.standardError))", subject: path))
        }
        return PathNormalizer.absolute(top)
    }

    /// Regular files below `folder` at the commit (links and submodules left out, as on disk).
    private static func list(git: GitRunner, commit: String, folder: String, top: String) throws(DiagnosticError) -> (Set<String>, Set<String>) {
        let relativeFolder = relative(folder, to: top)
        let output = try git.run(["ls-tree", "-r", "-z", commit, "--"] + (relativeFolder.isEmpty ? [] : [relativeFolder]))
        guard output.status == 0 else {
            throw DiagnosticError(.error(.diffGit, "git cannot list `\(relativeFolder)` at \(commit): \(output.standardError)", subject: relativeFolder))
        }
        var files: Set<String> = [], folders: Set<String> = [top]
        // Each record: `<mode> SP <type> SP <object> TAB <path>` ending in NUL.
        for record in output.standardOutput.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000" else { continue }
            let file = top + "/" + text[text.index(after: tab)...]
            files.insert(file)
            var parent = ProjectPaths.directory(of: file)
            while parent.count > top.count, folders.insert(parent).inserted { parent = ProjectPaths.directory(of: parent) }
        }
        return (files, folders)
    }

    /// `path` relative to `top` (empty for `top` itself).
    static func relative(_ path: String, to top: String) -> String {
        path == top ? "" : path.hasPrefix(top + "/") ? String(path.dropFirst(top.count + 1)) : path
    }
}
