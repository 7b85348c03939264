import Foundation
import Testing
@testable import StyleGuideGen

/// `styleguide diff` from the command line: formats, writing into a site, exit statuses.
@Suite struct DiffCommandTests {
    static let base = TestFixtures.url("Diff/theme-base").path
    static let head = TestFixtures.url("Diff/theme-head").path

    @Test func markdownGoesToStandardOutput() throws {
        let project = try TemporaryProject(files: ["styleguide.json": "{\"contrast\": {\"pairs\": [{\"foreground\": \"color.secondary-label\", \"background\": \"color.cell-background\"}]}}"])
        let run = try CommandLineTests.run(["diff", Self.base, Self.head, "--format", "markdown"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("| `color.icon.vpn` | `color.icon.privacy` |"))
        #expect(run.stdout.contains("| theme=light | 5.63:1, Lc 78.1 passes | 3.26:1, Lc 59.9 **fails** |"))
    }

    @Test func theReviewPageGoesIntoTheSiteBesideItsPages() throws {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        #expect(try CommandLineTests.run(["build", project.root, "--quiet"]).status == 0)
        let before = project.snapshot("site")
        let run = try CommandLineTests.run(["diff", Self.base, Self.head, "--out", project.root + "/site"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let after = project.snapshot("site")
        #expect(after["diff.html"] != nil)
        // The page and the stylesheet of its before/after previews; nothing else of the site changed.
        let stylesheet = String(decoding: after[TokenDiff.reviewStylesheetPath] ?? Data(), as: UTF8.self)
        #expect(stylesheet.contains("[data-version=\"base\"]") && stylesheet.contains("[data-version=\"head\"]"))
        #expect(after.filter { $0.key != "diff.html" && $0.key != TokenDiff.reviewStylesheetPath } == before)
        let page = String(decoding: after["diff.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("href=\"#review-settings-row\""))
        #expect(page.contains("<a href=\"components/settings-row.html#matrix\">Settings row</a>"))
    }

    @Test func aFolderWeDidNotMakeIsRefused() throws {
        let project = try TemporaryProject(files: ["public/keep.txt": "mine"])
        let run = try CommandLineTests.run(["diff", Self.base, Self.head, "--out", project.root + "/public"], in: project.root)
        #expect(run.status == 1 && run.stderr.contains("was not made by styleguide"))
        #expect(project.entries("public") == ["keep.txt"])
    }

    @Test func exitStatuses() throws {
        #expect(try CommandLineTests.run(["diff", Self.head]).status == 2)
        #expect(try CommandLineTests.run(["diff", Self.base, Self.head, "--format", "pdf"]).status == 2)
        #expect(try CommandLineTests.run(["diff", "--base-ref", "HEAD", Self.base, Self.head]).status == 2)
        let missing = try CommandLineTests.run(["diff", "/nonexistent/base", Self.head, "--format", "markdown"])
        #expect(missing.status == 1 && missing.stderr.contains("no such file or folder"))
    }
}
