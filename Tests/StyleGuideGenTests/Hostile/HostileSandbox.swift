import Foundation
import Testing
@testable import StyleGuideGen

/// A parent folder holding a project (`project/`) and a decoy folder beside
/// it (`outside/`), so a test can prove nothing outside the project's output
/// folder was read into the site or written to.
final class HostileSandbox {
    static let secret = "SECRET-OUTSIDE-THE-PROJECT"
    static let goodDocs = [
        "docs/index.md": "---\ntitle: Safe Home\n---\n# Safe Home\n\nWelcome.\n",
        "docs/guide.md": "---\ntitle: Guide\norder: 1\n---\n# Guide\n\n```component standard-button\nlabel: Save\n```\n",
    ]
    static let goodTokens = """
        { "spacing": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
          "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } } }
        """

    let parent: TemporaryProject
    var root: String { parent.root + "/project" }
    var outside: String { parent.root + "/outside" }

    /// The bundled example's shared and light tokens (no resolver): every
    /// token the built-in components read, as one permutation.
    static var exampleTokens: [String: String] {
        var files: [String: String] = [:]
        for name in ["base.tokens.json", "light.tokens.json"] { files["tokens/" + name] = EmbeddedExampleTokens.files[name] }
        return files
    }

    init(files: [String: String] = HostileSandbox.goodDocs.merging(HostileSandbox.exampleTokens) { a, _ in a }) throws {
        parent = try TemporaryProject()
        try parent.write("outside/secret.txt", Self.secret + "\n")
        try parent.write("outside/docs/stolen.md", "# Stolen\n\n" + Self.secret + "\n")
        try parent.write("outside/tokens.json", "{ \"stolen\": { \"$type\": \"number\", \"$value\": 7, \"$description\": \"\(Self.secret)\" } }")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws { try parent.write("project/" + path, text) }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: root + "/" + path) }

    func symlink(_ path: String, to destination: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// `styleguide build` on the project as the CLI runs it; a configuration
    /// error comes back as a failed result.
    func build() -> BuildResult {
        do {
            return SiteBuilder().build(BuildOptions(project: try Project.load(root: root)))
        } catch {
            return BuildResult(pageCount: 0, fileCount: 0, diagnostics: error.diagnostics, seconds: 0)
        }
    }

    /// The built site's files (path below `site/` -> bytes).
    var site: [String: Data] { parent.snapshot("project/site") }

    /// Everything in the parent folder but the site and the build's cache (`.styleguide-cache/`, the project's by design).
    var everythingButTheSite: [String: Data] {
        parent.snapshot().filter { !$0.key.hasPrefix("project/site/") && !$0.key.hasPrefix("project/" + BuildCache.folderName + "/") }
    }

    /// Runs `body` and checks it wrote nothing outside `project/site/` and left
    /// no scratch folder; returns the build result of `body`.
    func expectNoWritesOutsideTheSite(_ body: () -> BuildResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BuildResult {
        let before = everythingButTheSite
        let parentEntries = parent.entries("")
        let projectEntries = parent.entries("project")
        let result = body()
        #expect(everythingButTheSite == before, "files outside the output folder changed", sourceLocation: sourceLocation)
        #expect(parent.entries("") == parentEntries, "entries beside the project changed", sourceLocation: sourceLocation)
        let built: Set<String> = ["site", BuildCache.folderName]
        #expect(parent.entries("project").filter { !built.contains($0) } == projectEntries.filter { !built.contains($0) },
                "scratch entries left in the project", sourceLocation: sourceLocation)
        return result
    }

    /// Builds a good site, applies `breakInput`, rebuilds: the second build must
    /// fail with an error diagnostic and leave the first site byte for byte.
    /// Returns the failing build's diagnostics.
    @discardableResult
    func expectFailureKeepsPreviousSite(_ breakInput: () throws -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let good = build()
        #expect(good.succeeded, "the good project builds: \(good.diagnostics)", sourceLocation: sourceLocation)
        let previous = site
        #expect(!previous.isEmpty, sourceLocation: sourceLocation)
        try breakInput()
        let result = expectNoWritesOutsideTheSite({ build() }, sourceLocation: sourceLocation)
        #expect(!result.succeeded, "the broken project must fail", sourceLocation: sourceLocation)
        #expect(result.diagnostics.contains { $0.severity == .error }, sourceLocation: sourceLocation)
        #expect(site == previous, "the previous site is intact", sourceLocation: sourceLocation)
        return result.diagnostics
    }

    /// Builds a good site, applies `breakInput`, rebuilds: the second build must fail with an
    /// error diagnostic, yet write the whole site around it, inert, with the error on its
    /// diagnostics page. Returns the failing build's diagnostics.
    @discardableResult
    func expectFailureWritesTheRest(_ breakInput: () throws -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let good = build()
        #expect(good.succeeded, "the good project builds: \(good.diagnostics)", sourceLocation: sourceLocation)
        try breakInput()
        let result = expectNoWritesOutsideTheSite({ build() }, sourceLocation: sourceLocation)
        #expect(!result.succeeded, "the broken project must fail", sourceLocation: sourceLocation)
        #expect(result.wroteSite, "the rest of the site is written", sourceLocation: sourceLocation)
        let built = site
        SiteSafety.expectInert(built, sourceLocation: sourceLocation)
        #expect(built["index.html"] != nil && built["components/standard-button.html"] != nil, sourceLocation: sourceLocation)
        let page = SiteSafety.text(built, "diagnostics.html")
        for error in result.diagnostics where error.severity == .error {
            if let file = error.location?.file {
                #expect(page.contains(file), "the diagnostics page names \(file)", sourceLocation: sourceLocation)
            }
        }
        return result.diagnostics
    }
}

/// Checks on a built site that hostile input came out inert.
enum SiteSafety {
    /// Files whose text the browser parses as HTML or CSS (report.json only records inputs).
    static func pages(_ site: [String: Data]) -> [(path: String, text: String)] {
        site.filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".css") }
            .sorted { $0.key < $1.key }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
    }

    /// No `<script` but the layout's own `site.js` and `search.js`, no `javascript:` URL, no
    /// `</style` in any stylesheet, and no secret from outside the project.
    static func expectInert(_ site: [String: Data], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!site.isEmpty, sourceLocation: sourceLocation)
        for (path, text) in pages(site) {
            let lower = text.lowercased()
            // In a stylesheet, text inside strings and comments is inert.
            let live = path.hasSuffix(".css") ? CSSTestParser.withoutStrings(CSSTestParser.stripComments(lower)) : lower
            for range in ranges(of: "<script", in: lower) {
                let tail = lower[range.lowerBound...].prefix(80)
                #expect(tail.hasPrefix("<script src=\"") && (tail.contains("assets/site.js\" defer></script>") || tail.contains("assets/search.js\" defer></script>")),
                        "unexpected script in \(path): \(tail)", sourceLocation: sourceLocation)
            }
            // In a page, `url(` only matters inside a style attribute; as text it is shown, inert.
            let executable = path.hasSuffix(".css") ? live : lower.replacing(#/>[^<]*</#, with: "><")
            #expect(executable.firstMatch(of: javascriptURL) == nil, "javascript: URL in \(path)", sourceLocation: sourceLocation)
            #expect(!lower.contains("</style"), "</style in \(path)", sourceLocation: sourceLocation)
            #expect(!text.contains(HostileSandbox.secret), "outside file leaked into \(path)", sourceLocation: sourceLocation)
        }
    }

    /// `href="javascript:`, `src='javascript:`, `url(javascript:` and spaced variants.
    static var javascriptURL: Regex<(Substring, Substring)> { #/(href|src|action|url)\s*[=(]\s*["']?\s*javascript:/# }

    static func ranges(of needle: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var start = text.startIndex
        while let range = text.range(of: needle, range: start..<text.endIndex) {
            found.append(range)
            start = range.upperBound
        }
        return found
    }

    static func text(_ site: [String: Data], _ path: String) -> String {
        site[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
