import Foundation

/// `styleguide init --from SOURCE [DIR]`: makes DIR, a design system's repository, a style-guide
/// project. Writes only what is missing: `styleguide.json` (the tokens, the appearance modifier, a
/// guessed `map`, the contrast pairs of the mapped slots) and `docs/index.md`. Never overwrites.
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
        /// For a written resolver: how its values compare with the source's, in words.
        public var comparison: String?
    }

    public func run(source: String, directory: String, diagnostics: inout DiagnosticBag) -> Result? {
        let root = PathNormalizer.absolute(directory)
        let named = PathNormalizer.absolute(source)
        guard named == root || named.hasPrefix(root + "/") else {
            diagnostics.append(.error(.ioOutsideProject, "`\(source)` is not inside `\(directory)`: the tokens must be part of the project; run `styleguide init --from` in the design system's folder, or pass it as DIR"))
            return nil
        }
        guard let sourcePath = onlySource(named, root: root, diagnostics: &diagnostics) else { return nil }
        guard let project = TokenSource(fileSystem: fileSystem).load(sourcePath, projectRoot: root, diagnostics: &diagnostics), !diagnostics.hasErrors else { return nil }
        let catalog: ComponentCatalog
        do {
            catalog = try ComponentCatalog(files: .defaults)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let guess = MappingGuess.guess(project, catalog: catalog)
        var tokens = sourcePath == root ? "." : String(sourcePath.dropFirst(root.count + 1))
        var files = ["docs/index.md": Self.home(project)]
        var assumptions: [String] = []
        // A Figma export or a Tokens Studio project is written as a resolver, and the config names that.
        let name = CSSNaming.kebab((sourcePath as NSString).lastPathComponent)
        let resolverPath = "tokens/\(name).resolver.json"
        var writesResolver = false
        if let export = figmaExport(at: sourcePath, root: root) {
            tokens = resolverPath
            files[tokens] = export.resolverJSON(in: root + "/tokens")
            assumptions = export.assumptions
            writesResolver = true
        } else if let studio = tokensStudioOutput(at: sourcePath, root: root, resolverPath: root + "/" + resolverPath, setsFolder: root + "/tokens/" + name) {
            tokens = resolverPath
            for file in studio.files { files[file.path] = file.text }
            assumptions = studio.assumptions
            writesResolver = true
        }
        let config = Self.config(tokens: tokens, project: project, guess: guess)
        files["styleguide.json"] = config
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
        if writesResolver { result.comparison = comparison(project, resolver: root + "/" + resolverPath, root: root) }
        return result
    }

    /// The token source a named folder (a repository's root, say) holds: the one found in it, or
    /// its own files beside sources nested deeper; several side by side are listed with the
    /// command that names one. A file is its own source.
    private func onlySource(_ path: String, root: String, diagnostics: inout DiagnosticBag) -> String? {
        guard fileSystem.isDirectory(path), !TokensStudioProject.isFolder(path, fileSystem: fileSystem) else { return path }
        guard let found = TokenSources(fileSystem: fileSystem, boundary: root).find(in: path, diagnostics: &diagnostics) else { return nil }
        let shown = path == root ? "." : PathNormalizer.display(path, under: root)
        var notes = DiagnosticBag()  // which of several the folder's own files are: said when building
        guard found.count > 1, !found.contains(where: { $0.path == path || $0.path == path + "/tokens" }) else {
            return TokenSources.named(found, folder: path, shown: shown, diagnostics: &notes)?.path
        }
        let inside = shown == "." ? "" : shown + "/"
        _ = TokenSources.single(found, in: shown == "." ? "the folder" : shown, naming: { "`styleguide init --from \(inside)\($0)`" }, diagnostics: &diagnostics)
        return nil
    }

    private func tokensStudioOutput(at path: String, root: String, resolverPath: String, setsFolder: String) -> TokensStudioResolverWriter.Output? {
        guard fileSystem.isDirectory(path), TokensStudioProject.isFolder(path, fileSystem: fileSystem),
              let listing = try? fileSystem.listFiles(under: path, within: root) else { return nil }
        let project = TokensStudioProject(storage: .folder(path: path, files: listing.files, read: { [fileSystem] in try fileSystem.readFile($0, within: root) }),
                                          loader: TokenDocumentLoader(dialect: .tokensStudio))
        var again = DiagnosticBag()  // the load before reported them
        guard let document = project.document(diagnostics: &again) else { return nil }
        return TokensStudioResolverWriter(document: document, folder: path, setsFolder: setsFolder).output(resolverPath: resolverPath, root: root)
    }

    /// How the written resolver's values compare with the source's, in words.
    private func comparison(_ source: TokenProject, resolver path: String, root: String) -> String {
        var found = DiagnosticBag()
        guard let written = TokenSource(fileSystem: fileSystem).load(path, projectRoot: root, diagnostics: &found), !found.hasErrors else {
            return "the written resolver does not load: " + (found.sorted.first { $0.severity == .error }?.description ?? "")
        }
        var differences: [String] = []
        var compared = 0
        for permutation in source.permutations {
            guard let other = written.permutations.first(where: { $0.inputs == permutation.inputs }) else {
                differences.append("no permutation \(permutation.label) in the resolver")
                continue
            }
            for token in permutation.tokens.tokens {
                compared += 1
                if other.tokens[token.name]?.value != token.value { differences.append("\(token.name) in \(permutation.label)") }
            }
        }
        guard !differences.isEmpty else {
            return "the written resolver gives the same values: \(compared) token values in \(source.permutations.count) permutations compared"
        }
        return "the written resolver differs in \(differences.count) of \(compared) values: " + differences.prefix(5).joined(separator: ", ") + (differences.count > 5 ? ", ..." : "")
    }

    private func figmaExport(at path: String, root: String) -> FigmaVariablesExport? {
        guard fileSystem.isDirectory(path), let listing = try? fileSystem.listFiles(under: path, within: root) else { return nil }
        return FigmaVariablesExport(files: listing.files, in: path)
    }

    static func config(tokens: String, project: TokenProject, guess: MappingGuess) -> String {
        var members: [(String, JSONValue)] = [("tokens", .string(tokens))]
        if let appearance = project.modifiers.first(where: { $0.contexts.contains("light") && $0.contexts.contains("dark") }) {
            members.append(("appearance", .string(appearance.name)))
        }
        members.append(("map", .object(guess.entries.map { entry in
            switch entry.target {
            case .token(let token): (entry.slot, .string(token))
            case .members(let parts): (entry.slot, .object(parts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
            }
        })))
        let pairs = guess.contrastPairs.map { JSONValue.object([("foreground", .string($0.foreground)), ("background", .string($0.background))]) }
        if !pairs.isEmpty { members.append(("contrast", .object([("level", .string("AA")), ("pairs", .array(pairs))]))) }
        return JSONWriter.write(.object(members), sortKeys: false)
    }

    static func home(_ project: TokenProject) -> String {
        let title = project.name ?? "Design system"
        return "---\ntitle: \(title)\n---\n\n# \(title)\n\n" + (project.description.map { $0 + "\n\n" } ?? "")
            + "The components, at every text size and in every permutation of the tokens, and the tokens themselves.\n"
    }
}
