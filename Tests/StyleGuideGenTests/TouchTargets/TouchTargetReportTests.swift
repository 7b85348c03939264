import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct TouchTargetReportTests {
    static func results(_ report: TouchTargetReport, _ component: String, target: String? = nil) -> [TouchTargetResult] {
        report.results.filter { $0.component == component && (target == nil || $0.target == target) }
    }

    /// The example: the button is its padding (12 + 12) and one line of its font (17 x 1.2941 at
    /// Large, up to 28 pt at AX5), never under the row's 44 pt minimum height; the toggle's hit area is
    /// 51 x 44 at every step; everything passes.
    @Test func theExamplesTargetsAreSizedFromItsTokensAndPass() throws {
        let (bound, diagnostics) = try SlotTestSupport.resolve(TestFixtures.repositoryRoot.path)
        #expect(!diagnostics.contains { $0.code == .componentSmallTouchTarget })
        let report = bound.touchTargets
        let components: Set<String> = Set(report.results.map(\.component))
        #expect(components == ["standard-button", "destructive-button", "settings-row"])
        #expect(!report.results.contains { !$0.passes })
        let all = Self.results(report, "standard-button")
        let button = all.filter { $0.permutationLabel == all[0].permutationLabel }
        #expect(button.count == 12)
        let heights: [ContentSizeCategory: Double] = Dictionary(uniqueKeysWithValues: button.map { ($0.step, $0.height) })
        // xSmall: 12 + 14 x 1.2941 + 12 = 42.12 would be under 44; the minimum height holds it.
        #expect(heights[.xSmall] == 44 && button.allSatisfy { $0.width == nil })
        let large: Double = 24 + 17 * 1.2941, ax5: Double = 24 + 28 * 1.2941
        #expect(abs((heights[.large] ?? 0) - large) < 0.01)
        #expect(abs((heights[.ax5] ?? 0) - ax5) < 0.01)
        let toggle = Self.results(report, "settings-row", target: "toggle")
        #expect(!toggle.isEmpty && toggle.allSatisfy { $0.width == 51 && $0.height == 44 })
        // The destructive button is the standard one's target, through `base:`.
        #expect(Self.results(report, "destructive-button").map(\.height) == Self.results(report, "standard-button").map(\.height))
    }

    /// Kong after `init --from`, with its own button stylesheet padded 10 px and no minimum height:
    /// a warning at the steps where 20 px and one line stay under 44, placed on the padding line of the
    /// project's stylesheet, naming the steps, the size and what to change.
    @Test func aTenPixelPaddingWarnsAtExactlyTheStepsUnder44() throws {
        let project = try ExistingProjectInitializerTests.corpusCopy("kong")
        #expect(try CommandLineTests.run(["init", "--from", ".", "."], in: project.root).status == 0)
        let builtIn = try String(contentsOf: TestFixtures.repositoryRoot.appending(path: "templates/components/standard-button.css"), encoding: .utf8)
        let padded = builtIn
            .replacingOccurrences(of: "padding: calc(var(--spacing-s) + var(--spacing-xs)) var(--spacing-m);", with: "padding: 10px var(--spacing-m);")
            .replacingOccurrences(of: "  min-height: var(--size-row-min-height);\n", with: "")
        #expect(padded.count < builtIn.count)
        try project.write("templates/components/standard-button.css", padded)
        let (bound, diagnostics) = try SlotTestSupport.resolve(project.root)
        let button = Self.results(bound.touchTargets, "standard-button")
        let failing = Set(button.filter { !$0.passes }.map(\.step))
        #expect(!failing.isEmpty && failing.count < 12)
        #expect(button.allSatisfy { $0.passes == ($0.height >= 44) })
        let warnings = diagnostics.filter { $0.code == .componentSmallTouchTarget && $0.subject == "standard-button" }
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0.severity == .warning })
        let steps = ContentSizeCategory.allCases.filter(failing.contains)
        let named = "\(steps[0].rawValue)" + (steps.count > 1 ? "–\(steps[steps.count - 1].rawValue)" : "")
        let warning = try #require(warnings.first)
        #expect(warning.message.contains("is under Apple's 44 x 44 pt minimum at \(named)"), "\(warning.message)")
        #expect(warning.message.contains("give its rule a `min-height: 44px`"))
        let line = padded.components(separatedBy: "\n").firstIndex { $0.contains("padding: 10px") }.map { $0 + 1 }
        #expect(warning.location?.file == "templates/components/standard-button.css" && warning.location?.line == line)
    }
}
