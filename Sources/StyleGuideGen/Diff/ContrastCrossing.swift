/// A contrast pair in one permutation whose verdict changed between base and head: it passes
/// or fails its level where it did not, or it reaches another level of the ones it is measured
/// against (a pair measured at AAA that went from meeting only AA to AAA, or fell below AA), or its
/// APCA verdict changed (it passes or fails its minimum, or fails at other text sizes). A ratio or
/// Lc that moves within a verdict is no crossing, even across 7:1 for a pair measured at AA: AAA is
/// not what that pair asks for.
public struct ContrastCrossing: Sendable, Hashable {
    /// One side's measurement.
    public struct Measurement: Sendable, Hashable {
        public var ratio: Double
        /// APCA's signed Lc, shown beside the ratio.
        public var lc: Double
        /// Whether the ratio meets the level; nil when the WCAG verdict decides nothing (`"wcag": false`).
        public var passesWCAG: Bool?
        /// The strictest level of the pair's text size it meets, up to the level measured (nil: none,
        /// or WCAG not judged).
        public var reached: WCAGLevel?
        /// Nil when no APCA minimum applies to the pair.
        public var apca: APCAOutcome?

        /// Passes every verdict that applies.
        public var passes: Bool { passesWCAG != false && apca?.passes != false }

        /// A verdict that applies here changed: the WCAG level reached, or the APCA verdict (a
        /// verdict the base did not apply counts as passed there).
        func differs(from before: Measurement) -> Bool {
            let wcag = passesWCAG != nil && (before.passesWCAG == nil ? passesWCAG == false : reached != before.reached)
            return wcag || (apca ?? .passed) != (before.apca ?? .passed)
        }

        init(_ result: ContrastResult) {
            self.init(ratio: result.ratio, lc: result.lc, level: result.level, judgesWCAG: result.judgesWCAG,
                      apca: result.apca.map { APCAOutcome($0, lc: result.lc) })
        }

        init(ratio: Double, lc: Double, level: WCAGLevel, judgesWCAG: Bool = true, apca: APCAOutcome? = nil) {
            self.ratio = ratio
            self.lc = lc
            passesWCAG = judgesWCAG ? level.isMet(by: ratio) : nil
            reached = judgesWCAG ? level.reachable.last { $0.isMet(by: ratio) } : nil
            self.apca = apca
        }
    }

    /// An APCA verdict as a review compares it: passed or failed, and at which text sizes.
    public struct APCAOutcome: Sendable, Hashable {
        public var passes: Bool
        /// `xSmall–Large`; empty when it passes or when the text's size is unknown (the minimum alone decides).
        public var failingSteps: String

        init(_ verdict: APCAVerdict, lc: Double) {
            passes = verdict.passes(lc)
            failingSteps = passes ? "" : verdict.failingStepsText
        }

        static let passed = APCAOutcome(passes: true)

        public init(passes: Bool, failingSteps: String = "") {
            self.passes = passes
            self.failingSteps = failingSteps
        }

        /// `passes APCA`, `fails APCA at xSmall–Large`, `fails APCA`.
        public var text: String {
            passes ? "passes APCA" : failingSteps.isEmpty ? "fails APCA" : "fails APCA at \(failingSteps)"
        }
    }

    /// Dotted token paths.
    public var foreground: String
    public var background: String
    public var level: WCAGLevel
    /// The permutation's modifier choices (head's).
    public var inputs: [ModifierChoice]
    /// Nil when the pair could not be measured on that side (a token missing there).
    public var before: Measurement?
    public var after: Measurement?
    /// Components that draw the pair (by their stylesheets), or that read both tokens.
    public var components: [String]

    /// Passed before (or was not measured) and fails now.
    public var startsFailing: Bool { after?.passes == false && before?.passes != false }
    /// Failed before and passes now.
    public var startsPassing: Bool { before?.passes == false && after?.passes == true }
    /// The APCA verdict changed (a WCAG level may have too).
    public var apcaChanged: Bool { (before?.apca ?? .passed) != (after?.apca ?? .passed) }

    /// Matches results of both reports by pair, level and permutation choices; keeps the changed ones.
    /// A pair only the head measures is kept when it fails there. Failures first, then report order.
    static func changes(base: ContrastReport, head: ContrastReport, usage: ComponentUsage) -> [ContrastCrossing] {
        var baseByKey: [ResultKey: ContrastResult] = [:]
        for result in base.results { baseByKey[ResultKey(result)] = result }
        var crossings: [ContrastCrossing] = []
        for result in head.results {
            let old = baseByKey[ResultKey(result)]
            let before = old.map(Measurement.init), after = Measurement(result)
            guard before.map({ after.differs(from: $0) }) ?? !after.passes else { continue }
            let drawnBy = result.sources.compactMap(\.component)
            crossings.append(ContrastCrossing(
                foreground: result.foreground, background: result.background, level: result.level, inputs: result.inputs,
                before: before, after: after,
                components: drawnBy.isEmpty ? usage.components(readingBoth: result.foreground, result.background) : Array(Set(drawnBy)).sorted()))
        }
        // Stable: report order within each group.
        return crossings.filter(\.startsFailing) + crossings.filter { !$0.startsFailing }
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

extension WCAGLevel {
    /// The levels a pair measured at this one can reach, least strict first: those of its text size
    /// up to it (AA for AA; AA, then AAA for AAA). The strictest one met is the pair's verdict.
    var reachable: [WCAGLevel] {
        switch self {
        case .aaNormalText: [.aaNormalText]
        case .aaaNormalText: [.aaNormalText, .aaaNormalText]
        case .aaLargeText: [.aaLargeText]
        case .aaaLargeText: [.aaLargeText, .aaaLargeText]
        }
    }
}
