import Foundation
import Testing
@testable import StyleGuideGen

/// Writes the bundled example's token pages to `$TOKEN_PAGES_SITE` for a look
/// in a browser (`Tests/browser/run.sh`), and the hostile-input pages to
/// `$TOKEN_PAGES_SITE-hostile`; skipped when the variable is unset.
@Suite struct TokenPagesSiteTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TOKEN_PAGES_SITE"] != nil))
    func writeTheExampleSite() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["TOKEN_PAGES_SITE"])
        try write(try TokenPagesTestSupport.render(try ContrastTestSupport.bundledExample()), to: folder)
        try write(try TokenPagesEscapingTests.render(), to: folder + "-hostile")
    }

    private func write(_ files: [String: String], to folder: String) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
