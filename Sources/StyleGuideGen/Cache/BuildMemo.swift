import Foundation

/// Everything a build may reuse from the one before it, in one place: the pages it wrote (with
/// the manifest that says whether anything changed), its token load from disk, and while serving
/// the token memory. A step handed no memo computes everything.
struct BuildMemo: Sendable {
    /// While serving: what the last token load left, so a rebuild redoes only the tokens an edit reaches.
    var tokenMemory: TokenMemory?
    /// The last build's pages, fingerprinted, and its manifest.
    var pages: BuildCache?
    /// The last build's token load, from disk.
    var lastTokenLoad: TokenLoadCache?
    /// Why a part of the last build could not be reused.
    var warnings: [Diagnostic] = []

    /// Whether `diagnostic` says why this memo could not be reused (whatever level the policy gave it).
    func isOwnWarning(_ diagnostic: Diagnostic) -> Bool {
        warnings.contains { $0.code == diagnostic.code && $0.message == diagnostic.message }
    }

    /// Nothing to reuse.
    init(tokenMemory: TokenMemory? = nil) { self.tokenMemory = tokenMemory }

    /// What the last build left for this one (nothing with `--clean`).
    init(_ options: BuildOptions, tokenMemory: TokenMemory?, fileSystem: FileSystem) {
        self.tokenMemory = tokenMemory
        guard !options.clean else { return }
        let display = options.layout.display
        let pages = BuildCacheStore.load(options.cacheFile, tool: ToolIdentity.current, display: display(options.cacheFile), fileSystem: fileSystem)
        // While serving, the token memory does this job better.
        let tokens = tokenMemory != nil ? (cache: nil, warning: nil)
            : TokenLoadCacheStore.load(options.tokenLoadCacheFile, key: TokenLoadCache.key(tokens: options.layout.tokens, root: options.layout.root),
                                       display: display(options.tokenLoadCacheFile), fileSystem: fileSystem)
        self.pages = pages.cache
        lastTokenLoad = tokens.cache
        warnings = [pages.warning, tokens.warning].compactMap { $0 }
    }

    /// The last build's manifest when nothing the site is made from has changed since (the build
    /// can stop before loading anything). Never with `--swift`: the package is written from the tokens.
    func upToDate(_ options: BuildOptions, fileSystem: FileSystem) -> InputManifest? {
        guard options.swiftPackage == nil, let pages, let manifest = pages.manifest,
              manifest.holds(for: options, pages: pages.entries, fileSystem: fileSystem) else { return nil }
        return manifest
    }

    /// The last token load, when it loaded the same tokens and every answer it got still holds.
    func tokenLoad(key: String, asking fileSystem: FileSystem) -> TokenLoadCache? {
        guard let previous = lastTokenLoad, previous.key == key, previous.holds(asking: fileSystem) else { return nil }
        return previous
    }

    /// Saves the page cache and the encoded token load, if any, after the site is in place; a
    /// failure only costs the next build its reuse, so it comes back as a warning.
    static func save(_ pages: BuildCache, tokenLoad: Data?, options: BuildOptions, fileSystem: FileSystem) -> [Diagnostic] {
        let display = options.layout.display
        let pagesWarning = BuildCacheStore.save(pages, to: options.cacheFile, display: display(options.cacheFile), fileSystem: fileSystem)
        let tokensWarning = tokenLoad.flatMap {
            TokenLoadCacheStore.save($0, to: options.tokenLoadCacheFile, display: display(options.tokenLoadCacheFile), fileSystem: fileSystem)
        }
        return [pagesWarning, tokensWarning].compactMap { $0 }
    }
}
