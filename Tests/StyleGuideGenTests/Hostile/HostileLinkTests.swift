import Foundation
import Testing
@testable import StyleGuideGen

/// Symbolic links in docs/, templates/ and tokens/: followed while they stay
/// inside the project, otherwise a warning naming the link and its target.
@Suite struct HostileLinkTests {
    static func linkWarnings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.message.hasPrefix("symbolic link") }.map(\.description)
    }

    @Test func aDocsFolderLinkedOutsideIsReportedWithItsTarget() throws {
        let sandbox = try HostileSandbox()
        try sandbox.remove("docs")
        try sandbox.symlink("docs", to: sandbox.outside + "/docs")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        let outside = PathNormalizer.absolute(sandbox.outside)
        #expect(Self.linkWarnings(result.diagnostics) == ["docs:1:1: warning: symbolic link `docs` -> `\(outside)/docs` is not followed: it points outside the project (io/symbolic-link)"])
        #expect(sandbox.site["stolen.html"] == nil)
    }

    @Test func linksOutsideTheProjectAreEachReported() throws {
        let sandbox = try HostileSandbox()
        try sandbox.symlink("docs/evil.md", to: sandbox.outside + "/secret.txt")
        try sandbox.symlink("docs/relative.md", to: "../../outside/docs/stolen.md")
        try sandbox.symlink("templates/assets/site.css", to: sandbox.outside + "/secret.txt")
        try sandbox.symlink("tokens/stolen.tokens.json", to: sandbox.outside + "/tokens.json")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        let outside = PathNormalizer.absolute(sandbox.outside)
        #expect(Self.linkWarnings(result.diagnostics).sorted() == [
            "docs/evil.md:1:1: warning: symbolic link `docs/evil.md` -> `\(outside)/secret.txt` is not followed: it points outside the project (io/symbolic-link)",
            "docs/relative.md:1:1: warning: symbolic link `docs/relative.md` -> `\(outside)/docs/stolen.md` is not followed: it points outside the project (io/symbolic-link)",
            "templates/assets/site.css:1:1: warning: symbolic link `templates/assets/site.css` -> `\(outside)/secret.txt` is not followed: it points outside the project (io/symbolic-link)",
            "tokens/stolen.tokens.json:1:1: warning: symbolic link `tokens/stolen.tokens.json` -> `\(outside)/tokens.json` is not followed: it points outside the project (io/symbolic-link)",
        ])
        let everything = sandbox.site.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!everything.contains(HostileSandbox.secret))
    }

    @Test func linksInsideTheProjectAreFollowed() throws {
        let sandbox = try HostileSandbox()
        try sandbox.remove("docs")
        for (path, text) in HostileSandbox.goodDocs { try sandbox.write("content/" + path, text) }
        try sandbox.write("shared/usage.md", "# Usage\n\nShared words.\n")
        try sandbox.symlink("docs", to: "content/docs")
        try sandbox.symlink("content/docs/usage.md", to: "../../shared/usage.md")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(Self.linkWarnings(result.diagnostics).isEmpty)
        #expect(SiteSafety.text(sandbox.site, "index.html").contains("Safe Home"))
        #expect(SiteSafety.text(sandbox.site, "usage.html").contains("Shared words."))
    }

    @Test func danglingAndLoopingLinksAreReported() throws {
        let sandbox = try HostileSandbox()
        try sandbox.symlink("docs/gone.md", to: "missing.md")
        try sandbox.symlink("docs/self.md", to: "self.md")
        try sandbox.symlink("docs/up", to: "..")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(Self.linkWarnings(result.diagnostics).sorted() == [
            "docs/gone.md:1:1: warning: symbolic link `docs/gone.md` -> `missing.md` is not followed: its target does not exist (io/symbolic-link)",
            "docs/self.md:1:1: warning: symbolic link `docs/self.md` -> `self.md` is not followed: it loops back on itself or to a folder above it (io/symbolic-link)",
            "docs/up:1:1: warning: symbolic link `docs/up` -> `\(PathNormalizer.absolute(sandbox.root))` is not followed: it loops back on itself or to a folder above it (io/symbolic-link)",
        ])
        #expect(sandbox.site["up/docs/index.html"] == nil)
    }

    @Test func aResolverRefThroughALinkOutsideIsAnError() throws {
        let sandbox = try HostileSandbox()
        let diagnostics = try sandbox.expectFailureKeepsPreviousSite {
            try sandbox.symlink("tokens/stolen.json", to: sandbox.outside + "/tokens.json")
            try sandbox.write("tokens/app.resolver.json", HostilePathTests.resolver(refs: ["base.tokens.json", "light.tokens.json", "stolen.json"]))
        }
        #expect(diagnostics.contains { $0.severity == .error && $0.location?.file == "tokens/app.resolver.json"
                && $0.message.contains("is a symbolic link to \(PathNormalizer.absolute(sandbox.outside))/tokens.json, not followed: it points outside the project") },
                "\(diagnostics)")
        #expect(!diagnostics.contains { $0.description.contains(HostileSandbox.secret) })
    }
}

extension HostileLinkTests {
    /// `styleguide tokens PROJECT` bounds links by the project, as `build` does.
    @Test func theTokensCommandOnAProjectFollowsLinksInsideIt() throws {
        let sandbox = try HostileSandbox()
        try sandbox.write("shared/extra.tokens.json", "{ \"extra\": { \"$type\": \"number\", \"$value\": 3 } }")
        try sandbox.symlink("tokens/extra.tokens.json", to: "../shared/extra.tokens.json")
        try sandbox.symlink("tokens/stolen.tokens.json", to: sandbox.outside + "/tokens.json")
        let (project, diagnostics) = TokenSource().load(sandbox.root, strict: false, displayRoot: PathNormalizer.absolute(sandbox.root))
        let names = project?.defaultPermutation?.tokens.tokens.map(\.name) ?? []
        #expect(names.contains("extra") && !names.contains("stolen"))
        #expect(Self.linkWarnings(diagnostics) == [
            "tokens/stolen.tokens.json:1:1: warning: symbolic link `tokens/stolen.tokens.json` -> `\(PathNormalizer.absolute(sandbox.outside))/tokens.json` is not followed: it points outside the project (io/symbolic-link)",
        ])
    }
}

extension HostileLinkTests {
    @Test func aDanglingDocsFolderLinkIsNamedBesideTheMissingFolder() throws {
        let sandbox = try HostileSandbox()
        let diagnostics = try sandbox.expectFailureKeepsPreviousSite {
            try sandbox.remove("docs")
            try sandbox.symlink("docs", to: "content/docs")
        }
        #expect(diagnostics.map(\.description).sorted() == [
            "docs:1:1: warning: symbolic link `docs` -> `content/docs` is not followed: its target does not exist (io/symbolic-link)",
            "error: no docs folder at `docs`; create it with Markdown files, or run `styleguide init` (markdown/no-docs)",
        ])
    }
}
