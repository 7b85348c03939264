import Foundation

/// Finds the token sources under a folder, as a user points the tool at a design system's
/// repository: every JSON file is looked at (build outputs, dependencies and hidden folders
/// are not entered), and the files are grouped into sources:
///
/// 1. a resolver is a source, and every file in its folder belongs to it;
/// 2. a folder with Tokens Studio's `$themes.json` or `$metadata.json` is one, with everything in it;
/// 3. a file holding Tokens Studio's sets with `$themes` or `$metadata` is one;
/// 4. the other token files form one source per token folder: the outermost folder named like
///    one (`tokens`, `design-tokens`, `properties`...) above them, else their own folder.
struct SourceDiscovery {
    let fileSystem: FileSystem
    /// Symbolic links are followed only inside this folder.
    let boundary: String
    /// Folders never entered (besides hidden ones): dependencies, build outputs, caches.
    var pruned: Set<String> = ["node_modules", "dist", "build", "out", "coverage", "__snapshots__", "vendor", "Pods", "DerivedData", "target", "site"]

    init(fileSystem: FileSystem, boundary: String) {
        self.fileSystem = fileSystem
        self.boundary = boundary
    }

    /// Folder names that hold a design system's token files.
    static func isTokenFolderName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["tokens", "token", "design-tokens", "designtokens", "properties"].contains(lower)
            || lower.hasSuffix("-tokens") || lower.hasSuffix("_tokens")
    }

    /// The sources under `root`, in path order, and the symbolic links not followed there.
    /// Files a resolver or a Tokens Studio project claims by its place are not read.
    func sources(under root: String) throws -> (sources: [FoundSource], listing: FileListing) {
        let listing = try fileSystem.listFiles(under: root, within: boundary, pruning: pruned)
        // Sites and packages this tool wrote, wherever they were put.
        let markers: Set<String> = [OutputFolderPolicy.markerName, OutputFolderPolicy.packageMarkerName]
        let sites = listing.files.filter { markers.contains(($0 as NSString).lastPathComponent) }.map(ProjectPaths.directory(of:))
        let candidates = listing.files.filter { !isHidden($0, under: root) && TokenFileRole.isCandidate($0) && !Self.isInside($0, any: sites) }
        let named = candidates.map { (path: $0, role: TokenFileRole.byName($0)) }
        let claimed = Self.claimedFolders(named)
        let unclaimed = named.filter { $0.role == nil && !Self.isInside(ProjectPaths.directory(of: $0.path), any: claimed) }.map(\.path)
        let roles = unclaimed.concurrentMap { path -> TokenFileRole in
            guard let data = try? fileSystem.readFile(path, within: boundary) else { return .unparsable }
            return TokenFileRole.of(path, data: data)
        }
        let known = named.compactMap { file in file.role.map { (file.path, $0) } }
        return (group(known + Array(zip(unclaimed, roles)), under: root), listing)
    }

    /// Folders of resolvers and Tokens Studio projects, known by their files' names.
    private static func claimedFolders(_ files: [(path: String, role: TokenFileRole?)]) -> [String] {
        files.filter { $0.role == .resolver || $0.role == .tokensStudioControl }.map { ProjectPaths.directory(of: $0.path) }
    }

    private func isHidden(_ path: String, under root: String) -> Bool {
        path.dropFirst(root.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private func group(_ files: [(path: String, role: TokenFileRole)], under root: String) -> [FoundSource] {
        var sources: [FoundSource] = []
        // Folders whose whole content belongs to a resolver or a Tokens Studio project.
        var claimed: [String] = []
        for (path, role) in files where role == .resolver {
            sources.append(FoundSource(kind: .resolver, path: path, name: Self.name(path, under: root)))
            claimed.append(ProjectPaths.directory(of: path))
        }
        let studioFolders = Set(files.filter { $0.role == .tokensStudioControl }.map { ProjectPaths.directory(of: $0.path) })
        for folder in studioFolders.sorted() where !Self.isInside(folder, any: claimed) {
            sources.append(FoundSource(kind: .tokensStudioFolder, path: folder, name: Self.name(folder, under: root)))
            claimed.append(folder)
        }
        var byFolder: [String: [String]] = [:]
        var unread: [UnreadFile] = []
        let holdingTokens = Set(files.filter { $0.role == .tokens }.map { ProjectPaths.directory(of: $0.path) })
        for (path, role) in files where !Self.isInside(ProjectPaths.directory(of: path), any: claimed) {
            switch role {
            case .tokensStudioSingleFile:
                sources.append(FoundSource(kind: .tokensStudioFile, path: path, name: Self.name(path, under: root)))
            case .tokens:
                byFolder[tokenFolder(of: path, under: root, holdingTokens: holdingTokens), default: []].append(path)
            case .unparsable where path.contains(".tokens.") || Self.isBesideTokens(path, under: root, holdingTokens: holdingTokens):
                byFolder[tokenFolder(of: path, under: root, holdingTokens: holdingTokens), default: []].append(path)
            case .plainValues where !(path as NSString).lastPathComponent.hasPrefix("_") && Self.isBesideTokens(path, under: root, holdingTokens: holdingTokens):
                byFolder[tokenFolder(of: path, under: root, holdingTokens: holdingTokens), default: []].append(path)
            case .plainValues, .noTokens:
                unread.append(UnreadFile(path: path, reason: "it holds no token"))
            case .placeholder:
                unread.append(UnreadFile(path: path, reason: "every token in it has an empty value: a template, not a design system"))
            case .unparsable, .resolver, .tokensStudioControl:
                break
            }
        }
        for (folder, paths) in byFolder {
            var source = FoundSource(kind: .tokenFiles(paths.sorted()), path: folder, name: Self.name(folder, under: root))
            source.unread = unread.filter { $0.path.hasPrefix(folder + "/") }
            sources.append(source)
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// The outermost folder named like a token folder above `path` (below or at `root`), else
    /// the outermost folder above it that holds token files itself.
    private func tokenFolder(of path: String, under root: String, holdingTokens: Set<String>) -> String {
        if Self.isTokenFolderName((root as NSString).lastPathComponent) { return root }
        var folder = root
        var outermostHolding: String? = holdingTokens.contains(root) ? root : nil
        for part in path.dropFirst(root.count).split(separator: "/").dropLast() {
            folder += "/" + part
            if Self.isTokenFolderName(String(part)) { return folder }
            if outermostHolding == nil, holdingTokens.contains(folder) { outermostHolding = folder }
        }
        return outermostHolding ?? ProjectPaths.directory(of: path)
    }

    /// Whether a file lies where tokens are kept: in or below a token folder or a folder holding token files.
    private static func isBesideTokens(_ path: String, under root: String, holdingTokens: Set<String>) -> Bool {
        var folder = ProjectPaths.directory(of: path)
        while folder.hasPrefix(root) {
            if holdingTokens.contains(folder) || isTokenFolderName((folder as NSString).lastPathComponent) { return true }
            guard folder != root else { break }
            folder = ProjectPaths.directory(of: folder)
        }
        return false
    }

    static func isInside(_ folder: String, any folders: [String]) -> Bool {
        folders.contains { PathNormalizer.isSameOrInside(folder, $0) }
    }

    static func name(_ path: String, under root: String) -> String {
        path == root ? "." : PathNormalizer.display(path, under: root)
    }
}
