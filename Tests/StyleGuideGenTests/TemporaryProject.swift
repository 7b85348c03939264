import Foundation
@testable import StyleGuideGen

/// A project folder on disk for a test, removed when the test ends.
final class TemporaryProject {
    let root: String

    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "styleguide-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under `path` (relative to the root), by relative path.
    func snapshot(_ path: String = "") -> [String: Data] {
        let base = path.isEmpty ? root : root + "/" + path
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: base) else { return result }
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result[relative] = FileManager.default.contents(atPath: base + "/" + relative) }
        }
        return result
    }

    func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path.isEmpty ? root : root + "/" + path)) ?? []).sorted()
    }
}
