import Testing
@testable import StyleGuideGen

@Suite struct ContrastEvaluationTests {
    static let tokens = """
    {
      "color": {
        "grey": \(ContrastTestSupport.color("#777777")),
        "white": \(ContrastTestSupport.color("#ffffff")),
        "black": \(ContrastTestSupport.color("#000000")),
        "veil": \(ContrastTestSupport.color("#00000080")),
        "secondaryText": \(ContrastTestSupport.color("#595959"))
      },
      "size": {"m": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}
    }
    """

    static func evaluate(_ stylesheets: [String: String] = [:], config: ContrastConfig = ContrastConfig()) throws -> (ContrastReport, [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: try ContrastTestSupport.project(tokens), catalog: try ContrastTestSupport.catalog(stylesheets),
                                             config: config, diagnostics: &diagnostics)
        return (report, diagnostics.all)
    }

    @Test func greyOnWhiteFailsAANormalTextButPassesLargeText() throws {
        let (report, diagnostics) = try Self.evaluate(config: ContrastConfig(pairs: [
            ContrastPair(foreground: "color.grey", background: "color.white"),
            ContrastPair(foreground: "color.grey", background: "color.white", largeText: true),
        ]))
        #expect(diagnostics.isEmpty)
        #expect(report.results.count == 2)
        let normal = try #require(report.results.first { !$0.largeText })
        let large = try #require(report.results.first { $0.largeText })
        #expect(abs(normal.ratio - 4.478) < 0.001)
        #expect(ContrastFormat.ratio(normal.ratio) == "4.47")
        #expect(normal.required == 4.5 && !normal.passes && normal.level == .aaNormalText)
        #expect(large.required == 3 && large.passes && large.level == .aaLargeText)
        #expect(report.failures.count == 1)
        #expect(report.failureWarnings().first?.message.contains("color.grey on color.white is 4.47:1") == true)
    }

    @Test func levelsAAAAndPerPairOverrides() throws {
        let (report, _) = try Self.evaluate(config: ContrastConfig(level: .aaa, pairs: [
            ContrastPair(foreground: "color.secondaryText", background: "color.white"),
            ContrastPair(foreground: "color.secondaryText", background: "color.white", largeText: true),
            ContrastPair(foreground: "color.secondaryText", background: "color.white", level: .aa),
        ]))
        // #595959 on white is 7.00:1, just at AAA.
        let byLevel = Dictionary(uniqueKeysWithValues: report.results.map { ($0.level, $0) })
        #expect(byLevel[.aaaNormalText]?.required == 7)
        #expect(byLevel[.aaaLargeText]?.required == 4.5)
        #expect(byLevel[.aaNormalText]?.required == 4.5)
        #expect(report.results.allSatisfy { abs($0.ratio - 7.0) < 0.01 })
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() throws {
        let (report, _) = try Self.evaluate(config: ContrastConfig(pairs: [ContrastPair(foreground: "color.veil", background: "color.white")]))
        // Black at alpha 0x80 (0.502) over white paints #7f7f7f, 4.00:1 on white (opaque black would be 21:1).
        let ratio = try #require(report.results.first?.ratio)
        #expect(abs(ratio - 4.00) < 0.01)
    }

    @Test func stylesheetPairsUseTheTokensCustomProperties() throws {
        let (report, diagnostics) = try Self.evaluate([
            "chip": ".chip { color: var(--color-secondary-text); background: var(--color-white) }\n/* contrast: --color-black on --color-grey (large) */\n",
            "badge": ".badge { background: var(--color-white); color: var(--color-secondary-text) }",
        ])
        #expect(diagnostics.isEmpty)
        #expect(report.results.map { "\($0.foreground) on \($0.background)" } == ["color.black on color.grey", "color.secondaryText on color.white"])
        let shared = try #require(report.results.last)
        #expect(shared.sources.map(\.description) == ["component badge", "component chip"])
        #expect(report.results.first?.largeText == true)
        #expect(report.results.first?.sources.first?.location?.line == 2)
    }

    @Test func configuredPairsNamingUnknownTokensAreErrorsAtTheConfigLocation() throws {
        let location = SourceLocation(file: "styleguide.json", line: 7, column: 9)
        let (report, diagnostics) = try Self.evaluate(config: ContrastConfig(pairs: [
            ContrastPair(foreground: "color.nope", background: "color.white", location: location),
            ContrastPair(foreground: "{color.black}", background: "--color-white"),
            ContrastPair(foreground: "size.m", background: "color.white", location: location),
        ]))
        #expect(report.results.map(\.foreground) == ["color.black"])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.location == location })
        #expect(diagnostics.first?.message.contains("`color.nope`, which is not a token") == true)
        #expect(diagnostics.last?.message.contains("a dimension token") == true)
    }

    @Test func stylesheetPairsNamingUnknownPropertiesAreWarningsNamingTheComponent() throws {
        let (report, diagnostics) = try Self.evaluate(["tile": ".tile { color: var(--color-missing); background: var(--color-white) }"])
        #expect(report.results.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning && diagnostics.first?.subject == "tile")
        #expect(diagnostics.first?.message.contains("--color-missing") == true)
        #expect(diagnostics.first?.location?.file.hasSuffix("components/tile.css (built-in)") == true)
    }

    /// A colour that is CSS the browser computes (a gradient, `light-dark()`) has no ratio to
    /// measure: the pair is left out, with a note saying which token and why.
    @Test func aColourTheBrowserComputesIsLeftOutWithANote() throws {
        let json = #"{"ink": {"$type": "color", "$value": "light-dark(#000, #fff)"}, "paper": \#(ContrastTestSupport.color("#ffffff"))}"#
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: try ContrastTestSupport.project(json), catalog: try ContrastTestSupport.catalog([:]),
                                             config: ContrastConfig(pairs: [ContrastPair(foreground: "ink", background: "paper")]), diagnostics: &diagnostics)
        #expect(report.results.isEmpty)
        #expect(diagnostics.all.map(\.severity) == [.note])
        #expect(diagnostics.all.first?.message == "contrast of `ink` on `paper` is not measured: `ink` is `light-dark(#000, #fff)`, which the browser computes, so the pair is left out there")
    }

    @Test func everyPermutationIsMeasuredInOrder() throws {
        let project = try ContrastTestSupport.bundledExample()
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: try ContrastTestSupport.catalog([:]), config: ContrastConfig(pairs: [
            ContrastPair(foreground: "color.label", background: "color.cell-background"),
            ContrastPair(foreground: "color.on-accent", background: "color.accent", largeText: true),
        ]), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(report.results.count == 2 * project.permutations.count)
        #expect(report.results.prefix(4).map(\.permutationIndex) == Array(0..<4))
        // Light: black on white, 21:1; dark: white on #1c1c1e, 17.01:1.
        let label = report.results.filter { $0.foreground == "color.label" }
        #expect(label.map { ContrastFormat.ratio($0.ratio) } == ["21.00", "21.00", "17.01", "17.01"])
        #expect(label.allSatisfy { $0.passes })
        #expect(label.map(\.permutation) == project.permutations.map(\.label))
        var unused = DiagnosticBag()
        let again = ContrastReport.evaluate(project: project, catalog: try ContrastTestSupport.catalog([:]), config: ContrastConfig(pairs: [
            ContrastPair(foreground: "color.on-accent", background: "color.accent", largeText: true),
            ContrastPair(foreground: "color.label", background: "color.cell-background"),
        ]), diagnostics: &unused)
        #expect(again == report)
    }
}
