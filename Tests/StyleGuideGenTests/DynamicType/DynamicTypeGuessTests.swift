import Foundation
import Testing
@testable import StyleGuideGen

/// What `init --from` writes into `dynamicType`, checked on real design systems' files.
@Suite struct DynamicTypeGuessTests {
    static func guesses(_ system: String) throws -> [String: WrittenDynamicTypeRule] {
        let project = try ExistingProjectInitializerTests.corpusCopy(system)
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics))
        let config = try ConfigLoader.load(Data(result.config.utf8), file: "styleguide.json")
        return Dictionary(uniqueKeysWithValues: config.dynamicType.map { ($0.path, $0) })
    }

    @Test func nearestTextStyleAtLarge() {
        #expect(DynamicTypeGuess.nearest(size: 17) == .body, "Body before Headline, both 17 pt")
        #expect(DynamicTypeGuess.nearest(size: 14) == .subheadline)
        #expect(DynamicTypeGuess.nearest(size: 48) == .largeTitle)
        #expect(DynamicTypeGuess.nearest(size: 10) == .caption2)
        #expect(DynamicTypeGuess.nearest(leading: 22) == .body)
    }

    @Test func rolesFromTheWordsOfAPath() {
        #expect(DynamicTypeGuess.role(of: "kui-font-size-30") == .fontSize)
        #expect(DynamicTypeGuess.role(of: "typography.text-big.line-height") == .lineHeight)
        #expect(DynamicTypeGuess.role(of: "post.button.padding.inline") == .besideText)
        #expect(DynamicTypeGuess.role(of: "icon.size.40") == .besideText)
        #expect(DynamicTypeGuess.role(of: "typography.text-big.letter-spacing") == .fixed)
        #expect(DynamicTypeGuess.role(of: "border.radius.20") == .fixed)
        #expect(DynamicTypeGuess.role(of: "button.icon.border-width") == .fixed)
        #expect(DynamicTypeGuess.role(of: "size.l") == nil)
        #expect(DynamicTypeGuess.role(of: "font.body") == .fontSize)
        #expect(DynamicTypeGuess.role(of: "button.text.padding") == .besideText)
    }

    /// Kong's font sizes are flat tokens (`kui-font-size-30`: 14px) and its icon sizes a group.
    @Test func kongsTypeScaleFollowsTheNearestStylesAndItsIconsBody() throws {
        let rules = try Self.guesses("kong")
        #expect(rules["kui-font-size-30"]?.kind == .relative(.subheadline), "14px")
        #expect(rules["kui-font-size-50"]?.kind == .relative(.body), "16px")
        #expect(rules["icon"]?.kind == .relative(.body) && rules["icon"]?.cap == .scale(2), "the icon sizes as one group: \(rules.keys.sorted())")
        #expect(rules["kui-border-radius-40"]?.kind == .fixed && rules["kui-border-width-10"]?.kind == .fixed, "\(rules.keys.sorted())")
        #expect(rules["kui-line-height-30"]?.kind == .relative(.subheadline), "20px: Subheadline's leading")
        #expect(rules["kui-space-80"]?.cap == .scale(2))
    }

    /// Koobiq splits each text style into font-size, line-height and letter-spacing tokens: the
    /// line height follows its own font size's style, the letter spacing stays.
    @Test func koobiqsLineHeightsFollowTheirFontSizes() throws {
        let rules = try Self.guesses("koobiq")
        let fontSize = try #require(rules["typography.text-big.font-size"])
        #expect(rules["typography.text-big.line-height"]?.kind == fontSize.kind)
        #expect(rules["typography.text-big.letter-spacing"]?.kind == .fixed)
    }

    /// Sage's button font is one of its own typography tokens: `init` gives it a rule like the rest
    /// of the type scale, and the built-in button, which the map fills with it, follows that rule
    /// (the system's, once reviewed) rather than the example's cap; the one-word `borderwidth` group is fixed.
    @Test func sagesMappedFontHasARuleTheButtonFollowsAndItsBorderWidthsStay() throws {
        let project = try ExistingProjectInitializerTests.corpusCopy("sage")
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics))
        let config = try ConfigLoader.load(Data(result.config.utf8), file: "styleguide.json")
        let button = try #require(config.map.first { $0.slot == "typography.button" })
        guard case .token(let font) = button.target else { Issue.record("\(button.target)"); return }
        let rule = try #require(config.dynamicType.first { font == $0.path || font.hasPrefix($0.path + ".") }, "\(font)")
        #expect(rule.kind == .relative(.body) && rule.cap == nil)
        #expect(config.dynamicType.first { $0.path == "global.borderwidth" }?.kind == .fixed)
        let build = try CommandLineTests.run(["build", ".", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.stderr.suffix(300))")
        let css = try #require(project.read("site/assets/tokens/standard-button.css"))
        let ax5 = try #require(css.range(of: "[data-dynamic-type=\"AX5\"] {").map { css[$0.upperBound...].prefix { $0 != "}" } })
        #expect(!ax5.contains("--typography-button-font-size: 28px;"), "no cap the system does not state: \(ax5)")
    }

    /// Every guess the config holds, applied, gives each token it reaches a rule, and the build of
    /// the guessed config has no `dynamic-type/unknown-token`.
    @Test(arguments: ["kong", "sage"])
    func everyGuessReachesATokenOfTheSystem(system: String) throws {
        let project = try ExistingProjectInitializerTests.corpusCopy(system)
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics))
        #expect(result.config.contains("\"dynamicType\""))
        let check = try CommandLineTests.run(["check", "."], in: project.root)
        #expect(!check.stderr.contains("dynamic-type/unknown-token"), "\(check.stderr.suffix(400))")
    }
}
