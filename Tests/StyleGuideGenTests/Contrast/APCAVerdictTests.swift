import Testing
@testable import StyleGuideGen

@Suite struct APCAVerdictTests {
    /// #777 text (Lc 71.1 on white; 4.47:1) in a 17 px regular font that scales like Body (`UIFontMetrics`).
    static let tokens = """
    {
      "color": {"grey": \(ContrastTestSupport.color("#777777")), "white": \(ContrastTestSupport.color("#ffffff"))},
      "size": {"text": {"$type": "dimension", "$value": {"value": 17, "unit": "px"},
                        "$extensions": {"styleguide": {"relativeTo": "body"}}}}
    }
    """
    static let badge = ".badge { color: var(--color-grey); background: var(--color-white); font-size: var(--size-text); font-weight: 400; }\n"

    static func judged(_ config: ContrastConfig) throws -> (ContrastReport, [Diagnostic]) {
        let project = try ContrastTestSupport.project(tokens)
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: try ContrastTestSupport.catalog(["badge": badge]), config: config,
                                             diagnostics: &diagnostics)
            .judgingTextSizes(in: TokenStylesheet.generate(project))
        return (report, diagnostics.all + report.failureWarnings())
    }

    @Test func aPairPassesAtLargeStepsAndFailsAtSmallOnes() throws {
        var config = ContrastConfig(apca: 60)
        config.judgesWCAG = false
        let (report, diagnostics) = try Self.judged(config)
        let result = try #require(report.results.first)
        #expect(abs(result.lc - 71.1) < 0.05)
        let verdict = try #require(result.apca)
        #expect(verdict.steps.count == 12)
        #expect(verdict.steps.map(\.size) == verdict.steps.map(\.size).sorted() && verdict.steps[3].size == 17)
        // 18.67 px at 400 needs Lc 72.8 (between 19.5 px at Lc 70 and 18 px at Lc 75): fails at xLarge, passes above.
        #expect(verdict.failingSteps.map(\.step) == [.xSmall, .small, .medium, .large, .xLarge])
        #expect(verdict.failingStepsText == "xSmall–xLarge")
        // Large sizes need less than the configured 60, which still holds.
        #expect(verdict.steps.last?.required == 60)
        #expect(!result.passes && !result.meetsWCAG && !result.failsWCAG)
        #expect(result.apcaVerdict == "fails at xSmall–xLarge: needs up to Lc 103.4")
        let warning = try #require(diagnostics.first { $0.code == .contrastAPCAFailure })
        #expect(warning.message.contains("APCA contrast of color.grey on color.white is Lc 71.1, too low for its text at xSmall–xLarge (18.67 px at weight 400 needs Lc 72.8 at xLarge)"))
        #expect(!diagnostics.contains { $0.code == .contrastFailure })
    }

    @Test func withoutAnAPCAMinimumTheLcIsShownAndOnlyTheRatioDecides() throws {
        let (report, diagnostics) = try Self.judged(ContrastConfig())
        let result = try #require(report.results.first)
        #expect(result.apca == nil && result.apcaVerdict == nil && abs(result.lc - 71.1) < 0.05)
        #expect(result.failsWCAG && !result.passes && result.wcagVerdict == "fails AA: needs 4.5:1")
        #expect(diagnostics.map(\.code) == [.contrastFailure])
    }

    @Test func aConfiguredPairNamingOnlyAPCAIsNotFailedByItsRatio() throws {
        // #949494 on white: 3.03:1 (fails AA), Lc 57.1.
        let project = try ContrastTestSupport.project("""
        {"color": {"mid": \(ContrastTestSupport.color("#949494")), "white": \(ContrastTestSupport.color("#ffffff"))}}
        """)
        var diagnostics = DiagnosticBag()
        let config = ContrastConfig(pairs: [ContrastPair(foreground: "color.mid", background: "color.white", apca: 45)])
        let report = ContrastReport.evaluate(project: project, catalog: try ContrastTestSupport.catalog([:]), config: config, diagnostics: &diagnostics)
        let result = try #require(report.results.first)
        #expect(!result.judgesWCAG && !result.meetsWCAG && result.passes)
        #expect(result.wcagVerdict == "below AA (4.5:1, not required)")
        #expect(result.apcaVerdict == "passes Lc 45")
        #expect(report.failureWarnings().isEmpty)
    }

    /// A stylesheet's comment asks its own minimum, over the configuration's: Lc 45 for the same 71.1 text
    /// 
    @Test func aContrastCommentsMinimumOverridesTheConfigurations() throws {
        let project = try ContrastTestSupport.project(Self.tokens)
        let commented = "/* contrast: --color-grey on --color-white (apca 45) */\n" + Self.badge
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: try ContrastTestSupport.catalog(["badge": commented]),
                                             config: ContrastConfig(apca: 90), diagnostics: &diagnostics)
        // The rule drawing the same pair asks nothing more: the comment says what it is asked.
        #expect(report.results.map(\.apca?.minimum) == [45])
    }
}
