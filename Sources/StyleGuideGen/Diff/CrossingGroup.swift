/// One pair's crossings with the same verdict change (same level, same WCAG and APCA verdicts
/// before, same after), in every permutation they occur in: one row of the review, however many
/// permutations repeat it.
public struct CrossingGroup: Sendable, Hashable {
    /// One side of the row: the ratios measured there and their shared verdict.
    public struct Side: Sendable, Hashable {
        /// `5.63:1`, or the range `3.10:1–3.26:1` when the permutations measure different ratios.
        public var ratios: String
        /// `Lc -73.2`, or the range `Lc 58.1–Lc 61.0`, beside the ratios.
        public var lcs: String
        public var passes: Bool
        /// The lower level still met when the pair fails its own (`AA` for an AAA pair at 6:1).
        public var meets: WCAGLevel?
        /// `passes APCA`, `fails APCA at xSmall–Large`; nil when no APCA minimum applies.
        public var apca: String?
    }

    /// In report order: failures first.
    public var crossings: [ContrastCrossing]
    /// Indices into the diff's permutations, ascending.
    public var permutationIndices: [Int]
    /// `all`, the shared choices (`theme=light`), one label, or `N of M permutations`.
    public var permutations: String

    public var foreground: String { crossings[0].foreground }
    public var background: String { crossings[0].background }
    public var level: WCAGLevel { crossings[0].level }
    public var startsFailing: Bool { crossings[0].startsFailing }
    public var startsPassing: Bool { crossings[0].startsPassing }
    /// Nil when the base does not measure the pair.
    public var before: Side? { side(\.before) }
    public var after: Side? { side(\.after) }
    /// Every crossing's components, sorted.
    public var components: [String] { Array(Set(crossings.flatMap(\.components))).sorted() }

    private func side(_ measurement: KeyPath<ContrastCrossing, ContrastCrossing.Measurement?>) -> Side? {
        let measured = crossings.compactMap { $0[keyPath: measurement] }
        guard let first = measured.first, let low = measured.map(\.ratio).min(), let high = measured.map(\.ratio).max() else { return nil }
        let ratios = [low, high].map(DiffValueText.ratio)
        let lcs = [measured.map(\.lc).min() ?? 0, measured.map(\.lc).max() ?? 0].map { APCAFormat.lc($0) }
        return Side(ratios: ratios[0] == ratios[1] ? ratios[0] : ratios.joined(separator: "–"),
                    lcs: lcs[0] == lcs[1] ? lcs[0] : lcs.joined(separator: "–"), passes: first.passes,
                    meets: first.passesWCAG == false ? first.reached : nil, apca: first.apca?.text)
    }

    /// Groups crossings by pair, level and verdict change, in the order each group first occurs.
    static func groups(_ crossings: [ContrastCrossing], permutations: [PermutationDiff]) -> [CrossingGroup] {
        var indexByChoices: [[ModifierChoice]: Int] = [:]
        for (index, permutation) in permutations.enumerated() where permutation.presence != .onlyInBase {
            indexByChoices[PermutationMatcher.key(permutation.inputs)] = index
        }
        var order: [Key] = []
        var members: [Key: [ContrastCrossing]] = [:]
        for crossing in crossings {
            let key = Key(crossing)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(crossing)
        }
        let describer = PermutationDescriber(permutations)
        return order.compactMap { members[$0] }.map { list in
            let indices = list.compactMap { indexByChoices[PermutationMatcher.key($0.inputs)] }.sorted()
            return CrossingGroup(crossings: list, permutationIndices: indices, permutations: describer.describe(indices))
        }
    }

    /// A pair at a level, with the verdict before (nil: not measured) and after.
    private struct Key: Hashable {
        let foreground: String, background: String, level: WCAGLevel
        let measuredBefore: Bool
        let before: WCAGLevel?, after: WCAGLevel?
        let apcaBefore: ContrastCrossing.APCAOutcome?, apcaAfter: ContrastCrossing.APCAOutcome?

        init(_ crossing: ContrastCrossing) {
            foreground = crossing.foreground
            background = crossing.background
            level = crossing.level
            measuredBefore = crossing.before != nil
            before = crossing.before?.reached
            after = crossing.after?.reached
            apcaBefore = crossing.before?.apca
            apcaAfter = crossing.after?.apca
        }
    }
}

extension TokenDiff {
    /// The contrast crossings, each pair's repeats of one verdict change as one group.
    public var contrastGroups: [CrossingGroup] { CrossingGroup.groups(contrast, permutations: permutations) }
}
