import Foundation
import Testing
@testable import StyleGuideGen

/// `..` paths and symbolic links must not let a project read or write
/// anything outside its own folder.
@Suite struct HostilePathTests {
    static func resolver(refs: [String]) -> String {
        let sources = refs.map { "{ \"$ref\": \"\($0)\" }" }.joined(separator: ", ")
        return """
            { "version": "2025.10", "sets": { "base": { "sources": [\(sources)] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """
    }

    @Test(arguments: ["../../outside/tokens.json", "../../../outside/tokens.json", "/etc/passwd", "file:///etc/passwd",
                      "sub/../../../outside/tokens.json", "./../../outside/tokens.json"])
    func aResolverRefLeavingTheProjectIsRefused(ref: String) throws {
        let sandbox = try HostileSandbox()
        let diagnostics = try sandbox.expectFailureKeepsPreviousSite {
            try sandbox.write("tokens/app.resolver.json", Self.resolver(refs: ["base.tokens.json", "light.tokens.json", ref]))
        }
        #expect(diagnostics.contains { $0.description.contains("must be a relative path inside the project folder") && $0.location?.file == "tokens/app.resolver.json" },
                "\(diagnostics)")
        #expect(!diagnostics.contains { $0.description.contains(HostileSandbox.secret) })
    }

    /// A resolver in tokens/ may name files elsewhere in the project (`../figma/Color.Light.json`).
    @Test func aResolverRefToAnotherFolderOfTheProjectIsRead() throws {
        let sandbox = try HostileSandbox()
        try sandbox.write("design/extra.tokens.json", ##"{"extra": {"$type": "number", "$value": 7}}"##)
        try sandbox.write("tokens/app.resolver.json", Self.resolver(refs: ["base.tokens.json", "light.tokens.json", "../design/extra.tokens.json"]))
        let result = sandbox.build()
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test(arguments: ["docs", "tokens", "templates", "output"])
    func aConfigPathLeavingTheProjectIsRefused(key: String) throws {
        for value in ["../outside", "/tmp", "docs/../../outside"] {
            let sandbox = try HostileSandbox()
            let diagnostics = try sandbox.expectFailureKeepsPreviousSite {
                try sandbox.write("styleguide.json", "{ \"\(key)\": \"\(value)\" }")
            }
            #expect(diagnostics.map(\.description) == ["styleguide.json:1:\(key.count + 7): error: `\(key)` must be a path inside the project folder (relative, no `..`), found `\(value)` (io/outside-project)"])
        }
    }

    @Test func aDocSymlinkedToAFileOutsideIsNotRead() throws {
        let sandbox = try HostileSandbox()
        try sandbox.symlink("docs/evil.md", to: sandbox.outside + "/secret.txt")
        try sandbox.symlink("docs/passwd.md", to: "/etc/passwd")
        try sandbox.symlink("docs/relative.md", to: "../../outside/docs/stolen.md")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        let site = sandbox.site
        SiteSafety.expectInert(site)
        #expect(site["evil.html"] == nil && site["passwd.html"] == nil && site["relative.html"] == nil)
        let everything = site.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!everything.contains("root:x:0:0"))
        #expect(!everything.contains(HostileSandbox.secret))
    }

    @Test func aSymlinkedDocsFolderOutsideTheProjectIsNotRead() throws {
        let sandbox = try HostileSandbox()
        try sandbox.remove("docs")
        try sandbox.symlink("docs", to: sandbox.outside + "/docs")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        // The link is not followed: the site builds with no docs at all.
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(sandbox.site["stolen.html"] == nil)
        let everything = sandbox.site.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!everything.contains(HostileSandbox.secret), "the outside doc leaked into the site")
    }

    @Test func aSymlinkedTokenFileOutsideTheProjectIsNotRead() throws {
        let sandbox = try HostileSandbox()
        try sandbox.symlink("tokens/stolen.tokens.json", to: sandbox.outside + "/tokens.json")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        let site = sandbox.site
        #expect(!SiteSafety.text(site, "assets/tokens.css").contains("stolen"))
        // The report names the link's target in a warning, but never reads it as an input.
        let report = try #require(try JSONSerialization.jsonObject(with: site["report.json"] ?? Data()) as? [String: Any])
        let inputs = (report["inputs"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(!inputs.isEmpty && !inputs.contains { $0.contains("outside") || $0.contains("stolen") }, "\(inputs)")
        #expect(!SiteSafety.text(site, "report.json").contains(HostileSandbox.secret))
    }

    @Test func aSymlinkedTemplateOutsideTheProjectIsNotRead() throws {
        let sandbox = try HostileSandbox()
        try sandbox.symlink("templates/assets/site.css", to: sandbox.outside + "/secret.txt")
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(!SiteSafety.text(sandbox.site, "assets/site.css").contains(HostileSandbox.secret))
    }

    @Test func anOutputFolderSymlinkedOutsideIsNotWrittenThrough() throws {
        // `site` is a link to a folder beside the project: the build must not
        // write into the folder the link points at unless it is a site of ours.
        let sandbox = try HostileSandbox()
        try sandbox.symlink("site", to: sandbox.outside)
        let before = sandbox.parent.snapshot("outside")
        let result = sandbox.build()
        #expect(!result.succeeded, "a non-site folder behind the link is refused")
        #expect(sandbox.parent.snapshot("outside") == before)
    }
}
