import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SiteBuilderTests {
    static let docs: [String: String] = [
        "docs/index.md": "---\ntitle: Acme Design\n---\n# Acme Design\n\nWelcome.\n",
        "docs/intro.md": "---\ntitle: Introduction\norder: 1\ndescription: Start here.\n---\n# Introduction\n\n## Why\n\n### Really why\n\n## How\n\nSee [colours](guide/colours.md#swatches).\n",
        "docs/guide/colours.md": "---\norder: 2\n---\n# Colours\n\n## Swatches\n\nBack to [intro](../intro.md).\n",
        "docs/guide/spacing.md": "---\norder: 1\n---\n# Spacing\n",
        "docs/zeta.md": "# Zeta\n",
    ]

    func build(_ project: TemporaryProject, out: String? = nil) -> BuildResult {
        SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root, output: out)))
    }

    @Test func buildsEveryDocWithNavigationTOCAndPager() throws {
        let project = try TemporaryProject(files: Self.docs)
        let result = build(project)
        #expect(result.succeeded, "\(result.diagnostics)")
        // The docs, one page per built-in component, and the live Settings screen.
        #expect(result.pageCount == 5 + TemplateFiles.defaults.files.keys.filter { $0.hasPrefix("components/") && $0.hasSuffix(".css") }.count + 1)
        let index = try #require(project.read("site/index.html"))
        #expect(index.contains("<title>Acme Design · Acme Design</title>"))
        for page in ["intro.html", "zeta.html", "guide/colours.html", "guide/spacing.html"] {
            #expect(index.contains("href=\"\(page)\""), "home links \(page)")
        }
        #expect(index.contains("Start here."))
        let intro = try #require(project.read("site/intro.html"))
        // The home page's contents: ordered pages first, then by title; the section after top-level docs.
        let contents = String(index[(try #require(index.range(of: "id=\"contents-title\""))).lowerBound...])
        let order = ["href=\"intro.html\"", "href=\"zeta.html\"", "href=\"guide/spacing.html\"", "href=\"guide/colours.html\""]
        let positions = order.compactMap { contents.range(of: $0)?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted())
        // A page's navigation opens its own section and links the others by their first page.
        #expect(intro.contains("<a href=\"zeta.html\">") && intro.contains("<a class=\"site-nav__section\" href=\"guide/spacing.html\">"))
        #expect(!intro.contains("<a href=\"guide/colours.html\">"))
        #expect(intro.contains("<a href=\"#why\">Why</a>\n<ul>\n<li><a href=\"#really-why\">Really why</a></li>\n</ul>\n</li>\n<li><a href=\"#how\">How</a>"))
        #expect(intro.contains("href=\"guide/colours.html#swatches\""))
        #expect(intro.contains("rel=\"next\" href=\"zeta.html\""))
        let colours = try #require(project.read("site/guide/colours.html"))
        #expect(colours.contains("href=\"../assets/site.css\""))
        #expect(colours.contains("href=\"../intro.html\""))
        #expect(colours.contains("rel=\"prev\" href=\"../guide/spacing.html\""))
        #expect(project.read("site/assets/site.css") != nil)
        #expect(project.read("site/.styleguide-site") != nil)
    }

    @Test func sameInputsGiveByteIdenticalSites() throws {
        let project = try TemporaryProject(files: Self.docs)
        #expect(build(project, out: project.root + "/a").succeeded)
        #expect(build(project, out: project.root + "/b").succeeded)
        #expect(project.snapshot("a") == project.snapshot("b"))
    }

    @Test func aLinkToAMissingDocIsAnErrorWithFileAndLine() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n\nText\nand [b](missing.md) here.\n"])
        let result = build(project)
        #expect(!result.succeeded)
        #expect(result.diagnostics.map(\.description) == ["docs/a.md:4:5: error: link to a missing page `missing.md`; no such doc in docs/ (markdown/broken-link)"])
        // The error stays with its link: the page is written, and the diagnostics page lists it.
        #expect(result.wroteSite)
        #expect(project.read("site/a.html")?.contains(">b</a> here.") == true)
        let page = project.read("site/diagnostics.html") ?? ""
        #expect(page.contains("markdown/broken-link") && page.contains("docs/a.md:4:5"))
        #expect(project.read("site/index.html")?.contains("1 error") == true, "the home page says the build failed")
    }

    @Test func aMalformedFrontMatterFailsTheBuildAndWritesTheRest() throws {
        let project = try TemporaryProject(files: Self.docs)
        #expect(build(project).succeeded)
        let before = project.snapshot("site")
        try project.write("docs/broken.md", "---\ntitle: Broken\norder: soon\n---\n")
        let result = build(project)
        #expect(result.diagnostics.map(\.description) == ["docs/broken.md:3:8: error: `order` must be a whole number, found `soon` (markdown/front-matter)"])
        #expect(!result.succeeded && result.wroteSite)
        let after = project.snapshot("site")
        for path in before.keys where path.hasSuffix(".html") { #expect(after[path] != nil, "\(path) still written") }
        #expect(String(decoding: after["diagnostics.html"] ?? Data(), as: UTF8.self).contains("docs/broken.md:3:8"))
        #expect(project.entries("").filter { $0.contains("styleguide-") && $0 != BuildCache.folderName }.isEmpty, "no scratch folder left")
    }

    @Test func aRebuildReplacesTheOldSiteWholly() throws {
        let project = try TemporaryProject(files: Self.docs)
        #expect(build(project).succeeded)
        try FileManager.default.removeItem(atPath: project.root + "/docs/zeta.md")
        #expect(build(project).succeeded)
        #expect(project.read("site/zeta.html") == nil)
        #expect(project.read("site/intro.html") != nil)
    }

    @Test func missingDocsFolderIsAClearError() throws {
        let project = try TemporaryProject()
        let result = build(project)
        #expect(result.diagnostics.first?.message.contains("no docs folder") == true)
    }

    @Test func invalidUTF8InADocIsAnErrorAtItsPosition() throws {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(atPath: project.root + "/docs", withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0x41, 0x0A, 0x62, 0xC3, 0x28]).write(to: URL(fileURLWithPath: project.root + "/docs/bad.md"))
        let result = build(project)
        #expect(result.diagnostics.map(\.description) == ["docs/bad.md:2:2: error: invalid UTF-8; the file must be UTF-8 text (io/not-utf8)"])
    }

    @Test func aProjectTemplateOverridesTheDefaultAndOthersFallBack() throws {
        let project = try TemporaryProject(files: [
            "docs/a.md": "# A\n",
            "templates/pages/doc.html": "<!doctype html><title>{{page.title}}</title><main>{{{content}}}</main>",
        ])
        #expect(build(project).succeeded)
        #expect(project.read("site/a.html") == "<!doctype html><title>A</title><main><h1 id=\"a\">A</h1>\n</main>")
        // The home page still uses the built-in layout.
        #expect(project.read("site/index.html")?.contains("class=\"site-nav\"") == true)
        // The stylesheet was not overridden: the built-in one is written.
        #expect(project.read("site/assets/site.css") == TemplateFiles.defaults["assets/site.css"])
    }

    @Test func aTemplateErrorNamesTheProjectFileLineAndColumn() throws {
        let project = try TemporaryProject(files: [
            "docs/a.md": "# A\n",
            "templates/pages/doc.html": "<main>\n{{#content}}\n{{{content}}}\n{{/contents}}\n</main>\n",
            "templates/partials/toc.html": "{{>partials/missing}}",
        ])
        let result = build(project)
        #expect(!result.succeeded)
        let messages = result.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("templates/pages/doc.html:4:1: error:") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("templates/partials/toc.html:1:1: error: partial 'partials/missing' not found") }, "\(messages)")
    }

    @Test func theEmbeddedDefaultsAreTheRepositoryTemplates() throws {
        let templates = TestFixtures.repositoryRoot.appending(path: "templates").path
        let onDisk = try LocalFileSystem().filesRecursively(under: templates)
        #expect(!onDisk.isEmpty)
        #expect(Set(onDisk.map { String($0.dropFirst(templates.count + 1)) }) == Set(TemplateFiles.defaults.files.keys))
        for path in onDisk {
            let name = String(path.dropFirst(templates.count + 1))
            #expect(TemplateFiles.defaults[name] == String(decoding: try LocalFileSystem().readFile(path), as: UTF8.self), "\(name)")
        }
    }
}

@Suite struct ParallelRenderingTests {
    /// Pages rendered across the cores give the same bytes as one after another.
    @Test func parallelOutputIsByteIdenticalToSerial() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        for index in 0..<40 { try project.write("docs/many/p\(index).md", "# Page \(index)\n\n## Part\n\n```component settings-row\ntitle: Row \(index)\n```\n") }
        var serial = BuildOptions(project: try Project.load(root: project.root, output: project.root + "/serial"))
        serial.parallel = false
        let parallel = BuildOptions(project: try Project.load(root: project.root, output: project.root + "/parallel"))
        #expect(SiteBuilder().build(serial).succeeded)
        #expect(SiteBuilder().build(parallel).succeeded)
        let one = project.snapshot("serial"), two = project.snapshot("parallel")
        #expect(one.count > 50)
        #expect(one == two)
    }
}
