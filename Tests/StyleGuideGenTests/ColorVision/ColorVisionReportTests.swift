import Foundation
import Testing
@testable import StyleGuideGen

/// The pairs meant to be told apart, judged on real systems and on small projects.
@Suite struct ColorVisionReportTests {
    static func indistinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics.filter { $0.code == .colorIndistinctUnderSimulation } }

    static func check(tokens: String, config: String = "{}") throws -> [Diagnostic] {
        try SiteExampleProject.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": tokens, "styleguide.json": config])
    }

    /// The example theme: its destructive and accent fills stay apart under the three dichromacies
    /// (0.17 at the least, the ocean brand's teal under deuteranopia), so its build says nothing.
    @Test func theExampleThemePasses() {
        let diagnostics = ProjectCheck().run(path: TestFixtures.repositoryRoot.path, strict: false)
        #expect(Self.indistinct(diagnostics).isEmpty, "\(Self.indistinct(diagnostics))")
    }

    /// Under achromatopsia, when asked for, the same fills are alike: iOS's red and blue have the same lightness.
    @Test func achromatopsiaIsJudgedWhenAsked() throws {
        let scratch = try TemporaryProject()
        for item in ["tokens", "docs"] {
            try FileManager.default.copyItem(atPath: TestFixtures.repositoryRoot.path + "/" + item, toPath: scratch.root + "/" + item)
        }
        try #"{"appearance": "theme", "colorVision": {"simulations": ["achromatopsia"]}}"#.write(toFile: scratch.root + "/styleguide.json", atomically: true, encoding: .utf8)
        let warnings = Self.indistinct(ProjectCheck().run(path: scratch.root, strict: false))
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.message.contains("`color.destructive-fill` and `color.accent-fill`") && $0.message.contains("under achromatopsia") })
        // Light and dark give the fills the same colours: one warning per brand's pair of colours.
        #expect(warnings.contains { $0.message.contains("0.032 under achromatopsia") && $0.message.contains("(and 1 other permutation with the same colours)") })
        #expect(warnings.contains { $0.message.contains("0.013 under achromatopsia") })
        // Placed on the project's own token, which is what to change.
        #expect(warnings.allSatisfy { $0.location?.file.hasSuffix(".tokens.json") == true }, "\(warnings.map(\.location))")
    }

    /// Swiss Post's validation colours: green #107800 and red #b20000, 0.009 apart for a deuteranope
    /// (the same distance computed apart from the tool, from the matrices and OKLab, gives 0.0094).
    @Test(.timeLimit(.minutes(5))) func swissPostValidationColours() {
        let diagnostics = ProjectCheck().run(path: TestFixtures.repositoryRoot.path + "/Tests/Corpus/swisspost", strict: false)
        let warnings = Self.indistinct(diagnostics)
        let light = warnings.first { $0.message.contains("#107800 and #b20000") }
        #expect(light?.message.contains("`post.validation.success` and `post.validation.error` (status colours") == true, "\(warnings)")
        #expect(light?.message.contains("within 0.009 under deuteranopia (#706416 and #706300)") == true, "\(String(describing: light))")
        #expect(light?.location?.file.hasSuffix("tokensstudio-generated/tokens.json") == true)
        // 96 permutations give the pair the same colours: said once.
        #expect(light?.message.contains("and 95 other permutations with the same colours") == true)
        #expect(warnings.count == 2)
    }

    /// Kong's icon colours: #00a17b and #f50045 are 0.084 apart for a deuteranope (0.083 shown, rounded down).
    @Test(.timeLimit(.minutes(5))) func kongIconColours() {
        let warnings = Self.indistinct(ProjectCheck().run(path: TestFixtures.repositoryRoot.path + "/Tests/Corpus/kong", strict: false))
        #expect(warnings.contains { $0.message.contains("`icon.color.success` and `icon.color.danger`") && $0.message.contains("0.083 under deuteranopia") }, "\(warnings)")
    }

    /// The status rule: the group nearest the root with one token of each of two families or more.
    @Test func statusColoursAreTakenFromOneGroup() throws {
        let tokens = ##"""
        {"color": {"$type": "color",
          "text": {"success": {"$value": "#34c759"}, "danger": {"$value": "#ff3b30"}},
          "success": {"$value": "#34c759"}, "error": {"$value": "#ff3b30"}, "info": {"$value": "#007aff"},
          "badge": {"error": {"$value": "#ff3b30"}, "danger": {"$value": "#ff0000"}, "success": {"$value": "#00ff00"}}}}
        """##
        let warnings = Self.indistinct(try Self.check(tokens: tokens))
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.message.contains("`color.success` and `color.error` (status colours") == true, "\(warnings)")
        #expect(warnings.first?.message.contains("under deuteranopia") == true)
        #expect(warnings.first?.location?.file == "tokens/base.tokens.json")
    }

    @Test func defaultPairsCanBeLeftOut() throws {
        let tokens = ##"{"color": {"$type": "color", "success": {"$value": "#34c759"}, "danger": {"$value": "#ff3b30"}}}"##
        #expect(Self.indistinct(try Self.check(tokens: tokens, config: ##"{"colorVision": {"defaultPairs": false}}"##)).isEmpty)
        // A lower minimum lets the pair pass.
        #expect(Self.indistinct(try Self.check(tokens: tokens, config: ##"{"colorVision": {"minimumDistance": 0.05}}"##)).isEmpty)
    }

    /// A configured pair is placed on its entry in styleguide.json and named as configured.
    @Test func configuredPairIsPlacedOnItsEntry() throws {
        let tokens = ##"{"color": {"$type": "color", "go": {"$value": "#34c759"}, "stop": {"$value": "#ff3b30"}}}"##
        let warnings = Self.indistinct(try Self.check(tokens: tokens, config: ##"{"colorVision": {"distinct": [["color.go", "color.stop"]]}}"##))
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("(colorVision.distinct; #34c759 and #ff3b30, 0.375 apart) come within 0.068 under deuteranopia") == true, "\(warnings)")
        #expect(warnings.first?.location == SourceLocation(file: "styleguide.json", line: 1, column: 31))
    }

    @Test func distancesFollowTheSimulations() throws {
        // Checked against the same computation in Python (numpy, the published matrices, Ottosson's OKLab).
        let go = try #require(TokenColor(hex: "#34c759")).sRGB, stop = try #require(TokenColor(hex: "#ff3b30")).sRGB
        let expected: [(ColorVisionSimulation?, Double)] = [(nil, 0.375), (.protanopia, 0.242), (.deuteranopia, 0.068), (.tritanopia, 0.393), (.achromatopsia, 0.124)]
        for (simulation, distance) in expected {
            #expect(abs(ColorVisionDistance.distance(go, stop, under: simulation) - distance) < 0.001, "\(String(describing: simulation))")
        }
    }
}
