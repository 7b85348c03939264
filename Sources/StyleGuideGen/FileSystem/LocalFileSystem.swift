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

    public func filesRecursively(under path: String) throws -> [String] {
        guard isDirectory(path) else { return [] }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else {
            throw FileSystemError(path: path, reason: "cannot list folder")
        }
        var files: [String] = []
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true || values.isRegularFile != true { continue }
            files.append(root.path + "/" + String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return files.sorted()
    }

    public func listFiles(under path: String, within boundary: String) throws -> FileListing {
        var walker = LinkConfinedWalker(boundary: boundary)
        try walker.walk(path)
        return FileListing(files: walker.files, skippedLinks: walker.skipped)
    }

    public func escapingLink(of path: String, within boundary: String) -> SkippedLink? {
        LinkConfinedWalker.escape(of: path, within: boundary)
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func stamp(of path: String) -> FileStamp? { FileStamp(path: path) }

    /// Plain `open`/`write`: Foundation's `Data.write` syncs every file to disk, which costs a
    /// build of thousands of pages seconds and buys nothing (sites are swapped in whole).
    public func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
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
