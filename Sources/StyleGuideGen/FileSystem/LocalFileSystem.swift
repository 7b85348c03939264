import Foundation

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
}
