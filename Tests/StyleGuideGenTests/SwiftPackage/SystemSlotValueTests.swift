import Foundation
import Testing
@testable import StyleGuideGen

/// A slot the design system fills keeps the system's value, in the site's CSS and in the package:
/// NVE's Tokens Studio weight `"Semibold"` held by its own `font-weight.semibold`, and Fermilab's
/// 16 pt `Corner.Large` mapped to the icon tile, which the example's 13 pt cap must not shrink.
struct SystemSlotValueTests {
    /// NVE's `font-weight` group and Fermilab's `Corner` group, as the corpus writes them.
    private func project() throws -> TemporaryProject {
        func group(_ path: String, _ name: String) throws -> Any {
            let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + path))
            return try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?[name])
        }
        let tokens: [String: Any] = ["font-weight": try group("nve/tokens/brand/nve.json", "font-weight"),
                                     "Corner": try group("fermilab-bison/tokens/Shape.json", "Corner")]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: tokens, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
        return try TemporaryProject(files: ["tokens.json": text,
                                           "styleguide.json": #"{"tokens": "tokens.json", "map": {"radius.icon-tile": "Corner.Large"}}"#])
    }

    @Test func theSitesCSSKeepsTheSystemsWeightAndRadiusAtEveryStep() throws {
        let project = try project()
        let (resolved, _) = try SlotTestSupport.resolve(project.root)
        #expect(SlotTestSupport.cell(resolved, [:])["--font-weight-semibold"] == "600")
        let radii = ContentSizeCategory.allCases.map { step in
            (step, SlotTestSupport.cell(resolved, [:], step: step)["--radius-icon-tile"].flatMap { Double($0.dropLast(2)) } ?? 0)
        }
        #expect(radii.first { $0.0 == .large }?.1 == 16)
        // It scales with Body as the row reads it, uncapped: no step shrinks it to the example's 13 pt.
        for (step, radius) in radii where step >= .large { #expect(radius >= 16, "\(step)") }
        #expect(radii.first { $0.0 == .ax5 }.map { $0.1 > 16 } == true)
    }

    @Test func thePackageWritesTheSystemsWeightAndNoInventedCap() throws {
        let project = try project(), out = try TemporaryProject()
        let result = SwiftPackageBuilder().generate(BuildOptions(project: try Project.load(root: project.root)),
                                                    package: SwiftPackageOptions(output: out.root + "/pkg", name: "DesignTokens"))
        #expect(result.files > 0, "\(result.diagnostics.filter { $0.severity == .error })")
        let weights = try #require(out.read("pkg/Sources/DesignTokens/Tokens/Tokens+FontWeight.swift"))
        #expect(weights.contains("public var semibold: Double { 600.0 }"))
        // The components read the system's token itself; the radius scales with Body as the row reads it.
        let theme = try #require(out.read("pkg/Sources/DesignTokens/Tokens/Tokens+ComponentTheme.swift"))
        #expect(theme.contains("semibold: tokens.fontWeight.semibold"))
        #expect(theme.contains("iconTile: ScalableMetric(base: 16.0, scaling: .relative(to: .body, maximum: nil))"))
    }
}
