import Foundation

/// Passes reads through to another file system and remembers what was read, with a content
/// hash (the inputs section of `report.json`), and every question asked with its answer (so
/// the next build can tell, by asking again, that nothing it would read has changed).
public final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    /// The file system asked, unrecorded.
    let base: FileSystem
    private let lock = NSLock()
    private var hashes: [String: String] = [:]
    private var answered: [String: String] = [:]

    public init(_ base: FileSystem) { self.base = base }

    public func readFile(_ path: String) throws -> Data {
        let data: Data
        do {
            data = try base.readFile(path)
        } catch {
            record(.read(path), FileQuery.unreadable)
            throw error
        }
        let hash = FileQuery.answer(read: data)
        lock.withLock {
            hashes[path] = hash
            answered[FileQuery.read(path).key] = hash
        }
        return data
    }

    public func fileExists(_ path: String) -> Bool { recorded(.exists(path), base.fileExists(path)) }
    public func isDirectory(_ path: String) -> Bool { recorded(.isDirectory(path), base.isDirectory(path)) }
    public func filesRecursively(under path: String) throws -> [String] {
        do {
            let files = try base.filesRecursively(under: path)
            record(.walk(path), FileQuery.answer(files: files, skipped: []))
            return files
        } catch {
            record(.walk(path), "unlistable")
            throw error
        }
    }
    public func listFiles(under path: String, within boundary: String, pruning: Set<String>) throws -> FileListing {
        do {
            let listing = try base.listFiles(under: path, within: boundary, pruning: pruning)
            record(.list(path, within: boundary, pruning: pruning), FileQuery.answer(files: listing.files, skipped: listing.skippedLinks))
            return listing
        } catch {
            record(.list(path, within: boundary, pruning: pruning), "unlistable")
            throw error
        }
    }
    public func escapingLink(of path: String, within boundary: String) -> SkippedLink? {
        let link = base.escapingLink(of: path, within: boundary)
        record(.link(path, within: boundary), link.map(FileQuery.answer(link:)) ?? "none")
        return link
    }

    /// Records questions asked elsewhere, with their answers, as if asked here (a read answered by
    /// its hash counts as a file read): a cached load whose answers all still hold was, in effect,
    /// done again.
    func adopt(_ answers: [String: String]) {
        lock.withLock {
            for (key, answer) in answers {
                answered[key] = answer
                if case .read(let path)? = FileQuery(key: key), answer != FileQuery.unreadable { hashes[path] = answer }
            }
        }
    }

    private func record(_ query: FileQuery, _ answer: String) { lock.withLock { answered[query.key] = answer } }

    private func recorded(_ query: FileQuery, _ answer: Bool) -> Bool {
        record(query, answer ? "yes" : "no")
        return answer
    }

    /// Every question asked so far (by `FileQuery` key) -> its answer.
    public var answers: [String: String] { lock.withLock { answered } }

    public func contentsOfDirectory(_ path: String) throws -> [String] { try base.contentsOfDirectory(path) }
    public func stamp(of path: String) -> FileStamp? { base.stamp(of: path) }
    public func writeFile(_ data: Data, to path: String) throws { try base.writeFile(data, to: path) }
    public func writeNewFile(_ data: Data, to path: String) throws { try base.writeNewFile(data, to: path) }
    public func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    public func removeItem(_ path: String) throws { try base.removeItem(path) }
    public func moveItem(_ source: String, to destination: String) throws { try base.moveItem(source, to: destination) }
    public func exchange(_ first: String, _ second: String) -> Bool { base.exchange(first, second) }
    public func link(_ existing: String, at path: String) -> Bool { base.link(existing, at: path) }

    /// Every file read so far -> its SHA-256, sorted by path.
    public var readFiles: [(path: String, sha256: String)] {
        lock.withLock { hashes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }
}
