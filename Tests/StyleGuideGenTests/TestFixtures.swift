import Foundation
@testable import StyleGuideGen

/// Paths of test fixtures, found beside this file so tests run from any folder.
enum TestFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appending(path: relative) }

    static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    /// The bundled example (its config, tokens and docs) copied into memory under `root`.
    static func exampleInMemory(at root: String) throws -> InMemoryFileSystem {
        let repository = repositoryRoot.path, disk = LocalFileSystem()
        var files: [String: Data] = [root + "/styleguide.json": try disk.readFile(repository + "/styleguide.json")]
        for folder in ["tokens", "docs"] {
            for path in try disk.filesRecursively(under: repository + "/" + folder) {
                files[root + path.dropFirst(repository.count)] = try disk.readFile(path)
            }
        }
        return InMemoryFileSystem(files: files)
    }
}
