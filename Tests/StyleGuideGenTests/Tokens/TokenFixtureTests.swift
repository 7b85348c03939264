import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct TokenFixtureTests {
    @Test func thereAreEnoughFixtures() {
        #expect(Fixtures.names(in: "valid").count >= 60)
        #expect(Fixtures.names(in: "invalid").count >= 80)
    }

    @Test(arguments: Fixtures.names(in: "valid"))
    func validFixtureLoads(name: String) throws {
        let (set, diagnostics) = TestTokenLoader().load(Fixtures.data("valid", name + ".tokens.json"), file: name)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description))")
        let tokens = try #require(set)
        for line in Fixtures.expectations("valid", name) {
            if line.hasPrefix("token ") {
                let parts = line.split(separator: " ").map(String.init)
                #expect(tokens[parts[1]]?.type.rawValue == parts[2], "\(name): \(line)")
            } else if line.hasPrefix("warning ") {
                let expectation = String(line.dropFirst("warning ".count))
                #expect(diagnostics.contains { $0.severity == .warning && $0.matches(expectation) },
                        "\(name): wanted \(expectation), got \(diagnostics.map(\.positioned))")
            }
        }
        let warnings = diagnostics.filter { $0.severity == .warning }
        let expectedWarnings = Fixtures.expectations("valid", name).filter { $0.hasPrefix("warning ") }
        if expectedWarnings.isEmpty { #expect(warnings.isEmpty, "\(name): \(warnings.map(\.positioned))") }
    }

    /// Invalid under the spec: each is an error under `--strict` (some load leniently by default).
    @Test(arguments: Fixtures.names(in: "invalid"))
    func invalidFixtureReportsExactPosition(name: String) {
        let (_, diagnostics) = TestTokenLoader(strict: true).load(Fixtures.data("invalid", name + ".tokens.json"), file: name + ".tokens.json")
        let expectations = Fixtures.expectations("invalid", name)
        #expect(!expectations.isEmpty)
        for expectation in expectations {
            #expect(diagnostics.contains { $0.severity == .error && $0.matches(expectation) },
                    "\(name): wanted \(expectation), got \(diagnostics.map(\.positioned))")
        }
        #expect(diagnostics.allSatisfy { $0.location?.file == name + ".tokens.json" })
    }
}
