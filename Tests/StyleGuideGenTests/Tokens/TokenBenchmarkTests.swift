import Foundation
import Testing
@testable import StyleGuideGen

/// Runs only from bench/tokens/run.sh (which sets STYLEGUIDE_TOKEN_BENCH).
@Suite struct TokenBenchmarkTests {
    static let projectPath = ProcessInfo.processInfo.environment["STYLEGUIDE_TOKEN_BENCH"]

    @Test(.enabled(if: projectPath != nil))
    func benchmarkTokenProject() throws {
        let result = TokenBenchmark.run(path: try #require(Self.projectPath))
        print("BENCH tokens: \(result)")
        #expect(result.permutations > 0 && result.diagnostics == 0)
    }

    @Test func benchmarkRunsOnASmallProject() {
        let folder = Fixtures.root.appendingPathComponent("resolver/themes").path
        let result = TokenBenchmark.run(path: folder, runs: 3)
        #expect(result.permutations == 4 && result.tokensPerPermutation == 5 && result.runMilliseconds.count == 3)
    }
}
