/// Finds and loads the tokens a command works on: PATH may be a `*.resolver.json`, a token
/// file, or a folder holding exactly one token source (`TokenSources`).
public struct TokenSource: Sendable {
    public var fileSystem: FileSystem
    /// What the previous load left, while serving.
    public var memory: TokenMemory?
    /// Whether a folder's layout gives its themes (the config's `layoutThemes`).
    public var readsLayout = true

    public init(fileSystem: FileSystem = LocalFileSystem(), memory: TokenMemory? = nil) {
        self.fileSystem = fileSystem
        self.memory = memory
    }

    /// Loads and resolves every permutation. Diagnostics name files relative
    /// to `displayRoot` (the current folder by default) where they are inside it.
    /// Symbolic links are followed only inside `projectRoot` (default: the
    /// project folder when PATH is one, else the tokens' own folder).
    public func load(_ path: String, displayRoot: String = PathNormalizer.absolute("."),
                     projectRoot: String? = nil, diagnostics: inout DiagnosticBag) -> TokenProject? {
        let tokens = PathNormalizer.absolute(path)
        guard fileSystem.fileExists(tokens) else {
            diagnostics.append(.error(.ioNotFound, "no such file or folder: \(path)"))
            return nil
        }
        return reporting(under: displayRoot, into: &diagnostics) { found in
            // A `$ref` may reach anywhere in the project (a resolver in tokens/ naming ../figma/Color.Light.json).
            let root = projectRoot ?? (fileSystem.isDirectory(tokens) ? tokens : ProjectPaths.directory(of: tokens))
            return loadTokens(at: tokens, shown: path, fileSystem: fileSystem, root: root, linkBoundary: projectRoot, memory: memory, readsLayout: readsLayout, diagnostics: &found)
        }
    }

    /// Loads one source found by `TokenSources` in `projectRoot`, with the others found with it
    /// (which lend it tokens where they lie inside its folder).
    public func load(_ source: FoundSource, others: [FoundSource] = [], displayRoot: String = PathNormalizer.absolute("."), projectRoot: String,
                     diagnostics: inout DiagnosticBag) -> TokenProject? {
        reporting(under: displayRoot, into: &diagnostics) { found in
            var resolver = Resolver(fileSystem: fileSystem, root: projectRoot)
            resolver.memory = memory
            resolver.readsLayout = readsLayout
            found.append(contentsOf: TokenSources.notes(for: source))
            return resolver.load(source, others: others.filter { $0 != source }, diagnostics: &found)
        }
    }

    /// `load`'s diagnostics with their files named relative to `displayRoot`.
    private func reporting(under displayRoot: String, into diagnostics: inout DiagnosticBag,
                           _ load: (inout DiagnosticBag) -> TokenProject?) -> TokenProject? {
        var found = DiagnosticBag()
        let project = load(&found)
        found.displayFiles { PathNormalizer.display($0, under: displayRoot) }
        diagnostics.append(contentsOf: found.all)
        return project
    }
}
