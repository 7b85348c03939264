import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct OutputSafetyTests {
    func build(_ project: TemporaryProject, out: String?) -> BuildResult {
        SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root, output: out)))
    }

    /// Each refused `--out` leaves every file of the project in place.
    @Test(arguments: ["/", ".", "..", "docs", "docs/site", "templates", "templates/x/y"])
    func refusedOutputLeavesEverythingInPlace(out: String) throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n", "templates/layout.html": "{{{content}}}", "notes.txt": "mine"])
        let before = project.snapshot()
        let target = out.hasPrefix("/") ? out : project.root + "/" + out
        let result = build(project, out: target)
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.hasPrefix("refusing") == true, "\(result.diagnostics)")
        #expect(project.snapshot() == before)
    }

    @Test func aFolderWeDidNotMakeIsRefusedNotWiped() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n", "public/precious.txt": "keep me"])
        let result = build(project, out: project.root + "/public")
        #expect(result.diagnostics.first?.message.contains("was not made by styleguide") == true)
        #expect(project.read("public/precious.txt") == "keep me")
        #expect(project.entries("public") == ["precious.txt"])
    }

    @Test func anEmptyFolderOrOurOwnSiteMayBeReplaced() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n"])
        try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: true)
        #expect(build(project, out: project.root + "/out").succeeded)
        #expect(build(project, out: project.root + "/out").succeeded)
        #expect(project.read("out/a.html") != nil)
    }

    @Test func aFileAsOutputIsRefused() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n", "out": "a file"])
        #expect(!build(project, out: project.root + "/out").succeeded)
        #expect(project.read("out") == "a file")
    }

    /// The write itself fails half-way (a path that is both a file and a
    /// folder): the previous site stays byte for byte, no scratch is left.
    @Test func aWriteThatFailsHalfWayLeavesTheOldSite() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n"])
        #expect(build(project, out: nil).succeeded)
        let before = project.snapshot("site")
        let writer = AtomicSiteWriter(destination: project.root + "/site")
        let files = [OutputFile(path: "a", contents: Data("x".utf8)), OutputFile(path: "a/b.html", contents: Data("y".utf8))]
        #expect(throws: DiagnosticError.self) { try writer.write(files) }
        #expect(project.snapshot("site") == before)
        #expect(project.entries("").filter { $0 != BuildCache.folderName } == ["docs", "site"])
    }

    @Test func aScratchFolderOfAKilledRunIsCleanedUp() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n", ".site.styleguide-new-dead/.styleguide-site": "x", ".site.styleguide-new-dead/half.html": "<"])
        #expect(build(project, out: nil).succeeded)
        #expect(project.entries("") == [BuildCache.folderName, "docs", "site"])
    }

    @Test func outputPathsCannotEscapeTheSite() throws {
        let project = try TemporaryProject()
        let writer = AtomicSiteWriter(destination: project.root + "/site")
        #expect(throws: DiagnosticError.self) { try writer.write([OutputFile(path: "../evil.html", contents: Data())]) }
        #expect(project.entries("") == [])
    }
}
