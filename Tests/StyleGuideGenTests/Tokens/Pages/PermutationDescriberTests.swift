import Testing
@testable import StyleGuideGen

/// Where a change occurs, in a few words whatever the number of permutations.
@Suite struct PermutationDescriberTests {
    /// 2 modes x 4 colours and a one-context `helpers` every permutation has, then a permutation only the head has.
    static let permutations: [PermutationDiff] = ["Light", "Dark"].flatMap { mode in
        ["accent", "danger", "success", "neutral"].map { color in
            diff([ModifierChoice(modifier: "mode", context: mode), ModifierChoice(modifier: "color", context: color),
                  ModifierChoice(modifier: "helpers", context: "Focus")])
        }
    } + [diff([ModifierChoice(modifier: "mode", context: "Sepia")], presence: .onlyInHead)]

    static func diff(_ inputs: [ModifierChoice], presence: PermutationDiff.Presence = .both) -> PermutationDiff {
        PermutationDiff(inputs: inputs, presence: presence, baseTokenCount: 1, headTokenCount: 1, entries: [])
    }

    @Test func allTheSharedChoicesOneLabelOrACount() {
        let describer = PermutationDescriber(Self.permutations)
        #expect(describer.describe(Array(0..<8)) == "all")
        // The choice every compared permutation has (helpers=Focus) says nothing.
        #expect(describer.describe([4, 5, 6, 7]) == "mode=Dark")
        #expect(describer.describe([4, 5]) == "mode=Dark, color=accent or danger")
        #expect(describer.describe([5]) == "mode=Dark, color=danger, helpers=Focus")
        #expect(describer.describe([0, 5, 7]) == "3 of 8 permutations")
        #expect(describer.countedLabels([0, 5, 7]) == ["mode=Light, color=accent, helpers=Focus", "mode=Dark, color=danger, helpers=Focus",
                                                       "mode=Dark, color=neutral, helpers=Focus"])
        #expect(describer.countedLabels([4, 5]) == nil)
        // A permutation only the head has is named (a crossing measured there alone).
        #expect(describer.describe([8]) == "mode=Sepia")
    }
}
