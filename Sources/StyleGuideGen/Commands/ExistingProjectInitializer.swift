import Foundation

/// `styleguide init --from SOURCE [DIR]`: makes DIR, a design system's repository, a style-guide
/// project reading its tokens where they are. Writes only what is missing: `styleguide.json` (the
/// tokens' path, the appearance modifier, a guessed `map`, the contrast pairs of the mapped slots)
/// and `docs/index.md`. Never overwrites.
public struct ExistingProjectInitializer: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = LocalFileSystem()) { self.fileSystem = fileSystem }

    public struct Result: Sendable {
        public var guess: MappingGuess
        /// Relative paths written, and those kept because they exist.
        public var written: [String]
        public var kept: [String]
        /// The config text (written, or to merge by hand when `styleguide.json` exists).
        public var config: String
        /// What reading the source assumed (a Figma export's modes), in words.
        public var assumptions: [String] = []
    }

    public func run(source: String, directory: String, diagnostics: inout DiagnosticBag) -> Result? {
        let root = PathNormalizer.absolute(directory)
        let named = PathNormalizer.absolute(source)
        guard named == root || named.hasPrefix(root + "/") else {
            diagnostics.append(.error(.ioOutsideProject, "`\(source)` is not inside `\(directory)`: the tokens must be part of the project; run `styleguide init --from` in the design system's folder, or pass it as DIR"))
            return nil
        }
        guard let chosen = onlySource(named, root: root, diagnostics: &diagnostics) else { return nil }
        let sourcePath = chosen.path
        // A found source is loaded as the build loads the one it finds (with what lies beside it).
        let reader = TokenSource(fileSystem: fileSystem)
        let read = chosen.found.map { reader.load($0, others: chosen.among, projectRoot: root, diagnostics: &diagnostics) }
            ?? reader.load(sourcePath, projectRoot: root, diagnostics: &diagnostics)
        // Tokens with errors are left out of the load, as a build leaves them out: the rest is guessed from.
        guard let loaded = read else { return nil }
        // Guessed in the permutation the site opens in.
        let project = loaded.lightByDefault(appearanceModifier: nil)
        let catalog: ComponentCatalog
        do {
            catalog = try ComponentCatalog(files: .defaults)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let guess = MappingGuess.guess(project, catalog: catalog)
        // The config points at the source where it is: the team goes on editing it (`convert`
        // writes DTCG copies for those who migrate).
        // The one source the build finds in the project by itself is not named: it is read the same way.
        let tokens = chosen.isTheProjectsOnly(root) ? nil : sourcePath == root ? "." : String(sourcePath.dropFirst(root.count + 1))
        var tokensLayout = ProjectLayout(root: root)
        tokensLayout.tokens = sourcePath
        let title = SystemName.choose(tokenName: project.name, layout: tokensLayout, fileSystem: fileSystem)
        let config = Self.config(tokens: tokens, project: project, guess: guess)
        let files = ["docs/index.md": Self.home(project, title: title), "styleguide.json": config]
        let assumptions = figmaExport(at: sourcePath, root: root)?.assumptions ?? []
        var result = Result(guess: guess, written: [], kept: [], config: config, assumptions: assumptions)
        for path in files.keys.sorted() {
            let target = root + "/" + path
            if fileSystem.fileExists(target) {
                result.kept.append(path)
                continue
            }
            do {
                try fileSystem.createDirectory((target as NSString).deletingLastPathComponent)
                try fileSystem.writeNewFile(Data((files[path] ?? "").utf8), to: target)
                result.written.append(path)
            } catch {
                diagnostics.append(.error(.outputWriteFailed, "cannot write \(path) into \(root): \(error)"))
                return nil
            }
        }
        return result
    }

    /// The token source a named folder (a repository's root, say) holds: the one found in it, or
    /// its own files beside sources nested deeper; several side by side are listed with the
    /// command that names one. A file is its own source.
    private func onlySource(_ path: String, root: String, diagnostics: inout DiagnosticBag) -> ChosenSource? {
        guard fileSystem.isDirectory(path), !TokensStudioProject.isFolder(path, fileSystem: fileSystem) else { return ChosenSource(path: path) }
        guard let found = TokenSources(fileSystem: fileSystem, boundary: root).find(in: path, diagnostics: &diagnostics) else { return nil }
        let shown = path == root ? "." : PathNormalizer.display(path, under: root)
        var notes = DiagnosticBag()  // which of several the folder's own files are: said when building
        guard found.count > 1, !found.contains(where: { $0.path == path || $0.path == path + "/tokens" }) else {
            return TokenSources.named(found, folder: path, shown: shown, diagnostics: &notes).map {
                ChosenSource(path: $0.path, found: $0, among: found, namedFolder: path)
            }
        }
        let inside = shown == "." ? "" : shown + "/"
        _ = TokenSources.single(found, in: shown == "." ? "the folder" : shown, naming: { "`styleguide init --from \(inside)\($0)`" }, diagnostics: &diagnostics)
        return nil
    }

    private func figmaExport(at path: String, root: String) -> FigmaVariablesExport? {
        guard fileSystem.isDirectory(path), let listing = try? fileSystem.listFiles(under: path, within: root) else { return nil }
        return FigmaVariablesExport(files: listing.files, in: path)
    }

    static func config(tokens: String?, project: TokenProject, guess: MappingGuess) -> String {
        var members: [(String, JSONValue)] = tokens.map { [("tokens", .string($0))] } ?? []
        let appearance = AppearanceAxis.detect(in: project.modifiers)?.modifier
        if let appearance { members.append(("appearance", .string(appearance))) }
        // The modifiers pages compare, and the knobs they hold at a default: written when some are held.
        let show = ComparedAxes.show(for: project, appearance: appearance)
        if show.contains(where: { shown in shown.contexts.count < (project.modifiers.first { $0.name == shown.modifier }?.contexts.count ?? 0) }) {
            members.append(("show", .object(show.map { ($0.modifier, .array($0.contexts.map(JSONValue.string))) })))
        }
        members.append(("map", .object(guess.entries.map { entry in
            switch entry.target {
            case .token(let token): (entry.slot, .string(token))
            case .members(let parts): (entry.slot, .object(parts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
            }
        })))
        if let tokens = project.defaultPermutation?.tokens {
            let rules = DynamicTypeGuess.rules(for: tokens)
            if !rules.isEmpty { members.append(("dynamicType", .object(rules.map { ($0.path, $0.json) }))) }
        }
        let pairs = guess.contrastPairs.map { JSONValue.object([("foreground", .string($0.foreground)), ("background", .string($0.background))]) }
        if !pairs.isEmpty { members.append(("contrast", .object([("level", .string("AA")), ("pairs", .array(pairs))]))) }
        return JSONWriter.write(.object(members), sortKeys: false)
    }

    /// `title`: the design system's name (`SystemName`).
    static func home(_ project: TokenProject, title: String?) -> String {
        let title = title ?? "Design system"
        return "---\ntitle: \(title)\n---\n\n# \(title)\n\n" + (project.description.map { $0 + "\n\n" } ?? "")
            + "The components, at every text size and in every permutation of the tokens, and the tokens themselves.\n"
    }
}

/// The source `init --from` makes a project of: a file or folder named, or one a folder's discovery found.
private struct ChosenSource {
    var path: String
    var found: FoundSource?
    var among: [FoundSource] = []
    /// The folder the discovery ran in.
    var namedFolder: String?

    /// Found alone in the project folder: what a build with no `tokens` configured reads.
    func isTheProjectsOnly(_ root: String) -> Bool { found != nil && among.count == 1 && namedFolder == root }
}

