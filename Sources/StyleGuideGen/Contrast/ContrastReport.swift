/// One pair of colour tokens measured in one permutation.
public struct ContrastResult: Sendable, Hashable {
    /// Dotted token paths.
    public var foreground: String
    public var background: String
    /// Index into the project's permutations.
    public var permutationIndex: Int
    /// The permutation's modifier choices and its label (`theme=dark, brand=ios`).
    public var inputs: [ModifierChoice]
    public var permutation: String
    /// The WCAG 2.x ratio, translucent colours composited (background over white, foreground over that).
    public var ratio: Double
    /// The minimum ratio the level asks for.
    public var required: Double
    public var level: WCAGLevel
    public var largeText: Bool
    /// False when the ratio is shown but fails nothing (a pair judged by APCA alone).
    public var judgesWCAG: Bool
    /// APCA's signed lightness contrast: positive for dark text on light, negative for light on dark.
    public var lc: Double
    /// Nil when no APCA minimum applies to the pair (its Lc is shown only).
    public var apca: APCAVerdict?
    /// The text's font, when a component's rule draws the pair (what the APCA verdict reads at each step).
    public var text: ContrastText?
    /// The verdict that fails the build: the WCAG one where it decides, and the APCA one where it applies.
    public var passes: Bool
    /// Everything that declared this pair, sorted (several components may draw the same pair).
    public var sources: [ContrastSource]

    /// Whether the ratio meets the level, whether or not that decides.
    public var meetsWCAG: Bool { level.isMet(by: ratio) }
    public var failsWCAG: Bool { judgesWCAG && !meetsWCAG }
    public var failsAPCA: Bool { apca.map { !$0.passes(lc) } ?? false }
}

/// Every declared contrast pair, measured in every permutation.
public struct ContrastReport: Sendable, Hashable {
    /// Ordered by foreground, background, text size, level, then permutation order.
    public var results: [ContrastResult]

    public init(results: [ContrastResult] = []) { self.results = results }

    /// The results that miss their level or APCA minimum.
    public var failures: [ContrastResult] { results.filter { !$0.passes } }

    /// One warning per failing pair and permutation, at the place the pair was
    /// declared (the build shows them; `check --strict` may make them errors). A pair a built-in
    /// component declares is placed on what the project set for its colours (`components`' settings).
    func failureWarnings(bound components: ComponentTokens? = nil) -> [Diagnostic] {
        failures.flatMap { result in
            let scope = result.permutation.isEmpty ? "" : " in \(result.permutation)"
            let declared = " [declared by \(result.sources.map(\.description).joined(separator: ", "))]"
            var warnings: [Diagnostic] = []
            if result.failsWCAG {
                warnings.append(.warning(.contrastFailure,
                    "contrast of \(result.foreground) on \(result.background) is \(ContrastFormat.ratio(result.ratio)):1\(scope), below \(result.level.rawValue) (\(ContrastFormat.ratio(result.required)):1)" + declared,
                    at: result.sources.first?.location, subject: result.foreground))
            }
            if let apca = result.apca, result.failsAPCA {
                warnings.append(.warning(.contrastAPCAFailure,
                    "APCA contrast of \(result.foreground) on \(result.background) is \(APCAFormat.lc(result.lc))\(scope), " + apca.shortfall(result.lc) + declared,
                    at: result.sources.first?.location, subject: result.foreground))
            }
            guard let components, components.project.permutations.indices.contains(result.permutationIndex) else { return warnings }
            return warnings.map { components.settings.relocated($0, names: [result.foreground, result.background],
                                                                in: components.project.permutations[result.permutationIndex].tokens) }
        }
    }
}

/// How ratios are shown: two decimals, rounded down, so a failing ratio never
/// reads as its threshold (4.499 shows as 4.49, not 4.50).
public enum ContrastFormat {
    public static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
