import Foundation
import Testing
@testable import StyleGuideGen

/// `init --from`: a design system's folder made a project, writing only what is missing.
@Suite struct ExistingProjectInitializerTests {
    static let github = DesignSystemFixture.all[0]

    @Test func anExistingConfigIsKeptAndTheGuessPrintedToMerge() throws {
        let project = try Self.github.project(config: "{\"title\": \"Mine\"}\n")
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root + "/" + Self.github.resolver, directory: project.root, diagnostics: &diagnostics))
        #expect(result.written.isEmpty && result.kept == ["docs/index.md", "styleguide.json"])
        #expect(project.read("styleguide.json") == "{\"title\": \"Mine\"}\n")
        #expect(result.config.contains("\"color.accent-fill\": \"bgColor.accent.emphasis\""))
        #expect(result.config.hasPrefix("{\n  \"tokens\": \"primer.resolver.json\",\n  \"appearance\": \"mode\",\n  \"map\": {"))
    }

    @Test func tokensOutsideTheFolderAreRefusedAndNothingIsWritten() throws {
        let project = try TemporaryProject(files: ["docs/index.md": "# A\n"])
        var diagnostics = DiagnosticBag()
        let source = Self.github.source.appending(path: Self.github.resolver).path
        #expect(ExistingProjectInitializer().run(source: source, directory: project.root, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.sorted.map(\.code) == [.ioOutsideProject])
        #expect(project.read("styleguide.json") == nil)
    }

    /// The command prints each slot it mapped with its reason, then what it wrote.
    @Test func theCommandSaysWhatItMappedAndWhy() throws {
        let project = try Self.github.project()
        try FileManager.default.removeItem(atPath: project.root + "/styleguide.json")
        let run = try CommandLineTests.run(["init", "--from", Self.github.resolver, "."], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("mapped color.accent-fill -> bgColor.accent.emphasis (named accent, bg, emphasis; at least ") })
        #expect(lines.contains { $0.hasPrefix("mapped color.on-accent -> fgColor.onEmphasis (") && $0.contains(":1 on bgColor.accent.emphasis") })
        #expect(lines.contains("wrote styleguide.json") && lines.contains("kept  docs/index.md (it exists)"))
        #expect(lines.last?.hasSuffix("next: styleguide build .") == true)
        let build = try CommandLineTests.run(["build", ".", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.stderr)")
    }

    /// A copy of a corpus system, to write a project into.
    static func corpusCopy(_ system: String) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(atPath: project.root)
        try FileManager.default.copyItem(atPath: CorpusTests.corpus + "/" + system, toPath: project.root)
        return project
    }

    /// `init --from .` on a repository's root: its one source is found and read as the build reads
    /// the one it finds (kong's themes lie beside its token files: read as a folder of their own,
    /// its aliases had 255 errors), so the configuration leaves `tokens` to the build.
    @Test(arguments: ["koobiq", "kong"])
    func theRootOfARepositoryWithOneSourceLeavesItToTheBuild(system: String) throws {
        let project = try Self.corpusCopy(system)
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics), "\(diagnostics.sorted)")
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.filter { $0.severity == .error }.prefix(3))")
        #expect(!result.config.contains("\"tokens\""), "\(result.config.prefix(80))")
        #expect(result.written == ["docs/index.md", "styleguide.json"])
        let build = try CommandLineTests.run(["build", ".", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.stderr.suffix(500))")
    }

    /// Several sources side by side at the root: nothing is written, and the error lists them with
    /// the command that names one.
    @Test func theRootOfARepositoryWithSeveralSourcesListsThem() throws {
        let project = try Self.corpusCopy("nl-design-system-themes")
        let run = try CommandLineTests.run(["init", "--from", "."], in: project.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("holds 4 independent token sources: packages/basis-design-tokens/figma/basis.tokens.json (Tokens Studio single file);"), "\(run.stderr)")
        #expect(run.stderr.contains("`styleguide init --from packages/basis-design-tokens/figma/basis.tokens.json`"))
        #expect(project.read("styleguide.json") == nil)
    }
}
