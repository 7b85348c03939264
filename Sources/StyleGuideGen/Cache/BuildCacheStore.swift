import Foundation

/// Finds the previous build's cache and decides whether it may be used; saves the new one.
enum BuildCacheStore {
    /// The cache at `path` when it was written by this `tool` and is intact. No cache file:
    /// nil, silently (a first build). Anything else unusable: nil and a warning saying why;
    /// every page is then rendered, as with `--clean`.
    static func load(_ path: String, tool: String, display: String, fileSystem: FileSystem) -> (cache: BuildCache?, warning: Diagnostic?) {
        guard fileSystem.fileExists(path) else { return (nil, nil) }
        let problem: BuildCacheProblem
        do throws(BuildCacheProblem) {
            guard let data = try? fileSystem.readFile(path) else { throw .corrupt("it cannot be read") }
            let cache = try BuildCache.decode(data, file: display)
            guard cache.tool == tool else { throw .foreign("it was written by \(cache.tool), not \(tool)") }
            return (cache, nil)
        } catch {
            problem = error
        }
        let reason: String
        switch problem {
        case .corrupt(let detail): reason = "is corrupt (\(detail))"
        case .foreign(let detail): reason = "is not this build's (\(detail))"
        }
        return (nil, .warning(.outputCacheIgnored, "the build cache `\(display)` \(reason); ignoring it and rendering every page", subject: display))
    }

    /// Writes the cache after the site is in place (written beside, then renamed over the old one);
    /// a failure only costs the next build its reuse, so it is a warning.
    static func save(_ cache: BuildCache, to path: String, display: String, fileSystem: FileSystem) -> Diagnostic? {
        do {
            try replace(path, with: cache.encoded(), fileSystem: fileSystem)
            return nil
        } catch {
            return .warning(.outputCacheIgnored, "cannot save the build cache `\(display)` (\(WriteFailure.describe(error))); the next build renders every page", subject: display)
        }
    }

    /// Writes `data` beside `path`, then renames it over: a reader never sees half a cache.
    static func replace(_ path: String, with data: Data, fileSystem: FileSystem) throws {
        try fileSystem.createDirectory((path as NSString).deletingLastPathComponent)
        let written = path + ".new"
        try fileSystem.writeFile(data, to: written)
        try fileSystem.moveItem(written, to: path)
    }
}
