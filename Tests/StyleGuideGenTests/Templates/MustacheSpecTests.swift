import Foundation
import Testing
@testable import StyleGuideGen

/// Runs the official Mustache spec files copied under Fixtures/Mustache/spec.
@Suite struct MustacheSpecTests {
    static let specFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Mustache/spec")

    /// Every file must pass completely; lambdas are out of scope and not copied.
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
        "partials.json", "sections.json", "~inheritance.json", "~dynamic-names.json",
    ]

    struct Outcome {
        var passed = 0
        var total = 0
        var failures: [String] = []
    }

    static func run(_ file: String) throws -> Outcome {
        let data = try Data(contentsOf: specFolder.appending(path: file))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(root["tests"] as? [[String: Any]])
        var outcome = Outcome()
        for test in tests {
            outcome.total += 1
            let name = test["name"] as? String ?? "?"
            let expected = test["expected"] as? String ?? ""
            do {
                let actual = try render(test)
                if actual == expected {
                    outcome.passed += 1
                } else {
                    outcome.failures.append("\(file) \(name): expected \(expected.debugDescription), got \(actual.debugDescription)")
                }
            } catch {
                outcome.failures.append("\(file) \(name): threw \(error)")
            }
        }
        return outcome
    }

    static func render(_ test: [String: Any]) throws -> String {
        let partials = (test["partials"] as? [String: String]) ?? [:]
        let library = try MustacheLibrary(templates: partials)
        let template = try MustacheTemplate(name: "template", source: test["template"] as? String ?? "")
        return try library.render(template, MustacheValue(json: test["data"] ?? NSNull()))
    }

    @Test(arguments: requiredFiles)
    func specFilePassesCompletely(_ file: String) throws {
        let outcome = try Self.run(file)
        print("mustache spec \(file): \(outcome.passed)/\(outcome.total)")
        for failure in outcome.failures { print("  FAIL \(failure)") }
        #expect(outcome.total > 0)
        #expect(outcome.failures == [])
        #expect(outcome.passed == outcome.total)
    }

    @Test func everySpecFileInTheFolderIsRequired() throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.specFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(present == Self.requiredFiles.sorted())
    }
}
