import Foundation

/// Times loading a token project, for `bench/tokens/` (the CLI may expose it).
public enum TokenBenchmark {
    /// The measurements of one benchmark run.
    public struct Result: Sendable, CustomStringConvertible {
        public var permutations: Int
        public var tokensPerPermutation: Int
        public var diagnostics: Int
        /// Whole-project load times, one per run, in milliseconds.
        public var runMilliseconds: [Double]

        public var medianMilliseconds: Double {
            let sorted = runMilliseconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }

        public var medianPerPermutationMilliseconds: Double { medianMilliseconds / Double(max(permutations, 1)) }

        public var description: String {
            String(format: "%d permutations x %d tokens, %d diagnostics; median load+resolve %.1f ms total, %.1f ms per permutation (%d runs)",
                   permutations, tokensPerPermutation, diagnostics, medianMilliseconds, medianPerPermutationMilliseconds, runMilliseconds.count)
        }
    }

    /// Loads the project at `path` (`runs` times) and reports median timings.
    public static func run(path: String, runs: Int = 7, fileSystem: FileSystem = LocalFileSystem()) -> Result {
        var times: [Double] = []
        var project: TokenProject?
        var diagnostics = DiagnosticBag()
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            diagnostics = DiagnosticBag()
            project = loadTokens(at: path, fileSystem: fileSystem, diagnostics: &diagnostics)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return Result(permutations: project?.permutations.count ?? 0,
                      tokensPerPermutation: project?.defaultPermutation?.tokens.count ?? 0,
                      diagnostics: diagnostics.all.count, runMilliseconds: times)
    }
}
