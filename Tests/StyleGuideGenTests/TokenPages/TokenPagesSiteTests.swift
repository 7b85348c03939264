import Foundation
import Testing
@testable import StyleGuideGen

/// Writes the bundled example's token pages to `$TOKEN_PAGES_SITE` for a look
/// in a browser (`Tests/browser/run.sh`); skipped when the variable is unset.
@Suite struct TokenPagesSiteTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TOKEN_PAGES_SITE"] != nil))
    func writeTheExampleSite() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["TOKEN_PAGES_SITE"])
        let files = try TokenPagesTestSupport.render(try ContrastTestSupport.bundledExample())
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
