import Foundation
import Testing
@testable import StyleGuideGen

/// Incremental builds: after an edit, a build over the previous site must
/// equal a clean build of the new inputs byte for byte, and must render
/// exactly the pages whose bytes the edit changed, no more and no fewer.
@Suite struct IncrementalBuildTests {
    /// The bundled theme and config, with a few docs of our own (one with a
    /// live component block, one the settings row's doc).
    func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject(files: [
            "docs/index.md": "---\ntitle: Home\n---\n\n# Incremental\n\nThe home page.\n",
            "docs/guide/alpha.md": "# Alpha\n\nFirst page.\n\n## Rows\n\n```component settings-row\ntitle: Wi-Fi\n```\n",
            "docs/guide/beta.md": "# Beta\n\nSecond page, linking [alpha](alpha.md).\n",
            "docs/components/settings-row.md": "# Settings row\n\nA row of the Settings app.\n",
        ])
        let repository = TestFixtures.repositoryRoot.path
        try FileManager.default.copyItem(atPath: repository + "/tokens", toPath: project.root + "/tokens")
        try FileManager.default.copyItem(atPath: repository + "/styleguide.json", toPath: project.root + "/styleguide.json")
        return project
    }

    func build(_ project: TemporaryProject, out: String = "site", clean: Bool = false) throws -> BuildResult {
        var options = BuildOptions(project: try Project.load(root: project.root, output: project.root + "/" + out))
        options.clean = clean
        return SiteBuilder().build(options)
    }

    /// The cache file of the build into `out`.
    func cacheFile(_ project: TemporaryProject, out: String = "site") throws -> String {
        BuildOptions(project: try Project.load(root: project.root, output: project.root + "/" + out)).cacheFile
    }

    /// Builds, edits, builds again over the same folder; checks the result
    /// against a clean build and returns the pages rendered and the pages changed.
    func afterEdit(_ edit: (TemporaryProject) throws -> Void) throws -> (rendered: Set<String>, changed: Set<String>, result: BuildResult) {
        let project = try makeProject()
        let first = try build(project)
        #expect(first.succeeded, "\(first.diagnostics)")
        let before = project.snapshot("site")
        try edit(project)
        let result = try build(project)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(try build(project, out: "clean", clean: true).succeeded)
        let after = project.snapshot("clean")
        #expect(project.snapshot("site") == after, "the incremental build equals a clean one")
        let pages = Set(before.keys).union(after.keys).filter { $0.hasSuffix(".html") }
        return (Set(result.renderedPages), pages.filter { before[$0] != after[$0] }, result)
    }

    @Test func aNoOpRebuildRendersNothing() throws {
        let edit = try afterEdit { _ in }
        #expect(edit.rendered.isEmpty)
        #expect(edit.changed.isEmpty)
        #expect(edit.result.reusedPages == edit.result.pageCount)
        #expect(edit.result.pageCount > 15)
    }

    @Test func aDocBodyEditRendersThatPageOnly() throws {
        let edit = try afterEdit { project in
            try project.write("docs/guide/beta.md", "# Beta\n\nSecond page, now longer, linking [alpha](alpha.md).\n")
        }
        #expect(edit.rendered == ["guide/beta.html"])
        #expect(edit.rendered == edit.changed)
    }

    /// The navigation opens the current page's section only: a title shows on its section's pages,
    /// in the home page's contents and in its neighbours' pagers, and only those are rendered again.
    @Test func aTitleEditRendersThePagesOfItsSectionAndTheHome() throws {
        let edit = try afterEdit { project in
            try project.write("docs/guide/beta.md", "# Beta, renamed\n\nSecond page.\n")
        }
        #expect(edit.rendered == edit.changed)
        #expect(edit.rendered.contains("index.html") && edit.rendered.contains("guide/beta.html"))
        #expect(edit.rendered.count < edit.result.pageCount / 2, "\(edit.rendered)")
    }

    @Test func aTokenEditRendersExactlyThePagesShowingIt() throws {
        let edit = try afterEdit { project in
            let path = project.root + "/tokens/base.tokens.json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let edited = text.replacingOccurrences(of: "\"components\": [0.8431, 0.0, 0.0824]", with: "\"components\": [0.8, 0.0, 0.1]")
            #expect(edited != text)
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(edit.rendered == edit.changed)
        #expect(edit.rendered.contains("tokens/colors.html"))
        #expect(!edit.rendered.contains("guide/beta.html"))
    }

    @Test func aPageTemplateEditRendersThePagesUsingIt() throws {
        let edit = try afterEdit { project in
            let template = try #require(TemplateFiles.defaults["pages/doc.html"])
            try project.write("templates/pages/doc.html", "<!-- edited -->\n" + template)
        }
        #expect(edit.rendered == edit.changed)
        #expect(edit.rendered == ["guide/alpha.html", "guide/beta.html"])
    }

    @Test func aComponentEditRendersThePagesShowingTheComponent() throws {
        let edit = try afterEdit { project in
            let template = try #require(TemplateFiles.defaults["components/settings-row.html"])
            try project.write("templates/components/settings-row.html", template.replacingOccurrences(of: "</", with: "<!-- edited --></", options: .backwards, range: template.range(of: "</", options: .backwards)))
        }
        #expect(edit.rendered == edit.changed)
        #expect(edit.rendered.contains("guide/alpha.html"), "the doc with a live settings row")
        #expect(!edit.rendered.contains("guide/beta.html"))
    }

    @Test func aPageEditedInTheSiteIsRenderedAgain() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        let original = try #require(project.read("site/guide/beta.html"))
        try project.write("site/guide/beta.html", "defaced")
        try FileManager.default.removeItem(atPath: project.root + "/site/guide/alpha.html")
        let result = try build(project)
        #expect(Set(result.renderedPages) == ["guide/alpha.html", "guide/beta.html"])
        #expect(project.read("site/guide/beta.html") == original)
        #expect(project.read("site/guide/alpha.html") != nil)
    }

    @Test func cleanRendersEveryPage() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        let result = try build(project, clean: true)
        #expect(result.renderedPages.count == result.pageCount)
        #expect(result.reusedPages == 0)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("{\"format\": \"styleguide-build-cache-1\"", "is corrupt"),
        ("not json at all", "is corrupt"),
        ("{\"format\": \"another-tool\", \"files\": {}}", "is not this build's"),
    ])
    func aBrokenOrForeignCacheIsIgnoredWithAWarning(contents: String, reason: String) throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        let cache = try cacheFile(project)
        try contents.write(toFile: cache, atomically: false, encoding: .utf8)
        let result = try build(project)
        #expect(result.succeeded)
        #expect(result.renderedPages.count == result.pageCount)
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("the build cache `.styleguide-cache/\((cache as NSString).lastPathComponent)` \(reason)"), "\(warning.message)")
        #expect(try build(project).renderedPages.isEmpty, "the next build has a good cache again")
    }

    /// An entry edited to claim the fingerprint of the page's new inputs
    /// (so the stale page would be kept) fails the checksum and is not trusted.
    @Test func aTamperedCacheFailsItsChecksum() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        try project.write("docs/guide/beta.md", "# Beta\n\nChanged.\n")
        #expect(try build(project, out: "probe").succeeded)
        let probe = try BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: try cacheFile(project, out: "probe"))), file: "probe")
        let path = try cacheFile(project)
        let cache = try BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: path)), file: "site")
        let stale = try #require(cache.entries["guide/beta.html"]?.fingerprint)
        let fresh = try #require(probe.entries["guide/beta.html"]?.fingerprint)
        #expect(stale != fresh)
        let text = String(decoding: cache.encoded(), as: UTF8.self).replacingOccurrences(of: stale, with: fresh)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let result = try build(project)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("checksum does not match") })
        #expect(project.read("site/guide/beta.html")?.contains("Changed.") == true)
    }

    /// A build that fails leaves the previous site and its cache as they were.
    @Test func aFailedBuildKeepsTheSiteAndCache() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        let before = project.snapshot("site"), cache = project.snapshot(BuildCache.folderName)
        try project.write("templates/partials/toc.html", "{{#unclosed}}\n")
        #expect(try !build(project).succeeded)
        #expect(project.snapshot("site") == before)
        #expect(project.snapshot(BuildCache.folderName) == cache)
    }

    /// A build that fails on one doc writes the rest; the next build, once the doc is fixed,
    /// reuses what it can and gives the site a clean build would.
    @Test func aBuildWrittenWithErrorsIsFollowedByACleanOne() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        let clean = project.snapshot("site")
        let beta = project.read("docs/guide/beta.md") ?? ""
        try project.write("docs/guide/beta.md", "# Beta\n\n[gone](missing.md)\n")
        let failed = try build(project)
        #expect(!failed.succeeded && failed.wroteSite)
        #expect(project.snapshot("site")["diagnostics.html"] != nil)
        try project.write("docs/guide/beta.md", beta)
        #expect(try build(project).succeeded)
        #expect(project.snapshot("site") == clean)
    }

    /// The site folder holds only the site; the cache is the project's (or `--cache-dir`'s), one per
    /// output, beside one token load for all of them.
    @Test func theCacheLivesOutsideTheSite() throws {
        let project = try makeProject()
        #expect(try build(project).succeeded)
        #expect(try build(project, out: "other").succeeded)
        #expect(!project.snapshot("site").keys.contains { $0.contains("cache") })
        #expect(project.entries(BuildCache.folderName).count == 3)
        #expect(project.entries(BuildCache.folderName).contains(TokenLoadCache.fileName))
        #expect(project.snapshot("site") == project.snapshot("other"), "two outputs of the same inputs are byte-identical")
        var options = BuildOptions(project: try Project.load(root: project.root))
        options.cacheDirectory = project.root + "/elsewhere"
        #expect(SiteBuilder().build(options).renderedPages.count > 0, "a new cache folder starts empty")
        #expect(SiteBuilder().build(options).renderedPages.isEmpty, "and is used next time")
        #expect(project.entries("elsewhere").count == 2)
    }
}
