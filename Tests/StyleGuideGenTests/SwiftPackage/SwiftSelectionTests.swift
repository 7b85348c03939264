import Foundation
import Testing
@testable import StyleGuideGen

/// What an app chooses at run time, on real systems after `init --from`: Kong's appearance contexts
/// (`classic-day`, `electric-lime-night-high-contrast`) become one axis with light and dark inside;
/// Swiss Post's brands are an axis and its device, palette and static scheme are held at the site's
/// contexts; values are written once per choice they differ in, aliases read through.
struct SwiftSelectionTests {
    private func package(_ system: String) throws -> (files: [String: String], diagnostics: [Diagnostic]) {
        let project = try ExistingProjectInitializerTests.corpusCopy(system)
        try CorpusPackageTests.initFromRoot(project.root)
        let out = try TemporaryProject()
        let result = SwiftPackageBuilder().generate(BuildOptions(project: try Project.load(root: project.root)),
                                                    package: SwiftPackageOptions(output: out.root + "/pkg"))
        #expect(result.files > 0)
        return (out.snapshot("pkg").mapValues { String(decoding: $0, as: UTF8.self) }, result.diagnostics)
    }

    @Test func kongsAppearanceContextsAreOneAxisWithLightAndDarkInside() throws {
        let (files, diagnostics) = try package("kong")
        let root = try #require(files["Sources/DesignTokens/Tokens/Tokens.swift"])
        #expect(root.contains("public enum ThemeChoice: String, CaseIterable, Sendable {\n        case classic = \"classic\"\n        case electricLime = \"electric-lime\"\n        case electricLimeHighContrast = \"electric-lime-high-contrast\"\n    }"))
        #expect(root.contains("public static let all: [Tokens] = [Tokens(theme: .classic), Tokens(theme: .electricLime), Tokens(theme: .electricLimeHighContrast)]"))
        #expect(!files.keys.contains { $0.contains("/Themes/") }, "no type per permutation")
        // `kui-color-text` is one token per theme folder: a switch over the axis, light and dark inside each value.
        #expect(root.contains("public var kuiColorText: DynamicColor {\n        switch tokens.theme {"))
        // An alias is read through its target, which the package has: written once.
        #expect(root.contains("{ tokens.color.alias."))
        // A token some themes lack is optional, nil there.
        #expect(root.contains("public var kuiTreeListPadding: String? {") || root.contains("public var kuiTreeListPadding: Double? {"))
        #expect(diagnostics.filter { $0.code.id.hasPrefix("swift/") }.isEmpty, "\(diagnostics.filter { $0.code.id.hasPrefix("swift/") }.prefix(3))")
    }

    @Test func swissPostsBrandsAreChosenAndItsKnobsHeld() throws {
        let (files, _) = try package("swisspost")
        let root = try #require(files["Sources/DesignTokens/Tokens/Tokens.swift"])
        #expect(root.contains("case post = \"Post\"\n        case cargo = \"Cargo\""))
        #expect(root.contains("/// Generated with Device at Desktop"))
        #expect(root.contains("public init(theme: ThemeChoice = .post)"))
        let sources = files.filter { $0.key.hasPrefix("Sources/") }
        #expect(sources.values.reduce(0) { $0 + $1.utf8.count } < 2_000_000, "sources under 2 MB")
        let post = try #require(files["Sources/DesignTokens/Tokens/Tokens+Post.swift"])
        // `sandgrey.100` is a step; light and dark read two tokens of the palette.
        #expect(post.contains("DynamicColor(light: tokens.post.core.color.brand.white.light, dark: tokens.post.core.color.sandgrey.step100.dark)"))
        let readme = try #require(files["README.md"])
        #expect(readme.contains("| `Tokens.ThemeChoice` | the contexts of `Theme` | `.post` |"))
        #expect(readme.contains("`Device` at `Desktop`"))
    }

    /// Figma's variable hidden from publishing is left out, and the alias of it gets its value.
    @Test func aVariableHiddenFromPublishingIsLeftOut() throws {
        let (files, _) = try package("figma-variables-action-example")
        let spacing = try #require(files["Sources/DesignTokens/Tokens/Tokens+Spacing.swift"])
        #expect(!spacing.contains("public var half:"))
        #expect(spacing.contains("public var spacingXs: Double { 4.0 }"))
        #expect(spacing.contains("public var spacingXl: Double { tokens.spacing.step6 }"), "a step, read through")
        #expect(!spacing.contains("/// `spacing.spacing-xs`:\n"), "no empty doc comment")
    }

    /// A switch names only the axes the value depends on, its most common value as `default`.
    @Test func aSwitchReadsOnlyTheAxesTheValueDependsOn() {
        func theme(_ cases: [Int], isDefault: Bool = false) -> SwiftTheme {
            let side = SwiftTheme.Side(label: "", tokens: ResolvedTokenSet(tokens: []), slots: ResolvedTokenSet(tokens: []))
            return SwiftTheme(cases: cases, label: "", light: side, dark: side, isDefault: isDefault)
        }
        let axes = [SwiftAxis(modifier: "brand", typeName: "Brand", property: "brand",
                              cases: [.init(name: "a", identifier: "a"), .init(name: "b", identifier: "b"), .init(name: "c", identifier: "c")], defaultCase: 0),
                    SwiftAxis(modifier: "contrast", typeName: "Contrast", property: "contrast",
                              cases: [.init(name: "normal", identifier: "normal"), .init(name: "high", identifier: "high")], defaultCase: 0)]
        let selection = SwiftSelection(appearanceModifier: nil, axes: axes, held: [],
                                       themes: [theme([0, 0], isDefault: true), theme([0, 1]), theme([1, 0]), theme([1, 1]), theme([2, 0]), theme([2, 1])])
        #expect(SwiftSwitch.expression(Array(repeating: "1.0", count: 6), selection: selection, indent: "") == "1.0")
        #expect(SwiftSwitch.expression(["1.0", "2.0", "1.0", "2.0", "1.0", "2.0"], selection: selection, indent: "")
                == "switch tokens.contrast {\ncase .high: 2.0\ndefault: 1.0\n}")
        #expect(SwiftSwitch.expression(["1.0", "2.0", "1.0", "1.0", "3.0", "1.0"], selection: selection, indent: "  ")
                == "switch (tokens.brand, tokens.contrast) {\n  case (.a, .high): 2.0\n  case (.c, .normal): 3.0\n  default: 1.0\n  }")
    }
}
