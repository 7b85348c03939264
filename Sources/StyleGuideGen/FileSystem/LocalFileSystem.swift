import CSystemShims
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real disk.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func readFile(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileSystemError(path: path, reason: "cannot read file")
        }
        return data
    }

    public func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Regular files only, links not followed, through `readdir(3)` (Foundation's enumerator
    /// is slower: bench/README.md); a folder below that cannot be listed is passed over.
    public func filesRecursively(under path: String) throws -> [String] {
        guard isDirectory(path) else { return [] }
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var files: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let entries = folder == root ? try Self.entries(of: folder) : try? Self.entries(of: folder) else { continue }
            for entry in entries {
                let child = (folder == "/" ? "" : folder) + "/" + entry.name
                switch entry.kind {
                case .file: files.append(child)
                case .folder: pending.append(child)
                case .other: break
                }
            }
        }
        return files.sorted()
    }

    public func listFiles(under path: String, within boundary: String, pruning: Set<String>) throws -> FileListing {
        var walker = LinkConfinedWalker(boundary: boundary, pruning: pruning)
        try walker.walk(path)
        return FileListing(files: walker.files, skippedLinks: walker.skipped)
    }

    public func escapingLink(of path: String, within boundary: String) -> SkippedLink? {
        LinkConfinedWalker.escape(of: path, within: boundary)
    }

    /// `readdir(3)`: Foundation's listing builds each name through NSString, which made listing a
    /// folder of thousands of entries (a site written into `/tmp`) a tenth of a small build.
    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try Self.entries(of: path).map(\.name).sorted()
    }

    private enum EntryKind { case file, folder, other }

    /// A folder's entries but `.` and `..`, unsorted, each with its kind as `lstat` would say
    /// (from the entry itself when the file system fills it in).
    private static func entries(of path: String) throws -> [(name: String, kind: EntryKind)] {
        guard let directory = opendir(path) else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != "." && name != ".." else { continue }
            entries.append((name, kind(Int32(entry.pointee.d_type), at: path + "/" + name)))
        }
        return entries
    }

    private static func kind(_ type: Int32, at path: String) -> EntryKind {
        switch type {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            default: return .other
            }
        default: return .other
        }
    }

    public func stamp(of path: String) -> FileStamp? { FileStamp(path: path) }

    /// Plain `open`/`write`: Foundation's `Data.write` syncs every file to disk, which costs a
    /// build of thousands of pages seconds and buys nothing (sites are swapped in whole).
    public func writeFile(_ data: Data, to path: String) throws {
        try write(data, to: path, flags: O_TRUNC)
    }

    /// `O_EXCL` fails on anything at `path`, a dangling link included.
    public func writeNewFile(_ data: Data, to path: String) throws {
        try write(data, to: path, flags: O_EXCL)
    }

    private func write(_ data: Data, to path: String, flags: Int32) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | flags | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }

    public func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func removeItem(_ path: String) throws { try FileManager.default.removeItem(atPath: path) }

    public func moveItem(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else { throw FileSystemError(path: destination, reason: String(cString: strerror(errno))) }
    }

    /// `renameat2(RENAME_EXCHANGE)` where the kernel and file system have it.
    public func exchange(_ first: String, _ second: String) -> Bool { sg_rename_exchange(first, second) == 0 }

    public func link(_ existing: String, at path: String) -> Bool { Glibc.link(existing, path) == 0 }
}
