import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ResolverTests {
    private func components(_ token: ResolvedToken?) -> [Double] {
        guard case .color(let c)? = token?.value else { return [] }
        return c.components.compactMap { if case .value(let v) = $0 { v } else { nil } }
    }

    @Test func threeFilesTwoModifiersGiveFourPermutations() throws {
        let folder = Fixtures.root.appendingPathComponent("resolver/themes").path
        let (project, diagnostics) = loadTokens(at: folder, fileSystem: LocalFileSystem())
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let p = try #require(project)
        #expect(p.name == "App")
        #expect(p.modifiers.map(\.name) == ["theme", "brand"])
        #expect(p.permutations.map(\.label) == ["theme=light, brand=ocean", "theme=light, brand=forest",
                                               "theme=dark, brand=ocean", "theme=dark, brand=forest"])
        #expect(p.defaultPermutation?.label == "theme=light, brand=ocean")
        let expected: [(bg: [Double], brand: [Double])] = [
            ([1, 1, 1], [0, 0.4, 0.8]), ([1, 1, 1], [0.1, 0.5, 0.2]),
            ([0, 0, 0], [0, 0.4, 0.8]), ([0, 0, 0], [0.1, 0.5, 0.2]),
        ]
        for (permutation, want) in zip(p.permutations, expected) {
            let tokens = permutation.tokens
            #expect(components(tokens["color.background"]) == want.bg, "\(permutation.label)")
            #expect(components(tokens["color.brand"]) == want.brand, "\(permutation.label)")
            // Aliases resolve after merging, so the button follows each brand.
            #expect(components(tokens["color.button"]) == want.brand, "\(permutation.label)")
            #expect(tokens["color.button"]?.aliasOf == ["color", "brand"])
            #expect(tokens.count == 5)
        }
    }

    @Test func resolvesOneChosenPermutationAndChecksInputs() throws {
        let path = Fixtures.root.appendingPathComponent("resolver/themes/app.resolver.json").path
        let resolver = Resolver(fileSystem: LocalFileSystem(), root: Fixtures.root.path)
        let (dark, problems) = resolver.resolve(resolverAt: path, inputs: ["theme": "dark"])
        #expect(problems.isEmpty)
        #expect(dark?.label == "theme=dark, brand=ocean")
        #expect(components(dark?.tokens["color.text"]) == [1, 1, 1])
        let (_, bad) = resolver.resolve(resolverAt: path, inputs: ["theme": "dim", "size": "l"])
        #expect(bad.map(\.message) == ["unknown modifier 'size'; this resolver has theme, brand",
                                       "unknown context 'dim' for modifier 'theme'; expected one of light, dark"])
    }

    // MARK: In-memory projects

    private func load(_ files: [String: String], _ path: String = "/p/t.resolver.json") -> (TokenProject?, [Diagnostic]) {
        loadTokens(at: path, fileSystem: InMemoryFileSystem(text: files), root: "/p")
    }

    private func resolverText(order: String, sets: String = "{}", modifiers: String = "{}", version: String = "\"2025.10\"") -> String {
        "{\"version\": \(version),\n\"sets\": \(sets),\n\"modifiers\": \(modifiers),\n\"resolutionOrder\": \(order)}"
    }

    @Test func reportsEachProblemOnceWithTheReferencedFilesPosition() {
        let files = [
            "/p/t.resolver.json": resolverText(order: "[{\"$ref\": \"#/sets/s\"}, {\"$ref\": \"#/modifiers/m\"}]",
                                               sets: "{\"s\": {\"sources\": [{\"$ref\": \"base.json\"}]}}",
                                               modifiers: "{\"m\": {\"contexts\": {\"a\": [], \"b\": [], \"c\": []}}}"),
            "/p/base.json": "{\n  \"x\": {\"$type\": \"dimension\", \"$value\": \"16zz\"}\n}",
        ]
        let (project, diagnostics) = load(files)
        #expect(project?.permutations.count == 3)
        #expect(diagnostics.map(\.description) == [
            "/p/base.json:2:41: error: unknown dimension unit 'zz'; expected px or rem (CSS units such as em, %, vw and the platform units pt, dp, sp are also read) [x] (format/invalid-value)",
        ])
    }

    @Test(arguments: [
        ("[{\"$ref\": \"#/sets/s\"}]", "{\"s\": {\"sources\": [{\"$ref\": \"../outside.json\"}]}}", "{}", "must be a relative path inside the project folder"),
        ("[{\"$ref\": \"#/sets/s\"}]", "{\"s\": {\"sources\": [{\"$ref\": \"/etc/passwd\"}]}}", "{}", "must be a relative path inside the project folder"),
        ("[{\"$ref\": \"#/sets/s\"}]", "{\"s\": {\"sources\": [{\"$ref\": \"missing.json\"}]}}", "{}", "cannot read \"missing.json\""),
        ("[{\"$ref\": \"#/sets/nope\"}]", "{}", "{}", "reference to the unknown set 'nope'"),
        ("[{\"$ref\": \"#/modifiers/nope\"}]", "{}", "{}", "unknown modifier 'nope'"),
        ("[{\"$ref\": \"#/modifiers/m\"}]", "{}", "{\"m\": {\"contexts\": {}}}", "modifier 'm' has no contexts"),
        ("[{\"$ref\": \"#/modifiers/m\"}]", "{}", "{\"m\": {\"contexts\": {\"a\": []}}}", "has a single context"),
        ("[{\"$ref\": \"#/modifiers/m\"}]", "{}", "{\"m\": {\"contexts\": {\"a\": [], \"b\": []}, \"default\": \"c\"}}", "default of modifier 'm' must name one of its contexts: a, b"),
        ("[{\"$ref\": \"#/modifiers/m\"}]", "{}", "{\"m\": {\"contexts\": {\"a\": [{\"$ref\": \"#/modifiers/m\"}], \"b\": []}}}", "must not reference a modifier"),
        ("[{\"$ref\": \"#/sets/s\"}, {\"$ref\": \"#/sets/s\"}]", "{\"s\": {\"sources\": []}}", "{}", "'s' appears twice in resolutionOrder"),
        ("[{\"name\": \"x\", \"sources\": []}]", "{}", "{}", "needs \"name\" and \"type\""),
        ("[{\"$ref\": \"#/sets/s\"}]", "{\"s\": {\"sources\": [{\"$ref\": \"#/sets/s\"}]}}", "{}", "set 's' references itself"),
        ("{}", "{}", "{}", "resolutionOrder must be an array"),
    ])
    func rejectsBadResolvers(order: String, sets: String, modifiers: String, message: String) {
        let (project, diagnostics) = load(["/p/t.resolver.json": resolverText(order: order, sets: sets, modifiers: modifiers),
                                           "/outside.json": "{}", "/etc/passwd": "{}"])
        #expect(project == nil)
        #expect(diagnostics.contains { $0.message.contains(message) && $0.location?.file == "/p/t.resolver.json" },
                "\(diagnostics.map(\.description))")
    }

    @Test func rejectsWrongVersionAtItsPosition() {
        let (_, diagnostics) = load(["/p/t.resolver.json": resolverText(order: "[{\"$ref\": \"#/sets/s\"}]", sets: "{\"s\": {\"sources\": []}}", version: "\"1.0\"")])
        #expect(diagnostics.map(\.positioned) == ["1:13: resolver version must be \"2025.10\", found \"1.0\""])
    }

    @Test func refusesTooManyPermutations() {
        let contexts = "{" + (0..<17).map { "\"c\($0)\": []" }.joined(separator: ", ") + "}"
        let modifiers = "{" + (0..<3).map { "\"m\($0)\": {\"contexts\": \(contexts)}" }.joined(separator: ", ") + "}"
        let order = "[" + (0..<3).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }.joined(separator: ", ") + "]"
        let (project, diagnostics) = load(["/p/t.resolver.json": resolverText(order: order, modifiers: modifiers)])
        #expect(project == nil)
        #expect(diagnostics.map(\.message) == ["the resolver's modifiers give 4913 permutations; at most 4096 are supported"])
    }

    @Test func folderWithoutResolverMergesTokenFilesInPathOrder() throws {
        let files = [
            "/p/a.tokens.json": "{\"n\": {\"$type\": \"number\", \"$value\": 1}, \"m\": {\"$type\": \"number\", \"$value\": 5}}",
            "/p/b/c.tokens.json": "{\"n\": {\"$type\": \"number\", \"$value\": 2}, \"k\": {\"$value\": \"{m}\"}}",
            "/p/readme.md": "not tokens",
        ]
        let (project, diagnostics) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: files))
        #expect(diagnostics.isEmpty)
        let tokens = try #require(project?.defaultPermutation?.tokens)
        #expect(tokens["n"]?.value == .number(2))
        #expect(tokens["k"]?.value == .number(5))
        let (_, two) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: ["/p/a.resolver.json": "{}", "/p/b.resolver.json": "{}"]))
        #expect(two.map(\.code) == [.ioTokenSources])
    }

    @Test func inlineSetsAndFilePointers() throws {
        let files = [
            "/p/t.resolver.json": resolverText(order: "[{\"type\": \"set\", \"name\": \"all\", \"sources\": [{\"$ref\": \"lib/x.json#/wrapped\"}]}]"),
            "/p/lib/x.json": "{\"wrapped\": {\"n\": {\"$type\": \"number\", \"$value\": 7}}}",
        ]
        let (project, diagnostics) = load(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(project?.defaultPermutation?.tokens["n"]?.value == .number(7))
    }
}
