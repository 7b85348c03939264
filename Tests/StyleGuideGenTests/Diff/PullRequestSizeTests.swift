import Foundation
import Testing
@testable import StyleGuideGen

/// The review of a real pull request (issue 47, as `bench/diff_sizes.sh` builds it): Swiss Post's
/// 192 permutations made a project and committed on `master`, then the brand yellow and the
/// desktop radius 7 changed. 35 tokens change, 33 of them aliases following the two roots; the
/// summary fits a pull-request comment and still names every root and component touched.
@Suite struct PullRequestSizeTests {
    static let tokens = "packages/tokens/tokensstudio-generated/tokens.json"

    /// The repository, its working tree at the pull request's commit.
    static func pullRequest() throws -> TemporaryProject {
        let project = try ExistingProjectInitializerTests.corpusCopy("swisspost")
        #expect(try CommandLineTests.run(["init", "--from", ".", "."], in: project.root).status == 0)
        try GitBaseTests.git(["init", "-q", "-b", "master"], in: project.root)
        try commit("base", in: project.root)
        var text = try #require(project.read(tokens))
        // post.core.color.brand.postyellow: the first yellow of the file.
        let yellow = try #require(text.range(of: "\"$value\": \"#FFCC00\""))
        text.replaceSubrange(yellow, with: "\"$value\": \"#FFD22E\"")
        // post.device.border-radius.7 of the Device/Desktop set.
        let desktop = try #require(text.range(of: "\"Device/Desktop\": {"))
        let radii = try #require(text.range(of: "\"border-radius\"", range: desktop.upperBound..<text.endIndex))
        let seven = try #require(text.range(of: "\"7\": {", range: radii.upperBound..<text.endIndex))
        let radius = try #require(text.range(of: "\"$value\": \"{post.core.dimension.12}\"", range: seven.upperBound..<text.endIndex))
        #expect(text.distance(from: seven.upperBound, to: radius.lowerBound) < 400)
        text.replaceSubrange(radius, with: "\"$value\": \"{post.core.dimension.16}\"")
        try project.write(tokens, text)
        try GitBaseTests.git(["checkout", "-q", "-b", "pull-request"], in: project.root)
        try commit("Brand yellow #FFD22E, desktop radius 7 from dimension 16", in: project.root)
        return project
    }

    static func commit(_ message: String, in folder: String) throws {
        try GitBaseTests.git(["add", "-A"], in: folder)
        try GitBaseTests.git(["-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false",
                              "commit", "-q", "-m", message], in: folder)
    }

    @Test func theSummaryFitsACommentAndNamesEveryRootAndComponent() throws {
        let project = try Self.pullRequest()
        let diff = ["diff", "--base-ref", "master", "."]
        let summary = try CommandLineTests.run(diff + ["--format", "markdown", "--link-base", "https://example.org/pr"], in: project.root)
        #expect(summary.status == 0, "\(summary.stderr.suffix(500))")
        let markdown = summary.stdout
        #expect(markdown.utf8.count < 3 * 1024, "\(markdown.utf8.count) bytes:\n\(markdown)")
        let expected = [
            "| 0 | 35 | 0 | 0 | 0 | 3 |",
            "| `post.core.color.brand.postyellow` and [32 tokens that alias it](https://example.org/pr/diff.html#changed-1) | `#ffcc00` | `#ffd22e` | all |  |",
            "| `post.device.border-radius.7` and [1 token that aliases it](https://example.org/pr/diff.html#changed-2) | `12px` = `{post.core.dimension.12}` | `16px` = `{post.core.dimension.16}` | all | ",
        ]
        for line in expected { #expect(markdown.contains(line), "missing: \(line)\n\(markdown)") }
        for component in ["destructive-button", "settings-screen", "standard-button"] {
            #expect(markdown.contains("| [\(component)](https://example.org/pr/diff.html#review-\(component)) |"), "\(component)")
        }
        // The page has what the summary folds: every follower, under its root, and its place.
        let page = try CommandLineTests.run(diff + ["--out", project.root + "/site"], in: project.root)
        #expect(page.status == 0, "\(page.stderr.suffix(500))")
        let html = try #require(project.read("site/diff.html"))
        #expect(html.utf8.count < 1_500_000, "\(html.utf8.count) bytes")
        #expect(html.contains("<tbody class=\"diff-entry diff-entry--changed\" id=\"changed-1\">"))
        #expect(html.contains("<details><summary>and 32 tokens that alias it</summary>"))
        #expect(html.contains("<li><span class=\"diff-token\">post.tabs.page.large.tab.border-radius</span> <span class=\"diff-alias\">= {post.device.border-radius.7} in all</span></li>"))
    }
}
