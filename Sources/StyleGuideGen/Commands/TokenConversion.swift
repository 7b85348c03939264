import Foundation

/// `styleguide convert SOURCE`: a Tokens Studio project or a Figma variables export written as DTCG
/// 2025.10 token files and a `*.resolver.json`, for a team that migrates to the standard format.
/// Only new files are written; the written resolver is then loaded and compared value by value
/// with the source, and a conversion that does not give the same values fails.
public struct TokenConversion: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = LocalFileSystem()) { self.fileSystem = fileSystem }

    public struct Result: Sendable {
        /// Relative paths written, from the project folder.
        public var written: [String]
        /// What reading the source assumed (a Figma export's modes), in words.
        public var assumptions: [String]
        public var roundTrip: RoundTrip
    }

    /// How the written resolver's values compare with the source's.
    public struct RoundTrip: Sendable {
        public var compared = 0
        public var permutations = 0
        /// Source permutations the written resolver has no permutation for, by label.
        public var missing: [String] = []
        /// `token in permutation` for each value that differs.
        public var differences: [String] = []
        /// Why the written resolver could not be compared at all.
        public var problem: String?

        public var passed: Bool { problem == nil && missing.isEmpty && differences.isEmpty && compared > 0 }

        public var description: String {
            if let problem { return "the written resolver does not load: \(problem)" }
            if passed { return "the written resolver gives the same values: \(compared) token values in \(permutations) permutations compared" }
            if compared == 0 && differences.isEmpty && missing.isEmpty { return "the written resolver has no permutation of the source to compare" }
            let failures = missing.map { "no permutation \($0) in the resolver" } + differences
            return "the written resolver differs in \(failures.count) of \(compared + missing.count) comparisons: "
                + failures.prefix(5).joined(separator: ", ") + (failures.count > 5 ? ", and \(failures.count - 5) more" : "")
        }
    }

    /// The files of the source at `source` (inside `root`) written into `directory` (inside `root`).
    public func run(source: String, into directory: String, root: String, diagnostics: inout DiagnosticBag) -> Result? {
        let rootPath = PathNormalizer.absolute(root), sourcePath = PathNormalizer.absolute(source)
        let name = CSSNaming.kebab((sourcePath as NSString).lastPathComponent)
        let target = PathNormalizer.absolute(directory)
        let resolverPath = target + "/\(name).resolver.json"
        guard let converted = files(of: sourcePath, root: rootPath, resolverPath: resolverPath, setsFolder: target + "/" + name) else {
            diagnostics.append(.error(.ioUnreadable, "`\(source)` is not a Tokens Studio project or a Figma variables export: nothing to convert (DTCG files and resolvers are read as they are)"))
            return nil
        }
        guard let project = TokenSource(fileSystem: fileSystem).load(sourcePath, projectRoot: rootPath, diagnostics: &diagnostics), !diagnostics.hasErrors else { return nil }
        if let existing = converted.files.map(\.path).first(where: { fileSystem.fileExists(rootPath + "/" + $0) }) {
            diagnostics.append(.error(.outputRefused, "`\(existing)` exists: convert writes only new files; choose another folder with --out"))
            return nil
        }
        for file in converted.files {
            let path = rootPath + "/" + file.path
            do {
                try fileSystem.createDirectory((path as NSString).deletingLastPathComponent)
                try fileSystem.writeNewFile(Data(file.text.utf8), to: path)
            } catch {
                diagnostics.append(.error(.outputWriteFailed, "cannot write \(file.path): \(error)"))
                return nil
            }
        }
        return Result(written: converted.files.map(\.path), assumptions: converted.assumptions,
                      roundTrip: compare(project, resolver: resolverPath, root: rootPath))
    }

    /// The files to write, relative to `root`, with what reading assumed; nil when the source is
    /// neither format.
    private func files(of path: String, root: String, resolverPath: String, setsFolder: String) -> TokensStudioResolverWriter.Output? {
        guard fileSystem.isDirectory(path), let listing = try? fileSystem.listFiles(under: path, within: root) else { return nil }
        if let export = FigmaVariablesExport(files: listing.files, in: path) {
            let resolver = PathNormalizer.display(resolverPath, under: root)
            return TokensStudioResolverWriter.Output(files: [(resolver, export.resolverJSON(in: (resolverPath as NSString).deletingLastPathComponent))],
                                                     assumptions: export.assumptions)
        }
        guard TokensStudioProject.isFolder(path, fileSystem: fileSystem) else { return nil }
        let project = TokensStudioProject(storage: .folder(path: path, files: listing.files, read: { [fileSystem] in try fileSystem.readFile($0, within: root) }),
                                          loader: TokenDocumentLoader(dialect: .tokensStudio))
        var again = DiagnosticBag()  // the source's load reports them
        guard let document = project.document(diagnostics: &again) else { return nil }
        return TokensStudioResolverWriter(document: document, folder: path, setsFolder: setsFolder).output(resolverPath: resolverPath, root: root)
    }

    /// Every token of every source permutation against the written resolver's permutation with the
    /// same choices; modifiers of one context, which a resolver leaves out, are not choices.
    private func compare(_ source: TokenProject, resolver path: String, root: String) -> RoundTrip {
        var roundTrip = RoundTrip(permutations: source.permutations.count)
        var found = DiagnosticBag()
        guard let written = TokenSource(fileSystem: fileSystem).load(path, projectRoot: root, diagnostics: &found), !found.hasErrors else {
            roundTrip.problem = found.sorted.first { $0.severity == .error }?.description ?? "no tokens"
            return roundTrip
        }
        let single = Set(source.modifiers.filter { $0.contexts.count < 2 }.map(\.name))
        func choices(_ permutation: ResolvedPermutation) -> [ModifierChoice] { permutation.inputs.filter { !single.contains($0.modifier) } }
        for permutation in source.permutations {
            guard let other = written.permutations.first(where: { choices($0) == choices(permutation) }) else {
                roundTrip.missing.append(permutation.label)
                continue
            }
            for token in permutation.tokens.tokens {
                roundTrip.compared += 1
                if other.tokens[token.name]?.value != token.value { roundTrip.differences.append("\(token.name) in \(permutation.label)") }
            }
        }
        return roundTrip
    }
}
