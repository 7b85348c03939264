import Foundation

/// A file system held in memory, for tests: whole builds read and write it. Copies share
/// their files until one of them is changed through `files`.
public struct InMemoryFileSystem: FileSystem {
    private var storage: Storage

    public init(files: [String: Data] = [:]) { storage = Storage(files: files) }

    public init(text: [String: String]) { self.init(files: text.mapValues { Data($0.utf8) }) }

    /// Every file, by absolute path.
    public var files: [String: Data] {
        get { storage.withLock { $0.files } }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.withLock { $0.files = newValue }
        }
    }

    public func readFile(_ path: String) throws -> Data {
        guard let data = storage.withLock({ $0.files[path] }) else { throw FileSystemError(path: path, reason: "no such file") }
        return data
    }

    public func fileExists(_ path: String) -> Bool { storage.withLock { $0.files[path] != nil || $0.isFolder(path) } }

    public func isDirectory(_ path: String) -> Bool { storage.withLock { $0.isFolder(path) } }

    public func filesRecursively(under path: String) throws -> [String] {
        let prefix = Contents.prefix(path)
        return storage.withLock { $0.files.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try storage.withLock { contents in
            guard contents.isFolder(path) else { throw FileSystemError(path: path, reason: "no such folder") }
            let prefix = Contents.prefix(path)
            var names: Set<String> = []
            for key in Array(contents.files.keys) + Array(contents.folders) where key.hasPrefix(prefix) {
                names.insert(String(key.dropFirst(prefix.count).prefix { $0 != "/" }))
            }
            return names.sorted()
        }
    }

    public func stamp(of path: String) -> FileStamp? {
        storage.withLock { contents in contents.files[path].flatMap { _ in contents.stamps[path] } }
    }

    public func writeFile(_ data: Data, to path: String) throws {
        try storage.withLock { contents in
            guard contents.isFolder(Contents.parent(of: path)) else { throw FileSystemError(path: path, reason: "no such folder") }
            guard !contents.isFolder(path) else { throw FileSystemError(path: path, reason: "is a folder") }
            contents.files[path] = data
            contents.generation += 1
            contents.stamps[path] = FileStamp(size: Int64(data.count), inode: contents.generation, seconds: 0, nanoseconds: 0)
        }
    }

    public func createDirectory(_ path: String) throws {
        try storage.withLock { contents in
            var folder = path
            while folder != "/", !folder.isEmpty {
                guard contents.files[folder] == nil else { throw FileSystemError(path: folder, reason: "is a file") }
                contents.folders.insert(folder)
                folder = Contents.parent(of: folder)
            }
        }
    }

    public func removeItem(_ path: String) throws {
        try storage.withLock { contents in
            guard contents.files[path] != nil || contents.isFolder(path) else { throw FileSystemError(path: path, reason: "no such file or folder") }
            contents.rename(path, to: nil)
        }
    }

    public func moveItem(_ source: String, to destination: String) throws {
        try storage.withLock { contents in
            guard contents.files[source] != nil || contents.isFolder(source) else { throw FileSystemError(path: source, reason: "no such file or folder") }
            guard !contents.isFolder(destination) else { throw FileSystemError(path: destination, reason: "already exists") }
            contents.rename(destination, to: nil)
            contents.rename(source, to: destination)
        }
    }

    public func exchange(_ first: String, _ second: String) -> Bool {
        storage.withLock { contents in
            let aside = first + "\u{0}exchange"
            contents.rename(first, to: aside)
            contents.rename(second, to: first)
            contents.rename(aside, to: second)
            return true
        }
    }

    /// The same bytes under a second name, with the same stamp, as a hard link has.
    public func link(_ existing: String, at path: String) -> Bool {
        storage.withLock { contents in
            guard let data = contents.files[existing], contents.files[path] == nil, contents.isFolder(Contents.parent(of: path)) else { return false }
            contents.files[path] = data
            contents.stamps[path] = contents.stamps[existing]
            return true
        }
    }

    private struct Contents {
        var files: [String: Data]
        /// Folders made explicitly; a file's parents are folders too.
        var folders: Set<String> = ["/"]
        var stamps: [String: FileStamp] = [:]
        var generation: UInt64 = 0

        static func prefix(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }

        static func parent(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
            return String(path[..<slash])
        }

        func isFolder(_ path: String) -> Bool {
            let prefix = Self.prefix(path)
            return folders.contains(path) || path == "/" || files.keys.contains { $0.hasPrefix(prefix) } || folders.contains { $0.hasPrefix(prefix) }
        }

        /// Moves a file or a folder's whole contents to `destination`; nil removes them.
        mutating func rename(_ source: String, to destination: String?) {
            let prefix = Self.prefix(source)
            func moved(_ key: String) -> String? {
                guard let destination else { return nil }
                return key == source ? destination : destination + "/" + key.dropFirst(prefix.count)
            }
            for key in Array(files.keys) where key == source || key.hasPrefix(prefix) {
                let data = files.removeValue(forKey: key), stamp = stamps.removeValue(forKey: key)
                if let target = moved(key) { files[target] = data; stamps[target] = stamp }
            }
            for key in Array(folders) where key == source || key.hasPrefix(prefix) {
                folders.remove(key)
                if let target = moved(key) { folders.insert(target) }
            }
        }
    }

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var contents: Contents

        init(files: [String: Data]) { contents = Contents(files: files) }

        private init(contents: Contents) { self.contents = contents }

        func withLock<Result>(_ body: (inout Contents) throws -> Result) rethrows -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&contents)
        }

        func copy() -> Storage { Storage(contents: withLock { $0 }) }
    }
}
