/// The verdicts of a measured pair in words, as every page shows them: the WCAG ratio's and, beside
/// it, APCA's Lc with its verdict where a minimum applies (and at which text sizes it fails).
extension ContrastResult {
    /// `passes AA (4.5:1)`, `fails AA: needs 4.5:1`, or `meets AA (not required)` for a pair APCA alone judges.
    public var wcagVerdict: String {
        let required = CSSNumberFormat.string(self.required) + ":1"
        guard judgesWCAG else { return "\(meetsWCAG ? "meets" : "below") \(level.rawValue) (\(required), not required)" }
        return meetsWCAG ? "passes \(level.rawValue) (\(required))" : "fails \(level.rawValue): needs \(required)"
    }

    /// Nil when no APCA minimum applies; else `passes Lc 60 at every text size`, `fails at xSmall–Large:
    /// needs up to Lc 84.4`.
    public var apcaVerdict: String? {
        guard let apca else { return nil }
        let minimum = "Lc \(APCAFormat.number(apca.minimum))"
        if apca.steps.isEmpty { return apca.passes(lc) ? "passes \(minimum)" : "fails: needs \(minimum)" }
        guard !failsAPCA else {
            let needed = apca.failingSteps.compactMap(\.required).max()
            let needs = apca.failingSteps.contains { $0.required == nil } ? "text too small for any contrast"
                : "needs up to \(APCAFormat.lc(needed ?? apca.minimum, up: true))"
            return "fails at \(apca.failingStepsText): \(needs)"
        }
        return "passes \(minimum) and its text's size at every step"
    }

    /// What fails the pair: `AA`, `AA and Lc 60`, `Lc 60`.
    public var requirementText: String {
        [judgesWCAG ? level.rawValue : nil, apca.map { "Lc \(APCAFormat.number($0.minimum))" }].compactMap { $0 }.joined(separator: " and ")
    }

    /// What a page's contrast cell reads (`pages/tokens-contrast`).
    var verdictData: [String: MustacheValue] {
        [
            "ratio": .string(ContrastFormat.ratio(ratio)), "wcag": .string(wcagVerdict), "wcagFails": .bool(failsWCAG),
            "lc": .string(APCAFormat.lc(lc)), "apca": apcaVerdict.map(MustacheValue.string) ?? .null, "apcaFails": .bool(failsAPCA),
            "passes": .bool(passes),
        ]
    }
}
