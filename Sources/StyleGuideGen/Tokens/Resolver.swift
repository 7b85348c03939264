import Foundation

/// Loads token projects: a `*.resolver.json` with every permutation of its
/// modifiers, or plain token files merged in order as a single permutation.
public struct Resolver: Sendable {
    public var fileSystem: FileSystem
    /// No `$ref` may reach outside this folder.
    public var root: String
    /// Symbolic links are followed only while they stay inside this folder (default: `root`).
    public var linkBoundary: String?
    public var strict: Bool
    /// Refuse resolvers with more permutations than this.
    public var maxPermutations = 4096

    public init(fileSystem: FileSystem, root: String, strict: Bool = false) {
        self.fileSystem = fileSystem
        self.root = root
        self.strict = strict
    }

    private var loader: TokenDocumentLoader { TokenDocumentLoader(strict: strict) }

    /// Reads and checks a resolver document (shared by the entry points below).
    private func readDocument(at path: String) -> (ResolverDocument?, [Diagnostic]) {
        let data: Data
        do {
            data = try fileSystem.readFile(path, within: linkBoundary ?? root)
        } catch {
            return (nil, [.error("cannot read the resolver file \(path): \(error)")])
        }
        let (json, parseErrors) = loader.parse(data, file: path)
        guard let json else { return (nil, parseErrors) }
        var reader = ResolverReader(fileSystem: fileSystem, root: root, loader: loader, resolverPath: path,
                                    linkBoundary: linkBoundary ?? root)
        let document = reader.read(json)
        return (document, reader.diagnostics)
    }

    /// Every permutation of a resolver's modifiers, each resolved.
    public func loadResolver(at path: String) -> (TokenProject?, [Diagnostic]) {
        let (document, readProblems) = readDocument(at: path)
        var collected = DiagnosticCollector()
        collected.add(readProblems)
        guard let document, !readProblems.contains(where: { $0.severity == .error }) else { return (nil, collected.finish(strict: strict)) }
        let modifiers = document.modifiers
        var count = 1
        for modifier in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: max(modifier.contexts.count, 1))
            count = overflow ? Int.max : product
        }
        guard count <= maxPermutations else {
            let shown = count == Int.max ? "too many" : String(count)
            collected.add([.error("the resolver's modifiers give \(shown) permutations; at most \(maxPermutations) are supported",
                                  at: SourceLocation(file: path, line: 1, column: 1))])
            return (nil, collected.finish(strict: strict))
        }
        // Permutations resolve independently: across the cores, then in order.
        let loader = self.loader
        let resolved = Self.combinations(of: modifiers).concurrentMap { choices in
            let inputs = Dictionary(uniqueKeysWithValues: choices.map { ($0.modifier, $0.context) })
            let (tokens, problems) = loader.resolve(documents: document.documents(for: inputs))
            return (ResolvedPermutation(inputs: choices, tokens: tokens), problems)
        }
        var permutations: [ResolvedPermutation] = []
        for (permutation, problems) in resolved {
            collected.add(problems)
            permutations.append(permutation)
        }
        let defaults = modifiers.map { ModifierChoice(modifier: $0.name, context: $0.defaultContext ?? $0.contexts.first ?? "") }
        let project = TokenProject(name: document.name, description: document.description, modifiers: modifiers,
                                   permutations: permutations,
                                   defaultIndex: permutations.firstIndex { $0.inputs == defaults } ?? 0,
                                   diagnostics: collected.finish(strict: strict))
        return (project, project.diagnostics)
    }

    /// One permutation chosen by the user (modifier -> context); missing ones take their default.
    public func resolve(resolverAt path: String, inputs: [String: String]) -> (ResolvedPermutation?, [Diagnostic]) {
        let (document, readProblems) = readDocument(at: path)
        var collected = DiagnosticCollector()
        collected.add(readProblems)
        guard let document, !readProblems.contains(where: { $0.severity == .error }) else { return (nil, collected.finish(strict: strict)) }
        let (choices, inputProblems) = document.validate(inputs: inputs)
        collected.add(inputProblems)
        guard let choices else { return (nil, collected.finish(strict: strict)) }
        let chosen = Dictionary(uniqueKeysWithValues: choices.map { ($0.modifier, $0.context) })
        let (tokens, problems) = loader.resolve(documents: document.documents(for: chosen))
        collected.add(problems)
        return (ResolvedPermutation(inputs: choices, tokens: tokens), collected.finish(strict: strict))
    }

    /// Plain token files merged in the given order, as one permutation.
    public func loadTokenFiles(_ paths: [String]) -> (TokenProject?, [Diagnostic]) {
        var collected = DiagnosticCollector()
        var documents: [JSONValue] = []
        for path in paths {
            let data: Data
            do {
                data = try fileSystem.readFile(path, within: linkBoundary ?? root)
            } catch {
                collected.add([.error("cannot read the token file \(path): \(error)")])
                continue
            }
            let (json, problems) = loader.parse(data, file: path)
            collected.add(problems)
            if let json { documents.append(json) }
        }
        let (tokens, problems) = loader.resolve(documents: documents)
        collected.add(problems)
        let project = TokenProject(name: nil, description: nil, modifiers: [],
                                   permutations: [ResolvedPermutation(inputs: [], tokens: tokens)],
                                   defaultIndex: 0, diagnostics: collected.finish(strict: strict))
        return (project, project.diagnostics)
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

/// Gathers diagnostics from many permutations, keeping each problem once.
struct DiagnosticCollector {
    private var seen: Set<Diagnostic> = []
    private var bag = DiagnosticBag()

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { bag.append(diagnostic) }
    }

    mutating func finish(strict: Bool) -> [Diagnostic] {
        if strict { bag.promoteWarnings() }
        return bag.sorted
    }
}

/// Loads tokens from a `*.resolver.json`, a single token file, or a project
/// folder (its one `*.resolver.json`, else all `*.tokens.json` in path order).
/// `root` (default: the folder itself, or the file's folder) bounds every `$ref`;
/// `linkBoundary` (default: `root`) bounds where symbolic links may lead.
public func loadTokens(at path: String, fileSystem: FileSystem, root: String? = nil, linkBoundary: String? = nil,
                       strict: Bool = false) -> (TokenProject?, [Diagnostic]) {
    let isFolder = fileSystem.isDirectory(path)
    var resolver = Resolver(fileSystem: fileSystem, root: root ?? (isFolder ? path : ProjectPaths.directory(of: path)), strict: strict)
    resolver.linkBoundary = linkBoundary
    guard isFolder else {
        if path.hasSuffix(".resolver.json") { return resolver.loadResolver(at: path) }
        return resolver.loadTokenFiles([path])
    }
    let listing: FileListing
    do {
        listing = try fileSystem.listFiles(under: path, within: linkBoundary ?? resolver.root)
    } catch {
        return (nil, [.error("cannot list the token folder \(path): \(error)")])
    }
    let boundary = linkBoundary ?? resolver.root
    let skipped = listing.skippedLinks.map { link in
        // The message names paths inside the boundary relatively; the location stays absolute for callers to shorten.
        var diagnostic = link.diagnostic { $0.hasPrefix(boundary + "/") ? String($0.dropFirst(boundary.count + 1)) : $0 }
        diagnostic.location?.file = link.path
        return diagnostic
    }
    let (project, diagnostics) = loadTokenFolder(listing.files, in: path, resolver: resolver)
    guard !skipped.isEmpty else { return (project, diagnostics) }
    var all = DiagnosticCollector()
    all.add(skipped + diagnostics)
    let sorted = all.finish(strict: strict)
    guard var project else { return (nil, sorted) }
    project.diagnostics = sorted
    return (project, sorted)
}

/// The listed files of a token folder: its one resolver, else its token files in path order.
private func loadTokenFolder(_ files: [String], in path: String, resolver: Resolver) -> (TokenProject?, [Diagnostic]) {
    let resolvers = files.filter { $0.hasSuffix(".resolver.json") }
    if resolvers.count > 1 {
        return (nil, [.error("found \(resolvers.count) resolver files in \(path) (\(resolvers.joined(separator: ", "))); keep exactly one or name it")])
    }
    if let only = resolvers.first { return resolver.loadResolver(at: only) }
    let tokenFiles = files.filter { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") }
    guard !tokenFiles.isEmpty else {
        return (nil, [.error("no *.resolver.json or *.tokens.json files in \(path)")])
    }
    return resolver.loadTokenFiles(tokenFiles)
}
