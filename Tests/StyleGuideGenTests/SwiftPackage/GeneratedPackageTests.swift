import Foundation
import Testing
@testable import StyleGuideGen

/// The generated Swift package built with `swift build` on Linux, and its check executable's values
/// compared with the site's CSS for the same permutation and step: the example and three foreign
/// design systems (mapped by `init --from`).
@Suite(.serialized) struct GeneratedPackageTests {
    @Test func exampleMatchesTheSiteCSS() throws {
        let build = try GeneratedPackageBuild.make(root: TestFixtures.repositoryRoot.path)
        try Self.expectMatchesCSS(build)
        // The example's permutations: two brands, light and dark.
        #expect(Set(build.lines.map(\.permutation)).count == 4)
        #expect(build.lines.contains { $0.path == "size.icon-frame" && $0.step == .ax5 && $0.numbers == [60] })
    }

    @Test(arguments: DesignSystemFixture.all)
    func foreignSystemMatchesTheSiteCSS(_ fixture: DesignSystemFixture) throws {
        // Mapped as a user maps it: the `styleguide.json` that `init --from` writes.
        let project = try fixture.project()
        try FileManager.default.removeItem(atPath: project.root + "/styleguide.json")
        var diagnostics = DiagnosticBag()
        _ = try #require(ExistingProjectInitializer().run(source: project.root + "/" + fixture.resolver, directory: project.root, diagnostics: &diagnostics))
        let build = try GeneratedPackageBuild.make(root: project.root, name: "Tokens")
        try Self.expectMatchesCSS(build)
        #expect(Set(build.lines.map(\.permutation)).count >= 2, "light and dark at least")
    }

    /// Every line equals the CSS to 0.01 pt, every typography token and scaled metric of every
    /// permutation has its twelve lines, and text styles equal the HIG table.
    static func expectMatchesCSS(_ build: GeneratedPackageBuild) throws {
        #expect(!build.lines.isEmpty)
        var checked = 0
        for line in build.lines {
            if line.numbers.count == 2 {
                let size = build.cssPoints(line, member: "fontSize"), leading = build.cssPoints(line, member: "lineHeight")
                #expect(size.map { abs($0 - line.numbers[0]) < 0.005 } == true, "\(line): CSS font-size \(String(describing: size))")
                #expect(leading.map { abs($0 - line.numbers[1]) < 0.005 } == true, "\(line): CSS line-height \(String(describing: leading))")
            } else {
                let value = build.cssPoints(line, member: nil)
                #expect(value.map { abs($0 - line.numbers[0]) < 0.005 } == true, "\(line): CSS \(String(describing: value))")
            }
            checked += 1
        }
        let perToken = Dictionary(grouping: build.lines) { "\($0.permutation) \($0.path)" }
        #expect(perToken.values.allSatisfy { Set($0.map(\.step)) == Set(ContentSizeCategory.allCases) })
        let expectedFonts = build.tokens.permutations.reduce(0) { $0 + $1.tokens.tokens.count { $0.type == .typography } }
        let names = Set(build.tokens.permutations.flatMap { $0.tokens.tokens.map(\.name) })
        #expect(build.lines.filter { $0.numbers.count == 2 && names.contains($0.path) }.count == expectedFonts * 12,
                "one line per typography token, permutation and step")
        // The seed components' fonts and metrics the project has no token of its own for.
        for slot in ["typography.body", "typography.button", "size.icon-frame"] where !names.contains(slot) {
            #expect(build.lines.contains { $0.path == slot }, "\(slot) is checked too")
        }
        for permutation in build.tokens.permutations {
            for token in permutation.tokens.tokens {
                guard case .textStyle(let style)? = token.dynamicType else { continue }
                let label = permutation.inputs.isEmpty ? "default" : permutation.inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
                for line in build.lines where line.path == token.name && line.permutation == label {
                    let metrics = DynamicTypeTable.metrics(for: style, at: line.step)
                    #expect(line.numbers == [Double(metrics.size), Double(metrics.leading)], "\(line) against the HIG table")
                }
            }
        }
        #expect(checked == build.lines.count)
    }
}
