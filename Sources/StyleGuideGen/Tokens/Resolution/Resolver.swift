import Foundation

/// Loads token projects: a `*.resolver.json` with every permutation of its
/// modifiers, or plain token files merged in order as a single permutation.
/// Problems go into the caller's collector, each once however many
/// permutations share it; severities are left for the edge to decide.
public struct Resolver: Sendable {
    public var fileSystem: FileSystem
    /// No `$ref` may reach outside this folder.
    public var root: String
    /// Symbolic links are followed only while they stay inside this folder (default: `root`).
    public var linkBoundary: String?
    /// Refuse resolvers with more permutations than this.
    public var maxPermutations = 4096
    /// The previous load's work, kept while serving; nil resolves from scratch.
    public var memory: TokenMemory?
    /// Whether a folder's layout gives its themes (`"layoutThemes": false` in the config: no).
    public var readsLayout = true

    public init(fileSystem: FileSystem, root: String) {
        self.fileSystem = fileSystem
        self.root = root
    }

    private var loader: TokenDocumentLoader { TokenDocumentLoader(memory: memory) }

    /// Reads and checks a resolver document; nil after an error.
    private func readDocument(at path: String, diagnostics: inout DiagnosticBag) -> ResolverDocument? {
        let data: Data
        do {
            data = try fileSystem.readFile(path, within: linkBoundary ?? root)
        } catch {
            diagnostics.append(.error(.ioUnreadable, "cannot read the resolver file \(path): \(error)"))
            return nil
        }
        // The resolver itself is no token file: read as the JSON it is.
        guard let json = TokenDocumentLoader.parseJSON(data, file: path, diagnostics: &diagnostics) else { return nil }
        var reader = ResolverReader(fileSystem: fileSystem, root: root, loader: loader, resolverPath: path,
                                    linkBoundary: linkBoundary ?? root)
        let document = reader.read(json)
        diagnostics.appendUnique(reader.diagnostics.all)
        return reader.diagnostics.hasErrors ? nil : document
    }

    /// Every permutation of a resolver's modifiers, each resolved.
    public func loadResolver(at path: String, diagnostics: inout DiagnosticBag) -> TokenProject? {
        guard let document = readDocument(at: path, diagnostics: &diagnostics) else { return nil }
        return load(document, at: path, diagnostics: &diagnostics)
    }

    /// Every theme combination of a Tokens Studio project folder (its `files` as listed), each resolved.
    func loadTokensStudio(folder: String, files: [String], diagnostics: inout DiagnosticBag) -> TokenProject? {
        let boundary = linkBoundary ?? root
        let storage = TokensStudioStorage.folder(path: folder, files: files, read: { [fileSystem] in try fileSystem.readFile($0, within: boundary) })
        return loadTokensStudio(storage, at: folder + "/" + TokensStudioProject.themesFile, diagnostics: &diagnostics)
    }

    /// Tokens Studio's single-file sync (the sets, `$themes` and `$metadata` in one file):
    /// `.none` when the file is not one (its own reading then reports what it is).
    func loadTokensStudioFile(_ path: String, diagnostics: inout DiagnosticBag) -> TokenProject?? {
        guard let data = try? fileSystem.readFile(path, within: linkBoundary ?? root),
              ByteSearch.contains("\"$themes\"", in: data) || ByteSearch.contains("\"$metadata\"", in: data) else { return .none }
        var found = DiagnosticBag()
        guard let json = TokenDocumentLoader(dialect: .tokensStudio).parse(data, file: path, diagnostics: &found),
              TokensStudioStorage.isSingleFile(json) else { return .none }
        diagnostics.append(contentsOf: found.all)
        return .some(loadTokensStudio(.singleFile(path: path, document: json), at: path, diagnostics: &diagnostics))
    }

    private func loadTokensStudio(_ storage: TokensStudioStorage, at path: String, diagnostics: inout DiagnosticBag) -> TokenProject? {
        guard let document = TokensStudioProject(storage: storage, loader: TokenDocumentLoader(dialect: .tokensStudio)).document(diagnostics: &diagnostics) else { return nil }
        return load(document, at: path, diagnostics: &diagnostics)
    }

    /// A folder of Figma's `Collection.Mode.json` files, as the resolver it amounts to (noted).
    func loadFigmaExport(_ export: FigmaVariablesExport, diagnostics: inout DiagnosticBag) -> TokenProject? {
        let boundary = linkBoundary ?? root
        let document = export.document { file in
            do {
                return loader.parse(try fileSystem.readFile(file, within: boundary), file: file, diagnostics: &diagnostics)
            } catch {
                diagnostics.append(.error(.ioUnreadable, "cannot read the Figma export file \(file): \(error)"))
                return nil
            }
        }
        diagnostics.append(.note(.resolverFigmaExport, "a Figma variables export, read as a resolver: " + export.assumptions.joined(separator: "; ")
                                 + "; `styleguide convert` writes it as a *.resolver.json", at: SourceLocation(file: export.collections[0].modes[0].file, line: 1, column: 1)))
        return load(document, at: export.folder, diagnostics: &diagnostics)
    }

    private func load(_ document: ResolverDocument, at path: String, diagnostics: inout DiagnosticBag) -> TokenProject? {
        let modifiers = document.modifiers
        var count = 1
        for modifier in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: max(modifier.contexts.count, 1))
            count = overflow ? Int.max : product
        }
        guard count <= maxPermutations else {
            let shown = count == Int.max ? "too many" : String(count)
            diagnostics.append(.error(.resolverTooManyPermutations, "the resolver's modifiers give \(shown) permutations; at most \(maxPermutations) are supported",
                                      at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
        return resolveEveryPermutation(of: document, diagnostics: &diagnostics)
    }

    private func resolveEveryPermutation(of document: ResolverDocument, diagnostics: inout DiagnosticBag) -> TokenProject {
        let modifiers = document.modifiers
        // Each file is collected once, and the files every permutation starts with are merged
        // once; the first permutation resolves whole (or from what it was in the previous build
        // while serving), and the others, across the cores, redo only the tokens their own files reach.
        let previous = memory?.previous(dialect: document.dialect)
        var collecting = CollectedDocuments(document.allDocuments, dialect: document.dialect, previous: previous?.documents)
        let combinations = Self.combinations(of: modifiers)
        if combinations.count > 1 { collecting.mergeSharedPrefix(Self.sharedDocuments(of: combinations, in: document)) }
        let collected = collecting
        @Sendable func resolved(_ choices: [ModifierChoice], from baseline: ResolutionBaseline?, keepingBaseline: Bool)
            -> (permutation: ResolvedPermutation, found: DiagnosticBag, baseline: ResolutionBaseline?) {
            var found = DiagnosticBag()
            let loaded = resolve(document, inputs: choices, collected: collected, baseline: previous?.baselines[choices] ?? baseline,
                                 preparingBaseline: keepingBaseline, diagnostics: &found)
            return (ResolvedPermutation(inputs: choices, tokens: loaded.tokens), found, keepingBaseline ? loaded.baseline() : nil)
        }
        // The first permutation's resolution is kept when others build on it, or the next load does.
        let first = resolved(combinations[0], from: nil, keepingBaseline: combinations.count > 1 || memory != nil)
        // On threads of their own: one permutation often redoes far more than the others, and its
        // resolution then spreads its waves over the cores the others have left.
        let all = [first] + Array(combinations.dropFirst()).mapOnThreadsOfTheirOwn { resolved($0, from: first.baseline, keepingBaseline: memory != nil) }
        memory?.remember(TokenMemory.Load(documents: collected, baselines: Dictionary(uniqueKeysWithValues: all.compactMap { result in
            result.baseline.map { (result.permutation.inputs, $0) }
        })))
        var permutations: [ResolvedPermutation] = []
        for (permutation, found, _) in all {
            diagnostics.appendUnique(document.dialect == .tokensStudio ? found.all.map(Self.readByItsOwnRules) : found.all)
            permutations.append(permutation)
        }
        let defaults = modifiers.map { ModifierChoice(modifier: $0.name, context: $0.chosenByDefault) }
        return TokenProject(name: document.name, description: document.description, modifiers: modifiers,
                            permutations: TokenProject.sharingEqualTokens(permutations), defaultIndex: permutations.firstIndex { $0.inputs == defaults } ?? 0)
    }

    /// One permutation chosen by the user (modifier -> context); missing ones take their default.
    public func resolve(resolverAt path: String, inputs: [String: String], diagnostics: inout DiagnosticBag) -> ResolvedPermutation? {
        guard let document = readDocument(at: path, diagnostics: &diagnostics),
              let choices = document.validate(inputs: inputs, diagnostics: &diagnostics) else { return nil }
        let tokens = resolve(document, inputs: choices, collected: nil, baseline: nil, diagnostics: &diagnostics).tokens
        return ResolvedPermutation(inputs: choices, tokens: tokens)
    }

    /// One permutation's documents merged and resolved. When references find
    /// no token but a set `resolutionOrder` forgot defines them (real files
    /// forget their `typography` set), that set is merged first, with a warning.
    private func resolve(_ document: ResolverDocument, inputs choices: [ModifierChoice], collected: CollectedDocuments?, baseline: ResolutionBaseline?,
                         preparingBaseline: Bool = false, diagnostics: inout DiagnosticBag) -> LoadedTokens {
        let inputs = Dictionary(uniqueKeysWithValues: choices.map { ($0.modifier, $0.context) })
        let documents = document.documents(for: inputs)
        let loader = TokenDocumentLoader(dialect: document.dialect)
        var found = DiagnosticBag()
        var first = loader.resolveNoting(documents: documents, collected: collected, baseline: baseline, preparingBaseline: preparingBaseline, diagnostics: &found)
        let needed = document.unlistedSets.filter { set in first.missingTargets.contains(where: set.defines) }
        let reached = document.fallbacks.filter { source in first.missingTargets.contains(where: source.tokenNames.contains) }
        guard !needed.isEmpty || !reached.isEmpty else {
            diagnostics.append(contentsOf: found.all)
            first.tokens = first.tokens.filter(omitting: document.sourceOnly(in: first.tokens, for: inputs))
            return first
        }
        var retried = DiagnosticBag()
        let borrowed = reached.flatMap { $0.documents(matching: inputs) }
        let second = loader.resolveNoting(documents: borrowed + needed.flatMap(\.documents) + documents, collected: collected, preparingBaseline: preparingBaseline,
                                          diagnostics: &retried)
        for source in reached {
            let count = first.missingTargets.filter(source.tokenNames.contains).count
            retried.append(.warning(.resolverFallbackSource, "\(count) reference\(count == 1 ? " finds its token" : "s find their tokens") only in \(source.name); its tokens are merged first so they resolve (each permutation with its contexts of the same names)",
                                    at: source.location))
        }
        for set in needed {
            let names = first.missingTargets.filter(set.defines).sorted()
            let shown = names.prefix(3).map { "{\($0)}" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            retried.append(.warning(.resolverUnlistedSetMerged, "\(shown) \(names.count == 1 ? "is" : "are") defined in set '\(set.name)', which resolutionOrder does not list; the set is merged first so the references resolve: add {\"$ref\": \"#/sets/\(set.name)\"} to resolutionOrder",
                                    at: set.location, subject: set.name))
        }
        diagnostics.append(contentsOf: retried.all)
        // Another source's tokens resolve references here; they are that source's to show.
        var result = second
        let own = documents.reduce(into: Set<String>()) { $0.formUnion(LayoutReading.tokenNames($1)) }
        let lent = reached.reduce(into: Set<String>()) { $0.formUnion($1.tokenNames) }.subtracting(own)
        var hidden = document.sourceOnly(in: second.tokens, for: inputs)
        for name in lent {
            if let position = second.tokens.position(of: name, hash: NameHash(name)) { hidden[position] = true }
        }
        result.tokens = second.tokens.filter(omitting: hidden)
        return result
    }

    /// A Tokens Studio project is not a DTCG file: where it departs from DTCG in a way the tool
    /// reads plainly (a number as a string, a unit DTCG lacks), that is a note, not a warning.
    private static func readByItsOwnRules(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .warning, diagnostic.code.deviatesFromSpec else { return diagnostic }
        var note = diagnostic
        note.severity = .note
        return note
    }

    /// Plain token files, with the themes their layout below `root` shows (`LayoutReading`); in the
    /// given order as one permutation when it shows none.
    func loadTokenFiles(_ paths: [String], root layoutRoot: String? = nil, fallbacks: [FallbackSource] = [],
                               diagnostics: inout DiagnosticBag) -> TokenProject {
        let files = PrefetchedFiles(paths, fileSystem: fileSystem, within: linkBoundary ?? root, loader: loader)
        var read: [(path: String, document: JSONValue)] = []
        for path in paths {
            do {
                if let json = try files.parse(path, diagnostics: &diagnostics) { read.append((path, FileGroupTypes.baked(json))) }
            } catch {
                diagnostics.append(.error(.ioUnreadable, "cannot read the token file \(path): \(error)"))
            }
        }
        let through = GroupAliases.rewritten(read.map(\.document))
        if through.count > 0, let first = paths.first {
            diagnostics.append(.warning(.formatGroupReference, "\(through.count) reference\(through.count == 1 ? " goes" : "s go") through a token that stands for a group (its value a reference to the group, as Style Dictionary allows); each is read in the group itself: reference the group's tokens directly",
                                        at: SourceLocation(file: first, line: 1, column: 1)))
        }
        var document = ResolverDocument(name: nil, steps: [.set(through.documents)])
        if let layoutRoot, readsLayout {
            let reading = LayoutReading.document(root: layoutRoot, paths: read.map(\.path), documents: through.documents)
            document = reading.0
            if let note = reading.1 { diagnostics.append(note) }
        }
        document.fallbacks = fallbacks
        return resolveEveryPermutation(of: document, diagnostics: &diagnostics)
    }

    /// The documents every one of `combinations` merges first, in order.
    private static func sharedDocuments(of combinations: [[ModifierChoice]], in document: ResolverDocument) -> [JSONValue] {
        let lists = combinations.map { choices in
            document.documents(for: Dictionary(uniqueKeysWithValues: choices.map { ($0.modifier, $0.context) }))
        }
        var shared = lists[0]
        for list in lists.dropFirst() {
            // The location first: it tells different documents apart without comparing their trees.
            let common = zip(shared, list).prefix { $0.location == $1.location && $0 == $1 }.count
            shared.removeLast(shared.count - common)
        }
        return shared
    }

    /// Every combination of contexts, the first modifier varying slowest.
    static func combinations(of modifiers: [Modifier]) -> [[ModifierChoice]] {
        var result: [[ModifierChoice]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in
                modifier.contexts.map { prefix + [ModifierChoice(modifier: modifier.name, context: $0)] }
            }
        }
        return result
    }
}

/// Loads tokens from a `*.resolver.json`, a single token file, or a folder, where one source
/// must be found (`TokenSources.find`), or the folder's own beside sources nested in it; `shown`
/// is the path as the user wrote it, for messages. `root` (default: the folder itself, or the
/// file's folder) bounds every `$ref`; `linkBoundary` (default: `root`) bounds where symbolic
/// links may lead; `memory` holds what the previous load of the same project left (while serving).
public func loadTokens(at path: String, shown: String? = nil, fileSystem: FileSystem, root: String? = nil, linkBoundary: String? = nil,
                       memory: TokenMemory? = nil, readsLayout: Bool = true, diagnostics: inout DiagnosticBag) -> TokenProject? {
    let isFolder = fileSystem.isDirectory(path)
    var resolver = Resolver(fileSystem: fileSystem, root: root ?? (isFolder ? path : ProjectPaths.directory(of: path)))
    resolver.linkBoundary = linkBoundary
    resolver.memory = memory
    resolver.readsLayout = readsLayout
    guard isFolder else { return resolver.loadFile(path, diagnostics: &diagnostics) }
    let sources = TokenSources(fileSystem: fileSystem, boundary: linkBoundary ?? resolver.root)
    guard let found = sources.find(in: path, diagnostics: &diagnostics) else { return nil }
    guard let only = TokenSources.named(found, folder: path, shown: shown ?? path, diagnostics: &diagnostics) else { return nil }
    diagnostics.append(contentsOf: TokenSources.notes(for: only))
    return resolver.load(only, others: found.filter { $0 != only }, diagnostics: &diagnostics)
}

extension Resolver {
    /// One file: a resolver, a Tokens Studio single file, or a token file.
    func loadFile(_ path: String, diagnostics: inout DiagnosticBag) -> TokenProject? {
        if TokenFileRole.isResolverName(path) { return loadResolver(at: path, diagnostics: &diagnostics) }
        if let studio = loadTokensStudioFile(path, diagnostics: &diagnostics) { return studio }
        return loadTokenFiles([path], diagnostics: &diagnostics)
    }

    /// Another source read as a fallback: its own problems are reported where it is checked itself.
    private func fallback(_ source: FoundSource) -> FallbackSource? {
        var itsOwn = DiagnosticBag()
        let location = SourceLocation(file: source.path, line: 1, column: 1)
        let name = "\(source.name) (\(source.description))"
        switch source.kind {
        case .resolver:
            return readDocument(at: source.path, diagnostics: &itsOwn).map { FallbackSource(name: name, location: location, document: $0) }
        case .tokensStudioFolder:
            guard let files = try? fileSystem.listFiles(under: source.path, within: linkBoundary ?? root).files else { return nil }
            let storage = TokensStudioStorage.folder(path: source.path, files: files, read: { [fileSystem, root, linkBoundary] in try fileSystem.readFile($0, within: linkBoundary ?? root) })
            return TokensStudioProject(storage: storage, loader: TokenDocumentLoader(dialect: .tokensStudio)).document(diagnostics: &itsOwn)
                .map { FallbackSource(name: name, location: location, document: $0) }
        case .tokensStudioFile, .tokenFiles:
            return nil
        }
    }

    /// Whether every file says it is Figma's (`com.figma` extensions): a name like
    /// `Collection.Mode.json` alone may be `ai.tokens.json`.
    private func isFigmaExport(_ files: [String]) -> Bool {
        files.allSatisfy { file in (try? fileSystem.readFile(file, within: linkBoundary ?? root)).map { ByteSearch.contains("com.figma", in: $0) } ?? false }
    }

    /// One source found in a folder; `others`, the rest found with it, lend their tokens to
    /// references that find none in it, where they lie inside its folder.
    public func load(_ source: FoundSource, others: [FoundSource] = [], diagnostics: inout DiagnosticBag) -> TokenProject? {
        switch source.kind {
        case .resolver: return loadResolver(at: source.path, diagnostics: &diagnostics)
        case .tokensStudioFile: return loadFile(source.path, diagnostics: &diagnostics)
        case .tokensStudioFolder:
            do {
                let files = try fileSystem.listFiles(under: source.path, within: linkBoundary ?? root).files
                return loadTokensStudio(folder: source.path, files: files, diagnostics: &diagnostics)
            } catch {
                diagnostics.append(.error(.ioUnreadable, "cannot list the Tokens Studio folder \(source.path): \(error)"))
                return nil
            }
        case .tokenFiles(let files):
            if let export = FigmaVariablesExport(files: files, in: source.path), isFigmaExport(files) { return loadFigmaExport(export, diagnostics: &diagnostics) }
            let inside = others.filter { $0.path.hasPrefix(source.path + "/") }
            return loadTokenFiles(files, root: source.path, fallbacks: inside.compactMap(fallback), diagnostics: &diagnostics)
        }
    }
}
