import Foundation

/// Reads the last token load for a build and saves the new one after it.
enum TokenLoadCacheStore {
    /// The cached load for `key`, if the file holds one. Another tool's or another project's load
    /// is not used, silently (the next save replaces it); a damaged one is reported and not used.
    static func load(_ path: String, key: String, display: String, fileSystem: FileSystem) -> (cache: TokenLoadCache?, warning: Diagnostic?) {
        guard fileSystem.fileExists(path) else { return (nil, nil) }
        guard let data = try? fileSystem.readFile(path) else {
            return (nil, .warning(.outputCacheIgnored, "the token cache `\(display)` cannot be read; loading the tokens afresh", subject: display))
        }
        switch TokenLoadCache.decode(data, key: key) {
        case .usable(let cache): return (cache, nil)
        case .otherKey: return (nil, nil)
        case .damaged: return (nil, .warning(.outputCacheIgnored, "the token cache `\(display)` is damaged; loading the tokens afresh and replacing it", subject: display))
        }
    }

    /// Saves an encoded load (`TokenLoadCache.encoded`). A failure only costs the next build its
    /// reuse, so it is a warning.
    static func save(_ encoded: Data, to path: String, display: String, fileSystem: FileSystem) -> Diagnostic? {
        do {
            try BuildCacheStore.replace(path, with: encoded, fileSystem: fileSystem)
            return nil
        } catch {
            return .warning(.outputCacheIgnored, "cannot save the token cache `\(display)` (\(WriteFailure.describe(error))); the next build loads the tokens afresh", subject: display)
        }
    }
}
