import Foundation

/// Finds the previous build's cache in a site folder and decides whether it
/// may be used.
enum BuildCacheStore {
    /// The cache in `siteFolder` when it was written by this `tool` and is
    /// intact. No folder or no cache file: nil, silently (a first build).
    /// Anything else unusable: nil and a warning saying why; every page is
    /// then rendered, as with `--clean`.
    static func load(siteFolder: String, tool: String, display: String) -> (cache: BuildCache?, warning: Diagnostic?) {
        let path = siteFolder + "/" + BuildCache.fileName
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        let problem: BuildCacheProblem
        do throws(BuildCacheProblem) {
            guard let data = FileManager.default.contents(atPath: path) else { throw .corrupt("it cannot be read") }
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
}
