import Foundation
import Testing
@testable import StyleGuideGen

/// The built-in components on design systems named unlike the example and unlike each other.
@Suite struct ForeignDesignSystemTests {
    /// With no map a first build succeeds: every slot the project lacks takes the example's value,
    /// one warning per slot, and every property a component reads is defined in every cell.
    @Test(arguments: DesignSystemFixture.all)
    func aFirstBuildSucceedsWithoutAMap(_ system: DesignSystemFixture) throws {
        let project = try system.project()
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let unmapped = result.diagnostics.filter { $0.code == .componentUnmappedToken }
        #expect(unmapped.count >= 40 && unmapped.count == Set(unmapped.compactMap(\.subject)).count)
        #expect(project.read("site/components/standard-button.html")?.contains("not mapped: uses the default") == true)
        let (resolved, _) = try SlotTestSupport.resolve(project.root)
        for column in PermutationColumn.all(for: resolved.axes) {
            for step in [ContentSizeCategory.xSmall, .ax5] {
                let cell = SlotTestSupport.cell(resolved, column.choices, step: step)
                for component in resolved.catalog.components {
                    for property in component.tokenProperties { #expect(cell["--" + property] != nil, "\(component.name) --\(property) in \(column.label)") }
                }
            }
        }
    }

    /// `init --from` maps the roles the fixture's author named, picks text that meets 4.5:1 on the
    /// accent fill, and a build from its config shows the mapped values in every permutation, with
    /// sizes that follow the text size.
    @Test(arguments: DesignSystemFixture.all)
    func initFromMapsTheRolesAndTheBuildShowsThem(_ system: DesignSystemFixture) throws {
        let project = try system.project()
        try FileManager.default.removeItem(atPath: project.root + "/styleguide.json")
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root + "/" + system.resolver, directory: project.root, diagnostics: &diagnostics))
        #expect(result.written == ["styleguide.json"] && result.kept == ["docs/index.md"])
        let roles = try system.roles()
        for slot in ["color.label", "color.secondary-label", "color.accent-fill", "color.destructive-fill", "color.on-accent"] {
            #expect(result.guess.token(for: slot) == roles[slot]?.stringValue, "\(slot)")
        }
        #expect(result.guess.entries.count >= 38, "\(result.guess.unmapped)")

        let build = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(build.succeeded, "\(build.diagnostics.filter { $0.severity == .error }.prefix(3))")
        #expect(build.diagnostics.filter { $0.code == .componentUnmappedToken }.count == result.guess.unmapped.count)
        let (resolved, _) = try SlotTestSupport.resolve(project.root)
        let fills = ["color.accent-fill", "color.destructive-fill", "color.label", "color.secondary-label", "color.cell-background", "color.grouped-background"]
        for column in PermutationColumn.all(for: resolved.axes) {
            let cell = SlotTestSupport.cell(resolved, column.choices)
            for slot in fills {
                let token = try #require(result.guess.token(for: slot))
                let mapped = cell[SlotTestSupport.property(resolved, token)]
                #expect(mapped != nil && cell["--" + slot.replacingOccurrences(of: ".", with: "-")] == mapped, "\(slot) in \(column.label)")
            }
            let sizes = [ContentSizeCategory.xSmall, .standard, .ax5].map { step in
                Double(SlotTestSupport.cell(resolved, column.choices, step: step)["--typography-body-font-size"]?.dropLast(2) ?? "") ?? 0
            }
            #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(sizes) in \(column.label)")
        }
        for permutation in resolved.components?.project.permutations ?? [] {
            guard case .color(let text)? = permutation.tokens["color.on-accent"]?.value, case .color(let fill)? = permutation.tokens["color.accent-fill"]?.value else {
                Issue.record("no on-accent or accent fill in \(permutation.label)")
                continue
            }
            #expect(ColorContrast.ratio(foreground: text.tokenColor, background: fill.tokenColor) >= 4.5, "\(permutation.label)")
        }
    }
}
