/// Finds and loads the tokens a command works on: PATH may be a
/// `*.resolver.json`, a `*.tokens.json`, or a project folder (whose
/// `tokens/` folder, or the folder itself, holds the files).
public struct TokenSource: Sendable {
    public var fileSystem: FileSystem
    /// What the previous load left, while serving.
    public var memory: TokenMemory?

    public init(fileSystem: FileSystem = LocalFileSystem(), memory: TokenMemory? = nil) {
        self.fileSystem = fileSystem
        self.memory = memory
    }

    /// The file or folder the tokens are read from, absolute.
    public func tokenPath(for path: String) -> String {
        let absolute = PathNormalizer.absolute(path)
        guard fileSystem.isDirectory(absolute) else { return absolute }
        let conventional = absolute + "/tokens"
        return fileSystem.isDirectory(conventional) ? conventional : absolute
    }

    /// Loads and resolves every permutation. Diagnostics name files relative
    /// to `displayRoot` (the current folder by default) where they are inside it.
    /// Symbolic links are followed only inside `projectRoot` (default: the
    /// project folder when PATH is one, else the tokens' own folder).
    public func load(_ path: String, displayRoot: String = PathNormalizer.absolute("."),
                     projectRoot: String? = nil, diagnostics: inout DiagnosticBag) -> TokenProject? {
        let tokens = tokenPath(for: path)
        guard fileSystem.fileExists(tokens) else {
            diagnostics.append(.error(.ioNotFound, "no such file or folder: \(path)"))
            return nil
        }
        let root = fileSystem.isDirectory(tokens) ? tokens : ProjectPaths.directory(of: tokens)
        let folder = PathNormalizer.absolute(path)
        let boundary = projectRoot ?? (tokens.hasPrefix(folder + "/") ? folder : nil)
        var found = DiagnosticBag()
        // A `$ref` may reach anywhere in the project (a resolver in tokens/ naming ../figma/Color.Light.json).
        let project = loadTokens(at: tokens, fileSystem: fileSystem, root: boundary ?? root, linkBoundary: boundary,
                                 memory: memory, diagnostics: &found)
        found.displayFiles { PathNormalizer.display($0, under: displayRoot) }
        diagnostics.append(contentsOf: found.all)
        return project
    }
}
