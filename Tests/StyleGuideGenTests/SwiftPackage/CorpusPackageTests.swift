import Foundation
import Testing
@testable import StyleGuideGen

/// Real design systems of `Tests/Corpus` made into a Swift package as a user makes one (issue 49):
/// `init --from .` on a copy of the repository, then the package generated, built with `swift build`
/// and its check executable's values compared with the site's CSS, with no `swift/` warning.
/// By default two cheap systems of different formats; `STYLEGUIDE_SWIFT_SYSTEMS=all` (or a comma
/// list of folders) for others: `STYLEGUIDE_SWIFT_SYSTEMS=all swift test --filter CorpusPackageTests`.
@Suite(.serialized) struct CorpusPackageTests {
    @Test(arguments: CorpusPackageSystems.selected)
    func packageMatchesTheSiteCSS(system: String) throws {
        let project = try ExistingProjectInitializerTests.corpusCopy(system)
        try Self.initFromRoot(project.root)
        let build = try GeneratedPackageBuild.make(root: project.root, name: "SystemTokens")
        try GeneratedPackageTests.expectMatchesCSS(build)
        let swiftWarnings = build.diagnostics.filter { $0.code.id.hasPrefix("swift/") }
        #expect(swiftWarnings.isEmpty, "\(system): \(swiftWarnings.count) swift/ warnings: \(swiftWarnings.prefix(5).map(\.description))")
    }

    /// `init --from .` on the repository's root; where it holds several sources, on the first one its
    /// error lists (as Tests/browser/init_from_root.sh does).
    static func initFromRoot(_ root: String) throws {
        var run = try CommandLineTests.run(["init", "--from", ".", "."], in: root)
        if run.status != 0, let listed = run.stderr.firstMatch(of: #/holds \d+ independent token sources: ([^;(]*)/#) {
            run = try CommandLineTests.run(["init", "--from", listed.1.trimmingCharacters(in: .whitespaces), "."], in: root)
        }
        #expect(run.status == 0, "init --from: \(run.stderr.suffix(500))")
        #expect(FileManager.default.fileExists(atPath: root + "/styleguide.json"))
    }
}

/// The corpus systems the package tests build: each takes a `swift build` of its own.
enum CorpusPackageSystems {
    /// Kong (an older DTCG draft, six theme folders) and MetaMask (Tokens Studio, legacy
    /// `value`/`type`; a repository of two sources): different formats, each built in under 20 s.
    static let cheap = ["kong", "metamask"]

    static var selected: [String] {
        guard let chosen = ProcessInfo.processInfo.environment["STYLEGUIDE_SWIFT_SYSTEMS"], !chosen.isEmpty else { return cheap }
        return chosen == "all" ? CorpusTests.systems : chosen.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
