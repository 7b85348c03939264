import Foundation
import Testing
@testable import StyleGuideGen

/// Files of the Figma plugin Design Tokens told apart from Style Dictionary's, and read by the
/// plugin's meaning: unit-less sizes in px, its original format's `unit`, and the real exports
/// of the corpus (Brave's Leo and the plugin's own fixtures).
@Suite struct DesignTokensPluginFormatTests {
    private func load(_ text: String, strict: Bool = false) -> (ResolvedTokenSet?, [Diagnostic]) {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "t.tokens.json")
    }

    private func px(_ value: Double) -> DimensionValue { DimensionValue(value: value, unit: .px) }

    private static let pluginExtension = ##""extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "size"}}"##

    @Test(arguments: [
        (##"{"size": {"m": {"type": "dimension", "value": 12, \##(pluginExtension)}}}"##, true),
        (##"{"size": {"m": {"type": "dimension", "value": 12}}, "o": {"type": "custom-opacity", "value": 0.5}}"##, true),
        (##"{"size": {"m": {"category": "size", "exportKey": "size", "value": 12, "type": "number", "unit": "pixel"}}}"##, true),
        (##"{"size": {"m": {"type": "dimension", "value": 12}}}"##, false),
        // Another tool's custom type (Primer's) is not the plugin's.
        (##"{"narrow": {"$type": "custom-viewportRange", "$value": "(max-width: 768px)"}}"##, false),
    ])
    func filesAreThePluginsByItsExtensionTypesOrOriginalFormat(text: String, isPlugins: Bool) throws {
        var diagnostics = DiagnosticBag()
        let data = Data(text.utf8)
        let document = try JSONParser.parse(data, file: "t.json", diagnostics: &diagnostics)
        #expect(DesignTokensPluginFormat.isExport(document, data: data) == isPlugins)
    }

    /// The plugin writes Figma's pixels; Style Dictionary's unit-less sizes stay rem.
    @Test func sizesWithoutAUnitArePxInThePluginsFilesOnly() throws {
        let (plugin, diagnostics) = load(##"{"size": {"m": {"type": "dimension", "value": 12, "description": null, \##(Self.pluginExtension)}}}"##)
        #expect(plugin?["size.m"]?.value == .dimension(px(12)))
        let legacy = try #require(diagnostics.first { $0.code == .formatLegacyTokens })
        #expect(legacy.message.contains("Design Tokens") && legacy.message.contains("in px"))
        #expect(diagnostics.contains { $0.code == .formatNullDescription })
        let (styleDictionary, _) = load(##"{"size": {"m": {"type": "dimension", "value": 12}}}"##)
        #expect(styleDictionary?["size.m"]?.value == .dimension(DimensionValue(value: 12, unit: .rem)))
    }

    @Test func theOriginalFormatReadsItsUnit() throws {
        let (tokens, diagnostics) = load(##"""
            {"sizes": {"32": {"category": "size", "exportKey": "size", "comment": "spacer", "value": 32.72, "type": "number", "unit": "pixel"}},
             "motion": {"fade": {"category": "motion", "exportKey": "motion", "duration": {"value": 0.5, "type": "number", "unit": "s"},
                                 "rotation": {"value": 180, "type": "number", "unit": "degree"}}}}
            """##)
        #expect(tokens?["sizes.32"]?.value == .dimension(px(32.72)))
        #expect(tokens?["sizes.32"]?.description == "spacer")
        #expect(tokens?["motion.fade.duration"]?.value == .duration(DurationValue(value: 0.5, unit: .s)))
        #expect(tokens?["motion.fade.rotation"]?.value == .number(180))
        #expect(tokens?["sizes.32"]?.extensions?[LegacyTokenFormat.membersExtension]?["unit"] == nil)
        #expect(tokens?["motion.fade.rotation"]?.extensions?[LegacyTokenFormat.membersExtension]?["unit"]?.stringValue == "degree")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    }

    @Test func strictMakesEveryReadingAnError() throws {
        let text = ##"{"t": {"type": "custom-opacity", "value": 0.5, "description": null, \##(Self.pluginExtension)}}"##
        let (_, diagnostics) = load(text, strict: true)
        for code in [DiagnosticCode.formatLegacyTokens, .formatUnknownType, .formatNullDescription] {
            #expect(diagnostics.first { $0.code == code }?.severity == .error, "\(code)")
        }
    }

    // MARK: The corpus

    private static let corpus = TestFixtures.repositoryRoot.appending(path: "Tests/Corpus")

    private func loadCorpus(_ file: String) throws -> (ResolvedTokenSet, [Diagnostic]) {
        let (tokens, diagnostics) = TestTokenLoader().load(try Data(contentsOf: Self.corpus.appending(path: file)), file: file)
        return (try #require(tokens), diagnostics)
    }

    @Test func braveTextStylesAreTypographyAndItsSizesPx() throws {
        let (tokens, diagnostics) = try loadCorpus("brave-leo/src/tokens/android.tokens.json")
        guard case .typography(let style)? = tokens["font.top app bar.default"]?.value else { Issue.record("not typography"); return }
        #expect(style.fontSize == px(20) && style.lineHeight == 1.3 && style.fontFamily == ["SF Pro Text"])
        #expect(tokens["typography.top app bar.default.fontSize"]?.value == .dimension(px(20)))
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(!diagnostics.contains { $0.message.contains("'custom-fontStyle' is not one of") })
    }

    @Test func braveEffectStylesAreShadowsOfTheirLayers() throws {
        let (android, _) = try loadCorpus("brave-leo/src/tokens/android.tokens.json")
        guard case .shadow(let sheet)? = android["effect.shadow.bottom sheet"]?.value else { Issue.record("not a shadow"); return }
        #expect(sheet.map(\.blur) == [px(3), px(8)] && sheet.map(\.offsetY) == [px(1), px(4)] && sheet.map(\.spread) == [px(0), px(3)])
        #expect(sheet[0].color.alpha == Double(0x4d) / 255)

        let (universal, diagnostics) = try loadCorpus("brave-leo/src/tokens/universal.tokens.json")
        guard case .shadow(let backdrop)? = universal["effect.notificationbackdrop"]?.value else { Issue.record("not a shadow"); return }
        #expect(backdrop.map(\.blur) == [px(8), px(1), px(1)] && backdrop.map(\.inset) == [false, false, true])
        #expect(universal["effect.background blur.regular"] == nil)
        #expect(diagnostics.filter { $0.code == .formatStyleWithoutValue }.count == 6)
        #expect(diagnostics.contains { $0.code == .formatNumberedLayers && $0.severity == .note && $0.message.hasPrefix("5 layers are null") })
    }

    @Test func braveGradientsAreTheirStops() throws {
        let (tokens, _) = try loadCorpus("brave-leo/src/tokens/ai.tokens.json")
        let token = try #require(tokens["gradient.agent transparent background"])
        guard case .gradient(let stops) = token.value else { Issue.record("not a gradient"); return }
        #expect(stops.map(\.position) == [0.03, 0.4, 0.99])
        #expect(token.extensions?[LegacyTokenFormat.membersExtension]?["gradientType"]?.stringValue == "linear")
    }

    @Test func thePluginsFixturesLoadTransitionsBordersAndOpacities() throws {
        let (tokens, diagnostics) = try loadCorpus("lukasoppermann-design-tokens/tests/files/standard-tokens.json")
        guard case .transition(let move)? = tokens["motion.move in"]?.value else { Issue.record("not a transition"); return }
        #expect(move.duration == DurationValue(value: 0.5, unit: .s) && move.delay.milliseconds == 0)
        #expect(move.timingFunction.y1 == 0 && move.timingFunction.x2 == 1)
        guard case .border(let dashed)? = tokens["borders.dashed outside"]?.value else { Issue.record("not a border"); return }
        #expect(dashed.width == px(5) && dashed.style == .dashed(dashArray: [px(5), px(5), px(3), px(3)], lineCap: .butt))
        #expect(tokens["opacity.half"]?.value == .number(0.5))
        guard case .typography(let h3)? = tokens["font.body.h3"]?.value else { Issue.record("not typography"); return }
        #expect(h3.lineHeight == 1.6 && h3.letterSpacing == px(0.4))
        #expect(!diagnostics.contains { $0.severity == .error })

        let (original, _) = try loadCorpus("lukasoppermann-design-tokens/tests/files/original-tokens.json")
        #expect(original["sizes.32"]?.value == .dimension(px(32.72)))
        #expect(original["font.body.h3.fontSize"]?.value == .dimension(px(20)))
    }
}
