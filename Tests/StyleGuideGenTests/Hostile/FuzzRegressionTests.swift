import Foundation
import Testing
@testable import StyleGuideGen

/// Replays every input the fuzzers ever crashed on (or that hung them)
/// through the same entry point the fuzz target uses: it must return, and
/// where a `NAME.expect` file sits beside the input, one diagnostic must
/// contain its text.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/FuzzRegressions")

    static let entryPoints: [String: @Sendable (Data) -> [Diagnostic]] = [
        "tokens": FuzzEntryPoints.tokens,
        "resolver": FuzzEntryPoints.resolver,
        "markdown": FuzzEntryPoints.markdown,
        "mustache": FuzzEntryPoints.mustache,
    ]

    static func inputs(_ target: String) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder.appending(path: target), includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension != "expect" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: ["tokens", "resolver", "markdown", "mustache"])
    func everySavedInputReturnsWithItsDiagnostic(target: String) throws {
        let entry = try #require(Self.entryPoints[target])
        let inputs = Self.inputs(target)
        #expect(!inputs.isEmpty, "no regression inputs in Fixtures/FuzzRegressions/\(target)")
        for input in inputs {
            let diagnostics = entry(try Data(contentsOf: input))
            let expectFile = input.appendingPathExtension("expect")
            if let expected = try? String(contentsOf: expectFile, encoding: .utf8) {
                let needle = expected.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(diagnostics.contains { $0.description.contains(needle) }, "\(input.lastPathComponent): \(diagnostics)")
            }
        }
    }

    @Test func theResolverInputSplitsOnItsSeparator() {
        let bytes = Array("r\n--8<--\na\n--8<--\nb".utf8)
        let parts = FuzzEntryPoints.split(bytes, separator: FuzzEntryPoints.resolverSeparator).map { String(decoding: $0, as: UTF8.self) }
        #expect(parts == ["r", "a", "b"])
    }
}
