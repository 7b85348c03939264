import Foundation
import Testing
@testable import StyleGuideGen

/// Which modifiers pages compare and which they hold, on real systems, and how a row names the
/// permutations its value holds in.
@Suite struct ComparedAxesTests {
    private func tokens(_ system: String) throws -> TokenProject {
        var diagnostics = DiagnosticBag()
        let options = BuildOptions(project: try Project.load(root: CorpusTests.corpus + "/" + system))
        return try #require(BuildPipeline(options: options, fileSystem: LocalFileSystem()).run(through: .resolveTokens, diagnostics: &diagnostics).tokens.project)
    }

    private func show(_ project: TokenProject) -> [String: [String]] {
        let appearance = AppearanceAxis.detect(in: project.modifiers)?.modifier
        return Dictionary(uniqueKeysWithValues: ComparedAxes.show(for: project, appearance: appearance).map { ($0.modifier, $0.contexts) })
    }

    /// nve: Brand (3) x Theme light/dark (2) x Device (5): brands and the appearance side by side, the device held.
    @Test func nveComparesBrandsInBothAppearancesAndHoldsTheDevice() throws {
        let project = try tokens("nve")
        let show = show(project)
        #expect(show["Theme"] == ["light", "dark"])
        #expect(show["Brand"] == ["NVE", "Varsom", "RME"])
        #expect(show["Device"]?.count == 1)
    }

    /// swisspost, 192 permutations: the scheme and the themes compared, device, palette and the rest held.
    @Test func swisspostHoldsItsKnobs() throws {
        let project = try tokens("swisspost")
        #expect(project.permutations.count == 192)
        let show = show(project)
        #expect(show["Scheme"]?.sorted() == ["Dark", "Light"])
        #expect(show["Device"] == ["Desktop"])
        #expect(show["Palette"]?.count == 1)
        let columns = show.values.map(\.count).reduce(1, *)
        #expect(columns <= ShownPermutations.limit)
        let shown = ShownPermutations.select(project, appearance: "Scheme", show: show)
        #expect(shown.indices.count == columns)
        #expect(shown.note?.contains("Device held at Desktop") == true, "\(shown.note ?? "")")
    }

    /// A modifier named for its role, whatever its contexts.
    @Test func rolesByName() {
        func role(_ name: String) -> ComparedAxes.Role { ComparedAxes.role(of: Modifier(name: name, contexts: ["a", "b"]), appearance: "mode") }
        #expect(role("mode") == .appearance)
        #expect(role("Contrast") == .contrast && role("high-contrast") == .contrast)
        #expect(role("Brand") == .brand && role("product-theme") == .brand)
        #expect(role("Size") == .knob && role("Typography") == .knob && role("Color") == .knob && role("Density") == .knob)
    }

    /// 2 modes x 4 colours: a value held in all of one mode is named by the mode; one held in some
    /// colours of one mode by both; any other set by its first labels and a count.
    @Test func aRowNamesThePermutationsOfItsValueByWhatTheyShare() {
        let modifiers = [Modifier(name: "mode", contexts: ["Light", "Dark"]), Modifier(name: "color", contexts: ["accent", "danger", "success", "neutral"])]
        let permutations = modifiers[0].contexts.flatMap { mode in
            modifiers[1].contexts.map { color in
                ResolvedPermutation(inputs: [ModifierChoice(modifier: "mode", context: mode), ModifierChoice(modifier: "color", context: color)],
                                    tokens: ResolvedTokenSet(tokens: []))
            }
        }
        let project = TokenProject(name: nil, description: nil, modifiers: modifiers, permutations: permutations, defaultIndex: 0)
        let scope = PermutationScope(project: project, shown: Array(permutations.indices))
        #expect(scope.describe([4, 5, 6, 7]) == "mode=Dark")
        #expect(scope.describe([4, 5]) == "mode=Dark, color=accent or danger")
        #expect(scope.describe([0, 5, 7]) == "mode=Light, color=accent; mode=Dark, color=danger; mode=Dark, color=neutral")
        #expect(scope.describe([0, 2, 5, 7]) == "mode=Light, color=accent; mode=Light, color=success; mode=Dark, color=danger; and 1 more")
    }
}
