import Foundation
import Synchronization
import Testing
@testable import StyleGuideGen

/// The token load kept on disk: read back, it is the very project the load made (values,
/// extensions, locations, diagnostics, and which permutations share a token); damaged, it is
/// never used; and a build takes it only while every token file is as the load found it.
@Suite struct TokenLoadCacheTests {
    /// Design systems shaped as their publishers ship them, and the bundled example.
    static let projects: [String] = RealWorldFixtureTests.systems.map(RealWorldFixtureTests.path)
        + DesignSystemFixture.all.map { $0.source.appending(path: $0.resolver).path }
        + [TestFixtures.repositoryRoot.appending(path: "tokens/styleguide.resolver.json").path]

    private func loaded(_ path: String) throws -> (TokenProject, [Diagnostic]) {
        var bag = DiagnosticBag()
        let project = loadTokens(at: path, fileSystem: LocalFileSystem(), root: (path as NSString).deletingLastPathComponent, diagnostics: &bag)
        return (try #require(project), bag.all)
    }

    private func cache(_ project: TokenProject, _ diagnostics: [Diagnostic]) -> TokenLoadCache {
        TokenLoadCache(key: "key", questions: ["read:/p/a.tokens.json": "hash", "exists:/p/b": "no"], diagnostics: diagnostics, project: project)
    }

    /// Pairs (permutation, index) of tokens that are one instance in two permutations.
    private func sharing(_ project: TokenProject) -> [[Int]] {
        project.permutations.indices.dropFirst().map { index in
            project.permutations[index].tokens.tokens.indices.filter { position in
                project.permutations[index].tokens.tokens[position].isSameInstance(as: project.permutations[0].tokens.tokens[position])
                    && project.permutations[0].tokens.hasSameNames(as: project.permutations[index].tokens)
            }
        }
    }

    @Test(arguments: projects)
    func readBackItIsTheProjectTheLoadMade(path: String) throws {
        let (project, diagnostics) = try loaded(path)
        guard case .usable(let decoded) = TokenLoadCache.decode(cache(project, diagnostics).encoded(), key: "key") else {
            Issue.record("the cache of \(path) does not read back")
            return
        }
        #expect(decoded.project.permutations == project.permutations)
        #expect(decoded.project.modifiers == project.modifiers && decoded.project.defaultIndex == project.defaultIndex)
        #expect(decoded.project.name == project.name && decoded.project.description == project.description)
        #expect(decoded.diagnostics == diagnostics)
        #expect(decoded.questions == cache(project, diagnostics).questions)
        #expect(sharing(decoded.project) == sharing(project))
        #expect(project.permutations.count == 1 || sharing(project).contains { !$0.isEmpty }, "the fixture shares tokens between permutations")
        // Token paths must be looked up by name after the read, as the stages do.
        for token in project.permutations[0].tokens.tokens.prefix(50) { #expect(decoded.project.permutations[0].tokens[token.name] == token) }
    }

    @Test func aCacheForAnotherKeyIsNotUsed() throws {
        let (project, diagnostics) = try loaded(Self.projects[0])
        guard case .otherKey = TokenLoadCache.decode(cache(project, diagnostics).encoded(), key: "another") else {
            Issue.record("a cache for another key was taken")
            return
        }
    }

    /// Every truncation and every flipped byte is noticed: the checksum catches a flip, and the
    /// reader's bounds checks catch a body cut short even when the checksum is not consulted.
    @Test func damageIsNeverTaken() throws {
        let (project, diagnostics) = try loaded(Self.projects[3])
        let data = cache(project, diagnostics).encoded()
        for length in stride(from: 0, to: data.count, by: max(1, data.count / 400)) {
            if case .usable = TokenLoadCache.decode(data.prefix(length), key: "key") { Issue.record("a cache cut at \(length) bytes was taken") }
        }
        for offset in stride(from: 0, to: data.count, by: max(1, data.count / 300)) {
            var flipped = data
            flipped[offset] ^= 0x5A
            if case .usable = TokenLoadCache.decode(flipped, key: "key") { Issue.record("a cache with byte \(offset) flipped was taken") }
        }
        var writer = BinaryWriter()
        TokenProjectCoding.write(project, to: &writer)
        let body = writer.bytes
        for length in stride(from: 0, to: body.count, by: max(1, body.count / 400)) {
            var reader = BinaryReader(Array(body.prefix(length)))
            #expect(throws: BinaryReader.Damaged.self) { try TokenProjectCoding.read(from: &reader) }
        }
    }
}

/// Builds of the example project in memory: a docs-only rebuild takes the tokens from the cache,
/// and its site is byte for byte a clean build's; any change to what the tokens are loaded from
/// loads them afresh.
@Suite struct TokenLoadCacheBuildTests {
    private static let root = "/memory/project"

    private func project() throws -> InMemoryFileSystem { try TestFixtures.exampleInMemory(at: Self.root) }

    /// The build's result, and whether it took its tokens from the cache.
    private func build(_ fileSystem: FileSystem, clean: Bool = false) throws -> (BuildResult, reused: Bool?) {
        var options = BuildOptions(project: try Project.load(root: Self.root, fileSystem: fileSystem))
        options.clean = clean
        let reused = Mutex<Bool?>(nil)
        let result = SiteBuilder(fileSystem: fileSystem, progress: { event in
            if case let .loaded(_, _, _, _, tokensReused) = event { reused.withLock { $0 = tokensReused } }
        }).build(options)
        return (result, reused.withLock { $0 })
    }

    private func site(_ fileSystem: InMemoryFileSystem) -> [String: Data] {
        fileSystem.files.filter { $0.key.hasPrefix(Self.root + "/site/") }
    }

    /// The same project built from nothing: no site, no caches.
    private func cleanSite(of fileSystem: InMemoryFileSystem) throws -> [String: Data] {
        let fresh = InMemoryFileSystem(files: fileSystem.files.filter { !$0.key.hasPrefix(Self.root + "/site/") && !$0.key.contains("/.styleguide-cache/") })
        #expect(try build(fresh).0.succeeded)
        return site(fresh)
    }

    @Test func aDocsOnlyRebuildTakesTheTokensFromTheCache() throws {
        var memory = try project()
        #expect(try build(memory).reused == false)
        memory.files[Self.root + "/docs/index.md"]?.append(Data("\nOne more line.\n".utf8))
        let (rebuilt, reused) = try build(memory)
        #expect(rebuilt.succeeded && reused == true)
        #expect(site(memory) == (try cleanSite(of: memory)))
    }

    @Test(arguments: ["token edited", "token file added", "clean"])
    func aChangeToTheTokensLoadsThemAfresh(change: String) throws {
        var memory = try project()
        _ = try build(memory)
        let tokens = Self.root + "/tokens"
        memory.files[Self.root + "/docs/index.md"]?.append(Data("\nOne more line.\n".utf8))
        switch change {
        case "token edited":
            let path = tokens + "/base.tokens.json", before = try memory.readFile(path)
            memory.files[path] = Data(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"$value\": 700", with: "\"$value\": 800").utf8)
            #expect(memory.files[path] != before)
        case "token file added": memory.files[tokens + "/extra.tokens.json"] = Data(#"{"extra": {"$type": "number", "$value": 1}}"#.utf8)
        default: break
        }
        let (result, reused) = try build(memory, clean: change == "clean")
        #expect(result.succeeded && reused == false, "\(change)")
        #expect(site(memory) == (try cleanSite(of: memory)), "\(change)")
        // The load just done is the one the next docs-only build takes.
        memory.files[Self.root + "/docs/index.md"]?.append(Data("\nAnd another.\n".utf8))
        #expect(try build(memory).reused == true, "\(change)")
    }

    /// A token file the resolver names, gone: the build reports it, as a build without the cache would.
    @Test func aRemovedTokenFileIsReportedNotHiddenByTheCache() throws {
        var memory = try project()
        _ = try build(memory)
        memory.files[Self.root + "/tokens/brand-ocean.tokens.json"] = nil
        let (result, reused) = try build(memory)
        #expect(!result.succeeded && reused != true)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("brand-ocean.tokens.json") })
    }

    /// A file the resolver stops naming, left in the folder: the last load no longer holds, and
    /// checking that leaves no trace: the report does not list the file among the build's inputs.
    @Test func aFileTheResolverStopsNamingIsNoInputOfTheNextBuild() throws {
        var memory = try project()
        let resolver = Self.root + "/tokens/styleguide.resolver.json"
        let original = String(decoding: try memory.readFile(resolver), as: UTF8.self)
        let base = "{\n          \"$ref\": \"base.tokens.json\"\n        }"
        #expect(original.contains(base), "the example's base set names base.tokens.json")
        memory.files[resolver] = Data(original.replacingOccurrences(of: base, with: base + ", {\"$ref\": \"extra.tokens.json\"}").utf8)
        memory.files[Self.root + "/tokens/extra.tokens.json"] = Data(#"{"extra": {"$type": "number", "$value": 1}}"#.utf8)
        func inputs() throws -> [String] {
            let report = try JSONParser.parse(try memory.readFile(Self.root + "/site/report.json"), file: "report.json")
            return (report["inputs"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
        }
        #expect(try build(memory).0.succeeded)
        #expect(try inputs().contains("tokens/extra.tokens.json"))
        memory.files[resolver] = Data(original.utf8)
        let (result, reused) = try build(memory)
        #expect(result.succeeded && reused == false)
        #expect(try !inputs().contains("tokens/extra.tokens.json"))
        #expect(try inputs().contains("tokens/styleguide.resolver.json"))
    }

    @Test func aDamagedCacheIsReportedLoadedAfreshAndReplaced() throws {
        var memory = try project()
        _ = try build(memory)
        let cacheFile = try #require(memory.files.keys.first { $0.hasSuffix("/.styleguide-cache/" + TokenLoadCache.fileName) })
        memory.files[cacheFile]?[200] ^= 0xFF
        memory.files[Self.root + "/docs/index.md"]?.append(Data("\nOne more line.\n".utf8))
        let (damaged, reused) = try build(memory)
        #expect(damaged.succeeded && reused == false)
        #expect(damaged.diagnostics.contains { $0.code == .outputCacheIgnored && $0.message.contains("token cache") && $0.message.contains("damaged") })
        #expect(site(memory) == (try cleanSite(of: memory)))
        memory.files[Self.root + "/docs/index.md"]?.append(Data("\nAnd another.\n".utf8))
        let (next, reusedNext) = try build(memory)
        #expect(next.succeeded && reusedNext == true && !next.diagnostics.contains { $0.code == .outputCacheIgnored })
    }
}
