/// A contrast pair in one permutation whose verdict changed, or whose ratio
/// crossed one of the WCAG thresholds (3, 4.5, 7), between base and head.
public struct ContrastCrossing: Sendable, Hashable {
    /// The ratios WCAG 2.x levels are drawn at.
    public static let thresholds: [Double] = [3.0, 4.5, 7.0]

    /// One side's measurement.
    public struct Measurement: Sendable, Hashable {
        public var ratio: Double
        public var passes: Bool
    }

    /// Dotted token paths.
    public var foreground: String
    public var background: String
    public var level: WCAGLevel
    public var permutation: String
    /// The permutation's modifier choices (head's).
    public var inputs: [ModifierChoice]
    /// Nil when the pair could not be measured on that side (a token missing there).
    public var before: Measurement?
    public var after: Measurement?
    /// Thresholds the ratio went across, ascending.
    public var crossed: [Double]
    /// Components that draw the pair (by their stylesheets), or that read both tokens.
    public var components: [String]

    /// Passed before (or was not measured) and fails now.
    public var startsFailing: Bool { after?.passes == false && before?.passes != false }
    /// Failed before and passes now.
    public var startsPassing: Bool { before?.passes == false && after?.passes == true }

    /// Matches results of both reports by pair, level and permutation choices; keeps the changed ones.
    /// A pair only the head measures is kept when it fails there. Failures first, then report order.
    static func changes(base: ContrastReport, head: ContrastReport, usage: ComponentUsage) -> [ContrastCrossing] {
        var baseByKey: [ResultKey: ContrastResult] = [:]
        for result in base.results { baseByKey[ResultKey(result)] = result }
        var crossings: [ContrastCrossing] = []
        for result in head.results {
            let old = baseByKey[ResultKey(result)]
            let crossed = old.map { crossedThresholds($0.ratio, result.ratio) } ?? []
            let verdictChanged = old.map { $0.passes != result.passes } ?? !result.passes
            guard verdictChanged || !crossed.isEmpty else { continue }
            let drawnBy = result.sources.compactMap(\.component)
            crossings.append(ContrastCrossing(
                foreground: result.foreground, background: result.background, level: result.level, permutation: label(result), inputs: result.inputs,
                before: old.map { Measurement(ratio: $0.ratio, passes: $0.passes) },
                after: Measurement(ratio: result.ratio, passes: result.passes), crossed: crossed,
                components: drawnBy.isEmpty ? usage.components(readingBoth: result.foreground, result.background) : Array(Set(drawnBy)).sorted()))
        }
        // Stable: report order within each group.
        return crossings.filter(\.startsFailing) + crossings.filter { !$0.startsFailing }
    }

    static func crossedThresholds(_ before: Double, _ after: Double) -> [Double] {
        thresholds.filter { (before >= $0) != (after >= $0) }
    }

    private static func label(_ result: ContrastResult) -> String {
        result.permutation.isEmpty ? "default" : result.permutation
    }

    /// A pair measured at a level in the permutation with these modifier choices.
    private struct ResultKey: Hashable {
        let foreground: String, background: String, level: String, largeText: Bool
        let inputs: [ModifierChoice]

        init(_ result: ContrastResult) {
            foreground = result.foreground
            background = result.background
            level = result.level.rawValue
            largeText = result.largeText
            inputs = PermutationMatcher.key(result.inputs)
        }
    }
}
