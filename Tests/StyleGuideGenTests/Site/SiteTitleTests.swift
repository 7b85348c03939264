import Foundation
import Testing
@testable import StyleGuideGen

/// The diff page takes the site's title by the site's rule.
@Suite struct SiteTitleTests {
    static func title(config: String? = nil, docs: [String: String], files: [String: String] = [:]) throws -> String {
        var text: [String: String] = [:]
        for (path, body) in docs { text["/p/docs/" + path] = body }
        for (path, body) in files { text["/p/" + path] = body }
        if let config { text["/p/styleguide.json"] = config }
        let fileSystem = InMemoryFileSystem(text: text)
        return SiteTitle.read(try Project.load(root: "/p", fileSystem: fileSystem), fileSystem: fileSystem)
    }

    @Test func theRuleInOrder() throws {
        #expect(try Self.title(config: "{ \"title\": \"Configured\" }", docs: ["index.md": "---\ntitle: Front\n---\n# Heading\n"]) == "Configured")
        #expect(try Self.title(docs: ["index.md": "---\ntitle: Front\n---\n# Heading\n"]) == "Front")
        #expect(try Self.title(docs: ["index.md": "Intro.\n\n## Not this\n\nThe *Acme* guide\n=================\n"]) == "The Acme guide")
        #expect(try Self.title(docs: ["index.md": "No heading at all.\n"]) == "Index")
        // No home doc: the design system's package name, else the project folder's name.
        #expect(try Self.title(docs: ["guide.md": "# Guide\n"], files: ["package.json": #"{"name": "@acme/tokens", "version": "1.0.0"}"#]) == "@acme/tokens")
        #expect(try Self.title(docs: ["guide.md": "# Guide\n"]) == "p")
    }

    @Test func matchesTheBuiltSite() throws {
        let project = try TemporaryProject(files: [
            "docs/index.md": "Welcome.\n\n# Acme *Design* System\n",
            "docs/guide.md": "# Guide\n",
        ])
        let loaded = try Project.load(root: project.root)
        let built = SiteBuilder().build(BuildOptions(project: loaded))
        #expect(built.succeeded, "\(built.diagnostics)")
        let home = try #require(project.read("site/index.html"))
        #expect(SiteTitle.read(loaded) == "Acme Design System")
        #expect(home.contains("Acme Design System"))
    }

    @Test func theDiffPageCarriesTheDocsTitle() throws {
        let project = try TemporaryProject(files: ["docs/index.md": "---\ntitle: Acme Design\n---\n# Welcome\n"])
        let run = try CommandLineTests.run(["diff", DiffCommandTests.base, DiffCommandTests.head, "--out", project.root + "/site"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try #require(project.read("site/diff.html"))
        #expect(page.contains("Acme Design"))
        #expect(!page.contains("Style guide"))
    }
}
