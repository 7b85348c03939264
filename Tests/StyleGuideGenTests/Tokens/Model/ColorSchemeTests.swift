import Foundation
import Testing
@testable import StyleGuideGen

/// Light and dark found as design systems name them, and light as the default the site opens in.
@Suite struct ColorSchemeTests {
    @Test(arguments: ["light", "Light", "LIGHT", "light-mode", "Light Mode", "lightMode", "theme-light", "Day", "classic-day",
                      "Hell", "clair", "claro", "ljus", "Light high contrast"])
    func aLightContext(_ name: String) {
        #expect(ColorScheme(context: name) == .light, "\(name)")
    }

    @Test(arguments: ["dark", "Dark", "dark-mode", "darkmode", "Night", "classic-night", "mørk", "Mörk", "dunkel", "sombre", "oscuro", "Dark high contrast"])
    func aDarkContext(_ name: String) {
        #expect(ColorScheme(context: name) == .dark, "\(name)")
    }

    /// Names that only look like one (`blackbaud-light` is light, not dark-and-light; `lightning` and
    /// `daylight-saving` are not schemes), or name both.
    @Test func namesThatAreNotOneScheme() {
        #expect(ColorScheme(context: "blackbaud-light") == .light)
        #expect(ColorScheme(context: "light-on-dark") == nil)
        #expect(ColorScheme(context: "modern") == nil)
        #expect(ColorScheme(context: "Medium") == nil)
        #expect(ColorScheme(context: "Display") == nil)
    }

    @Test func theAxisIsFoundUnderAnyNameWithItsPlainestContexts() throws {
        let mode = Modifier(name: "Color scheme", contexts: ["Dark", "Light", "Dark high contrast", "Light high contrast"], defaultContext: "Dark")
        let brand = Modifier(name: "Color", contexts: ["accent", "danger", "success"])
        let axis = try #require(AppearanceAxis.detect(in: [brand, mode]))
        #expect(axis == AppearanceAxis(modifier: "Color scheme", light: "Light", dark: "Dark"))
        #expect(axis.mediaQuery == "(prefers-color-scheme: dark)")
        let night = try #require(AppearanceAxis.detect(in: [Modifier(name: "variant", contexts: ["day", "night"])]))
        #expect(night.light == "day" && night.dark == "night")
        #expect(AppearanceAxis.detect(in: [brand]) == nil)
    }

    /// On real systems: the axis each names its own way, and light the default even where the source
    /// lists dark first (figma-variables-action-example's `Tokens — Completed` collection).
    @Test(arguments: [("sage", "Mode", "Light", "Dark"), ("kong", "theme", "classic-day", "classic-night"),
                      ("swisspost", "Scheme", "Light", "Dark"), ("fermilab-bison", "mode", "Light", "Dark"),
                      ("figma-variables-action-example", "Tokens — Completed", "Light", "Dark")])
    func onTheCorpus(_ system: String, _ modifier: String, _ light: String, _ dark: String) throws {
        let root = CorpusTests.corpus + "/" + system
        var diagnostics = DiagnosticBag()
        let options = BuildOptions(project: try Project.load(root: root))
        let tokens = try #require(BuildPipeline(options: options, fileSystem: LocalFileSystem()).run(through: .resolveTokens, diagnostics: &diagnostics).tokens.project)
        let axis = try #require(AppearanceAxis.detect(in: tokens.modifiers))
        #expect(axis == AppearanceAxis(modifier: modifier, light: light, dark: dark))
        #expect(tokens.defaultPermutation?.inputs.contains(ModifierChoice(modifier: modifier, context: light)) == true, "\(tokens.defaultPermutation?.label ?? "")")
    }
}
