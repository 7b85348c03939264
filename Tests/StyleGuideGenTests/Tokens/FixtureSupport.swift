import Foundation
@testable import StyleGuideGen

/// Finds and reads the fixture folders next to this file.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Tokens")

    /// Base names (without `.tokens.json`) of the fixtures in a subfolder, sorted.
    static func names(in folder: String, suffix: String = ".tokens.json") -> [String] {
        let dir = root.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    static func data(_ folder: String, _ file: String) -> Data {
        (try? Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file))) ?? Data()
    }

    static func expectations(_ folder: String, _ name: String) -> [String] {
        String(decoding: data(folder, name + ".expect"), as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Every fixture file's bytes, for the fuzz test.
    static func allFixtureBytes() -> [Data] {
        ["valid", "invalid", "resolver"].flatMap { folder -> [Data] in
            let dir = root.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]) ?? []
            return files.filter { $0.hasSuffix(".json") }.sorted().map { data(folder, $0) }
        }
    }
}

extension Diagnostic {
    /// `line:col: message`, the form fixture expectations use.
    var positioned: String { "\(location?.line ?? 0):\(location?.column ?? 0): \(message)" }

    /// Whether this diagnostic is at `line:col` and its message (with its
    /// `[subject] (code)` suffix) contains the rest of `expectation`.
    func matches(_ expectation: String) -> Bool {
        let parts = expectation.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let location else { return false }
        let text = message + (subject.map { " [\($0)]" } ?? "") + " (\(code.id))"
        return parts[0] == "\(location.line):\(location.column):" && text.contains(parts[1])
    }
}
