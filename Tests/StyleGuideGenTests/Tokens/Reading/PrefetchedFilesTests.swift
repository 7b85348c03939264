import Foundation
import Testing
@testable import StyleGuideGen

/// Files read ahead on all cores report what reading and parsing found, once each, where each
/// file is used, as reading them one by one did.
@Suite struct PrefetchedFilesTests {
    private let broken = "{\n  \"a\": {\"$value\": 1,\n}"
    private let duplicated = "{\n  \"d\": {\"$type\": \"number\", \"$value\": 1},\n  \"d\": {\"$type\": \"number\", \"$value\": 2}\n}"

    private func resolver(sources: String) -> String {
        """
        {"version": "2025.10",
         "sets": {"s": {"sources": [\(sources)]}, "t": {"sources": [{"$ref": "a.json#/x"}]}},
         "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/sets/t"}]}
        """
    }

    @Test func aResolversFilesReportEachProblemOnceAtItsPlace() {
        let files = [
            "/p/t.resolver.json": resolver(sources: "{\"$ref\": \"dup.json\"}, {\"$ref\": \"missing.json\"}, {\"$ref\": \"broken.json\"}, {\"$ref\": \"a.json\"}"),
            "/p/a.json": "{\"x\": {\"y\": {\"$type\": \"number\", \"$value\": 3}}}",
            "/p/broken.json": broken,
            "/p/dup.json": duplicated,
        ]
        let (project, diagnostics) = loadTokens(at: "/p/t.resolver.json", fileSystem: InMemoryFileSystem(text: files), root: "/p")
        #expect(project == nil)
        #expect(diagnostics.map(\.description) == [
            "/p/broken.json:3:2: error: unexpected end of file: expected ',' or '}' (json/syntax)",
            "/p/dup.json:2:3: note: duplicate key \"d\": this value is replaced by the one at line 3, column 3 (json/duplicate-key)",
            "/p/dup.json:3:3: warning: duplicate key \"d\": this value replaces the one at line 2, column 3 (the last one wins); remove one (json/duplicate-key)",
            "/p/t.resolver.json:2:60: error: cannot read \"missing.json\" (/p/missing.json: no such file) (io/unreadable)",
        ])
    }

    @Test func aResolversFilesReadAheadResolveAsNamed() throws {
        let files = [
            "/p/t.resolver.json": resolver(sources: "{\"$ref\": \"dup.json\"}, {\"$ref\": \"a.json\"}, {\"$ref\": \"dup.json\"}"),
            "/p/a.json": "{\"x\": {\"y\": {\"$type\": \"number\", \"$value\": 3}}, \"d\": {\"$type\": \"number\", \"$value\": 7}}",
            "/p/dup.json": duplicated,
        ]
        let (project, diagnostics) = loadTokens(at: "/p/t.resolver.json", fileSystem: InMemoryFileSystem(text: files), root: "/p")
        #expect(diagnostics.map(\.code) == [.jsonDuplicateKey, .jsonDuplicateKey], "dup.json's problems once, though it is used twice")
        let tokens = try #require(project?.permutations.first?.tokens)
        #expect(tokens["d"]?.value == .number(2), "dup.json merged last wins over a.json")
        #expect(tokens["y"]?.value == .number(3), "the pointer into a.json takes its part")
    }

    @Test func plainTokenFilesReportEachProblemAndMergeTheRest() throws {
        let files = ["/p/1.tokens.json": "{\"one\": {\"$type\": \"number\", \"$value\": 1}}",
                     "/p/2.tokens.json": broken,
                     "/p/3.tokens.json": duplicated]
        let (project, diagnostics) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: files))
        #expect(diagnostics.map(\.description) == [
            "/p/2.tokens.json:3:2: error: unexpected end of file: expected ',' or '}' (json/syntax)",
            "/p/3.tokens.json:2:3: note: duplicate key \"d\": this value is replaced by the one at line 3, column 3 (json/duplicate-key)",
            "/p/3.tokens.json:3:3: warning: duplicate key \"d\": this value replaces the one at line 2, column 3 (the last one wins); remove one (json/duplicate-key)",
        ])
        let tokens = try #require(project?.permutations.first?.tokens)
        #expect(tokens.tokens.map(\.name) == ["d", "one"])
    }

    @Test func aFileReadAheadIsTheFileReadAlone() throws {
        let files = ["/p/a.tokens.json": duplicated, "/p/b.tokens.json": "{\"e\": {\"$type\": \"number\", \"$value\": 5}}"]
        let fileSystem = InMemoryFileSystem(text: files)
        let loader = TokenDocumentLoader()
        let ahead = PrefetchedFiles(Array(files.keys), fileSystem: fileSystem, within: "/p", loader: loader)
        var aheadFound = DiagnosticBag(), aloneFound = DiagnosticBag()
        let read = try ahead.parse("/p/a.tokens.json", diagnostics: &aheadFound)
        let alone = loader.parse(try fileSystem.readFile("/p/a.tokens.json"), file: "/p/a.tokens.json", diagnostics: &aloneFound)
        #expect(read == alone)
        #expect(aheadFound.all == aloneFound.all && !aloneFound.all.isEmpty)
        #expect(throws: (any Error).self) { try ahead.parse("/p/none.json", diagnostics: &aheadFound) }
    }
}
