import Foundation

/// A file system held in a dictionary, for tests.
public struct InMemoryFileSystem: FileSystem {
    public var files: [String: Data]

    public init(files: [String: Data] = [:]) { self.files = files }

    public init(text: [String: String]) {
        self.files = text.mapValues { Data($0.utf8) }
    }

    public func readFile(_ path: String) throws -> Data {
        guard let data = files[path] else { throw FileSystemError(path: path, reason: "no such file") }
        return data
    }

    public func fileExists(_ path: String) -> Bool { files[path] != nil || isDirectory(path) }

    public func isDirectory(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }

    public func filesRecursively(under path: String) throws -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
