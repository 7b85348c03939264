/// The text a component draws in a contrast pair: the custom properties (without `--`) its rule reads
/// for the font size and weight, or the weight as written (`600`, `bold`).
public struct ContrastText: Sendable, Hashable {
    public var size: String
    public var weight: String?
}

/// A pair's APCA verdict: |Lc| against the configured minimum and, where the text's size and weight
/// are known at each Dynamic Type step, against what the font lookup table asks at that size too.
public struct APCAVerdict: Sendable, Hashable {
    /// One text-size step: the text's size and weight there and the |Lc| it needs.
    public struct Step: Sendable, Hashable {
        public var step: ContentSizeCategory
        /// px.
        public var size: Double
        public var weight: Double
        /// The larger of the configured minimum and the table's; nil when no contrast is enough.
        public var required: Double?
        public var passes: Bool
    }

    /// The least |Lc| a configuration or comment may ask: APCA's scale runs to about 108, and below 15
    /// nothing is visible.
    static let minimumRange: ClosedRange<Double> = 15...108

    /// The configured least |Lc| (`"apca": 60`).
    public var minimum: Double
    /// Empty when the text's size is unknown (a configured pair): then the minimum alone decides.
    public var steps: [Step] = []

    public func passes(_ lc: Double) -> Bool { steps.isEmpty ? abs(lc) >= minimum : steps.allSatisfy(\.passes) }

    public var failingSteps: [Step] { steps.filter { !$0.passes } }

    /// The verdict at each step for text of the given size and weight (nil where unknown).
    func judged(_ lc: Double, text: (ContentSizeCategory) -> (size: Double, weight: Double)?) -> APCAVerdict {
        var verdict = APCAVerdict(minimum: minimum)
        for step in ContentSizeCategory.allCases {
            guard let font = text(step) else { continue }
            let required = APCAFontLookup.minimumLc(size: font.size, weight: font.weight).map { max($0, minimum) }
            verdict.steps.append(Step(step: step, size: font.size, weight: font.weight, required: required,
                                      passes: required.map { abs(lc) >= $0 } ?? false))
        }
        return verdict
    }

    /// What the verdict misses, in words: `below Lc 60` or `too low for its text at xSmall–Large
    /// (17 px at weight 600 needs Lc 84.3 at Large)`.
    func shortfall(_ lc: Double) -> String {
        guard let worst = failingSteps.last else { return "below Lc \(APCAFormat.number(minimum))" }
        let needs = worst.required.map { "needs \(APCAFormat.lc($0, up: true))" } ?? "is too small for any contrast"
        return "too low for its text at \(failingStepsText) (\(APCAFormat.number(worst.size)) px at weight \(APCAFormat.number(worst.weight)) \(needs) at \(worst.step.rawValue))"
    }

    /// `xSmall–Large` style runs of the failing steps, `xSmall, AX2–AX5` when they are apart.
    public var failingStepsText: String { ContentSizeCategory.runs(of: failingSteps.map(\.step)) }
}

/// How Lc values are shown: signed, one decimal, rounded toward zero so a failing value never reads
/// as its threshold (59.96 shows as 59.9).
public enum APCAFormat {
    /// `up`: rounded away from zero instead, for a requirement (84.31 needed reads as 84.4).
    public static func lc(_ value: Double, up: Bool = false) -> String {
        guard value.isFinite else { return "?" }
        let tenths = Int((value * 10).rounded(up ? .awayFromZero : .towardZero))
        let sign = tenths < 0 ? "-" : ""
        return "Lc \(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// A size, weight or configured minimum: no decimals when whole (`60`, `17.5`).
    static func number(_ value: Double) -> String { CSSNumberFormat.string(value, fractionDigits: 2) }
}
