import Foundation

/// Paths of test fixtures, found beside this file so tests run from any folder.
enum TestFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appending(path: relative) }

    static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }
}
