import Foundation
import Testing
@testable import StyleGuideGen

/// The atomic swap holds when the build process is killed at any moment: the
/// site is the old one or the new one, whole, never a mix; the next build
/// cleans what the killed one left.
@Suite struct KillMidBuildTests {
    static func project(docs: Int) throws -> TemporaryProject {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        for index in 0..<docs {
            try project.write("docs/bulk/page-\(index).md", "---\ntitle: Page \(index)\n---\n# Page \(index)\n\n" + String(repeating: "Some *text* with a [link](page-\(index).md).\n\n", count: 40))
        }
        return project
    }

    @Test func killedBuildsLeaveTheOldSiteOrTheNewOneWhole() throws {
        let project = try Self.project(docs: 400)
        let first = try CommandLineTests.run(["build", project.root, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let old = project.snapshot("site")
        // The new site differs from the old one in one page.
        try project.write("docs/index.md", "# Changed\n")
        let expectedNew = try Self.builtElsewhere(project)
        var sawOld = 0, sawNew = 0
        for delay in [0.02, 0.08, 0.15, 0.25, 0.4, 0.6, 0.9] {
            let process = Process()
            process.executableURL = CommandLineTests.binary
            process.arguments = ["build", project.root, "--quiet"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = project.snapshot("site")
            #expect(now == old || now == expectedNew, "after \(delay) s the site is neither the old nor the new one")
            if now == old { sawOld += 1 } else if now == expectedNew { sawNew += 1 }
            if now == expectedNew { break }
        }
        #expect(sawOld >= 1, "no kill landed mid-build")
        // A clean build afterwards removes the killed runs' scratch folders.
        #expect(try CommandLineTests.run(["build", project.root, "--quiet"]).status == 0)
        #expect(project.snapshot("site") == expectedNew)
        #expect(project.entries("").filter { $0.contains(".styleguide-") && $0 != BuildCache.folderName }.isEmpty, "\(project.entries(""))")
    }

    /// The same project built into another folder: what the new site must be.
    static func builtElsewhere(_ project: TemporaryProject) throws -> [String: Data] {
        let run = try CommandLineTests.run(["build", project.root, "--out", project.root + "/expected", "--quiet"])
        #expect(run.status == 0)
        defer { try? FileManager.default.removeItem(atPath: project.root + "/expected") }
        return project.snapshot("expected")
    }

    @Test func twoBuildsOfTheBundledExampleAreByteIdentical() throws {
        let scratch = try TemporaryProject()
        let root = TestFixtures.repositoryRoot.path
        #expect(try CommandLineTests.run(["build", root, "--out", scratch.root + "/one", "--quiet"]).status == 0)
        #expect(try CommandLineTests.run(["build", root, "--out", scratch.root + "/two", "--quiet"]).status == 0)
        let one = scratch.snapshot("one"), two = scratch.snapshot("two")
        #expect(one.count > 20)
        #expect(one == two)
        #expect(String(decoding: one["report.json"] ?? Data(), as: UTF8.self).contains("\"date\"") == false)
    }
}
