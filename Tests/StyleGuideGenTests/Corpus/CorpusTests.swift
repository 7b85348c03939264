import Foundation
import Testing
@testable import StyleGuideGen

/// Every system of `Tests/Corpus` (real token repositories, as published), each folder as the
/// root a user points the tool at: `check` gives no error but the defects `CorpusDefects` lists,
/// and `build` writes a complete site for each of its token sources.
@Suite struct CorpusTests {
    static let corpus = TestFixtures.repositoryRoot.appending(path: "Tests/Corpus").path

    static let systems: [String] = (try? FileManager.default.contentsOfDirectory(atPath: corpus))?
        .filter { FileManager.default.fileExists(atPath: corpus + "/" + $0 + "/SOURCE.md") }.sorted() ?? []

    @Test func theCorpusHoldsEverySystem() {
        #expect(Self.systems.count == 22, "\(Self.systems)")
        for system in Self.systems {
            #expect(FileManager.default.fileExists(atPath: Self.corpus + "/" + system + "/LICENSE"), "\(system) has its licence")
        }
    }

    @Test(.timeLimit(.minutes(5)), arguments: systems)
    func checkGivesOnlyTheKnownDefects(system: String) {
        let diagnostics = ProjectCheck().run(path: Self.corpus + "/" + system, strict: false)
        Self.expectOnlyKnownDefects(diagnostics.filter { $0.severity == .error }, of: system, exact: true)
    }

    @Test(.timeLimit(.minutes(5)), arguments: systems)
    func buildWritesACompleteSiteForEachSource(system: String) throws {
        let root = Self.corpus + "/" + system
        var ignored = DiagnosticBag()
        let sources = try #require(TokenSources(fileSystem: LocalFileSystem(), boundary: root).find(in: root, diagnostics: &ignored))
        #expect(!sources.isEmpty, "\(system) has token sources")
        var errors: [Diagnostic] = []
        for source in sources {
            let scratch = try TemporaryProject()
            var options = BuildOptions(project: try Project.load(root: root, output: scratch.root + "/site", tokens: sources.count > 1 ? source.name : nil))
            options.cacheDirectory = scratch.root + "/cache"
            let result = SiteBuilder().build(options)
            let label = "\(system) \(source.name)"
            #expect(result.wroteSite, "\(label): \(result.diagnostics.filter { $0.severity == .error }.prefix(5))")
            #expect(!result.diagnostics.contains { $0.code == .ioTokenSources && $0.severity == .error }, "\(label)")
            errors += result.diagnostics.filter { $0.severity == .error }
            SiteCompleteness.expectComplete(scratch.root + "/site", label: label)
        }
        // Each source's errors are the system's own: the table, no more (a source may lack some).
        Self.expectOnlyKnownDefects(errors, of: system, exact: sources.count == 1)
        #expect(!FileManager.default.fileExists(atPath: root + "/" + BuildCache.folderName), "nothing written into the corpus")
    }

    /// Every error matches an entry of the table for `system`; with `exact`, every entry matches
    /// as many errors as it says.
    static func expectOnlyKnownDefects(_ errors: [Diagnostic], of system: String, exact: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let table = CorpusDefects.all.filter { $0.system == system }
        var matched = Array(repeating: 0, count: table.count)
        for error in errors {
            if let index = table.firstIndex(where: { $0.matches(error) }) {
                matched[index] += 1
            } else {
                Issue.record("\(system): an error not in CorpusDefects: \(error)", sourceLocation: sourceLocation)
            }
        }
        guard exact else { return }
        for (entry, count) in zip(table, matched) where count != entry.count {
            Issue.record("\(entry): \(count) errors match it", sourceLocation: sourceLocation)
        }
    }
}
