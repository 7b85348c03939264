import Foundation
import Testing
@testable import StyleGuideGen

/// The build's steps as commands run them: as far as each needs, the severity policy applied once
/// to everything any step found.
@Suite struct BuildPipelineTests {
    static let files = [
        "docs/index.md": "# Acme\n",
        "tokens/base.tokens.json": ##"{"color": {"accent-fill": {"$type": "color", "$value": "#3366ff"}}}"##,
    ]

    private func options(_ project: TemporaryProject) throws -> BuildOptions {
        BuildOptions(project: try Project.load(root: project.root))
    }

    @Test func stoppingAtBindingGivesComponentsAndNoSite() throws {
        let project = try TemporaryProject(files: Self.files)
        var diagnostics = DiagnosticBag()
        let made = BuildPipeline(options: try options(project), fileSystem: LocalFileSystem()).run(through: .bindComponents, diagnostics: &diagnostics)
        #expect(made.tokens.project?.permutations.count == 1)
        #expect(made.bound?.components?.bindings["color.accent-fill"]?.isDefaulted == false)
        #expect(made.site == nil && made.files == nil)
        // Everything the load asked is kept for the next build's up-to-date check.
        #expect(made.answers.keys.contains { $0.hasSuffix("/tokens/base.tokens.json") })
    }

    @Test func stoppingAtTheTokensGivesTokensOnly() throws {
        let project = try TemporaryProject(files: Self.files)
        var diagnostics = DiagnosticBag()
        let made = BuildPipeline(options: try options(project), fileSystem: LocalFileSystem()).run(through: .resolveTokens, diagnostics: &diagnostics)
        #expect(made.tokens.project != nil)
        #expect(made.bound == nil && made.site == nil)
    }

    /// Why the last build's cache could not be reused is a diagnostic like any other: the
    /// project's `diagnostics` levels apply to it.
    @Test func aCacheThatCannotBeReusedMeetsThePolicy() throws {
        var files = Self.files
        files["styleguide.json"] = ##"{"diagnostics": {"output/cache-ignored": "error"}}"##
        let project = try TemporaryProject(files: files)
        let options = try options(project)
        #expect(SiteBuilder().build(options).succeeded)
        try project.write(String(options.cacheFile.dropFirst(project.root.count + 1)), "not a cache")
        try project.write("docs/index.md", "# Acme, again\n")
        let result = SiteBuilder().build(options)
        let ignored = try #require(result.diagnostics.first { $0.code == .outputCacheIgnored })
        #expect(ignored.severity == .error)
        #expect(!result.succeeded)
    }

    /// `tokens --format css`: the stylesheet is made by a step of the same list, so what making it
    /// finds reaches the policy with what the load found.
    @Test func theTokensStylesheetsDiagnosticsMeetThePolicy() throws {
        let project = try TemporaryProject(files: ["tokens.json": ##"{"size": {"$type": "dimension", "$value": "4px"}}"##])
        var diagnostics = DiagnosticBag()
        let css = TokensAsGiven.stylesheet(project.root + "/tokens.json", strict: true, options: TokenStylesheetOptions(textSizeModifier: "size"),
                                           diagnostics: &diagnostics)
        #expect(css?.contains("--size: 4px") == true)
        // The load's string dimension is a deviation: an error under --strict; the stylesheet's unknown modifier a warning.
        #expect(diagnostics.all.contains { $0.code == .formatUnitString && $0.severity == .error })
        #expect(diagnostics.all.contains { $0.code == .configUnknownModifier && $0.severity == .warning })
    }

    @Test func theExampleThemeLoadsWithoutDiagnostics() {
        #expect(ExampleTheme.shared.diagnostics.isEmpty, "\(ExampleTheme.shared.diagnostics)")
    }
}
