import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a folder on disk, following symbolic links only while their targets
/// stay inside a boundary folder; every link not followed is recorded.
struct LinkConfinedWalker {
    /// The boundary with its own links resolved.
    let boundary: String
    private(set) var files: [String] = []
    private(set) var skipped: [SkippedLink] = []
    /// Real paths of folders already listed: each is listed once through links.
    private var listedFolders: Set<String> = []
    /// Names of folders not entered below the walk's root.
    private let pruning: Set<String>

    private enum Entry {
        case file
        case folder(real: String, isLink: Bool)
        case skipped(SkippedLink)
        case ignored
    }

    init(boundary: String, pruning: Set<String> = []) {
        self.boundary = (try? Self.realPath(boundary).get()) ?? boundary
        self.pruning = pruning
    }

    /// Lists `root` depth first in name order (a stack, not recursion, so deep trees cannot overflow).
    mutating func walk(_ root: String) throws {
        guard case .folder = entry(at: root) else {
            if case .skipped(let link) = entry(at: root) { skipped.append(link) }
            return
        }
        var pending = [root]
        while let path = pending.popLast() {
            switch entry(at: path) {
            case .file:
                files.append(path)
            case .folder(let real, let isLink):
                if let refused = refuse(path, real: real, isLink: isLink) {
                    skipped.append(refused)
                    continue
                }
                listedFolders.insert(real)
                let names: [String]
                do {
                    names = try LocalFileSystem().contentsOfDirectory(path)
                } catch {
                    throw FileSystemError(path: path, reason: "cannot list folder")
                }
                pending.append(contentsOf: names.sorted(by: >).filter { !(pruning.contains($0) && isFolder(path + "/" + $0)) }.map { path + "/" + $0 })
            case .skipped(let link):
                skipped.append(link)
            case .ignored:
                continue
            }
        }
        files.sort()
    }

    /// A linked folder holding the link itself (a loop), or already listed, is not listed again.
    private func refuse(_ path: String, real: String, isLink: Bool) -> SkippedLink? {
        guard isLink else { return nil }
        let parent = (try? Self.realPath(ProjectPaths.directory(of: path)).get()) ?? ""
        if PathNormalizer.isSameOrInside(parent, real) { return SkippedLink(path: path, target: real, reason: .loop) }
        return listedFolders.contains(real) ? SkippedLink(path: path, target: real, reason: .alreadyListed) : nil
    }

    private func isFolder(_ path: String) -> Bool {
        if case .folder = entry(at: path) { return true }
        return false
    }

    private func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .ignored }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder(real: (try? Self.realPath(path).get()) ?? path, isLink: false)
        case S_IFLNK: return followLink(path)
        default: return .ignored
        }
    }

    private func followLink(_ path: String) -> Entry {
        let real: String
        switch Self.realPath(path) {
        case .success(let resolved): real = resolved
        case .failure(let code):
            return .skipped(SkippedLink(path: path, target: Self.linkText(path), reason: code.value == ELOOP ? .loop : .dangling))
        }
        guard PathNormalizer.isSameOrInside(real, boundary) else {
            return .skipped(SkippedLink(path: path, target: real, reason: .outside))
        }
        var info = stat()
        guard stat(real, &info) == 0 else { return .skipped(SkippedLink(path: path, target: real, reason: .dangling)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder(real: real, isLink: true)
        default: return .ignored
        }
    }

    /// An errno, as an `Error` for `Result`.
    struct Errno: Error { var value: Int32 }

    /// `path` with every link resolved, or the errno of `realpath(3)`.
    static func realPath(_ path: String) -> Result<String, Errno> {
        guard let resolved = realpath(path, nil) else { return .failure(Errno(value: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The target as written in the link (for dangling and looping links).
    static func linkText(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }

    /// Why reading `path` would leave `boundary`, dangle or loop; nil when it stays inside.
    static func escape(of path: String, within boundary: String) -> SkippedLink? {
        let walker = LinkConfinedWalker(boundary: boundary)
        switch realPath(path) {
        case .success(let real):
            return PathNormalizer.isSameOrInside(real, walker.boundary) ? nil : SkippedLink(path: path, target: real, reason: .outside)
        case .failure(let code):
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            return SkippedLink(path: path, target: linkText(path), reason: code.value == ELOOP ? .loop : .dangling)
        }
    }
}
