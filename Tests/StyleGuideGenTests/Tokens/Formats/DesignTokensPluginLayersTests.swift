import Foundation
import Testing
@testable import StyleGuideGen

/// Effect styles of the Figma plugin Design Tokens: numbered layers, blur layers, styles of blurs only.
@Suite struct DesignTokensPluginLayersTests {
    private func load(_ text: String, strict: Bool = false) -> (ResolvedTokenSet?, [Diagnostic]) {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "t.tokens.json")
    }

    private func shadow(_ radius: Int, _ kind: String = "dropShadow") -> String {
        ##"{"type": "custom-shadow", "value": {"shadowType": "\##(kind)", "radius": \##(radius), "color": "#0000001a", "offsetX": 0, "offsetY": 2, "spread": 0}}"##
    }

    private let extensions = ##""extensions": {"org.lukasoppermann.figmaDesignTokens": {"styleId": "S:1,", "exportKey": "effect"}}"##

    @Test func numberedLayersAreOneShadowTokenInTheirOrder() throws {
        let (tokens, diagnostics) = load(##"""
            {"effect": {"card": {"1": \##(shadow(8, "innerShadow")), "0": \##(shadow(2)), "description": "Card", \##(extensions)}}}
            """##)
        let card = try #require(tokens?["effect.card"], "\(diagnostics)")
        guard case .shadow(let layers) = card.value else { Issue.record("\(card.value)"); return }
        #expect(layers.map(\.blur.value) == [2, 8])
        #expect(layers.map(\.inset) == [false, true])
        #expect(card.description == "Card")
        #expect(card.extensions?[DesignTokensPluginFormat.extensionKey]?["styleId"]?.stringValue == "S:1,")
        #expect(tokens?["effect.card.0"] == nil && tokens?.tokens.count == 1)
        let warning = try #require(diagnostics.first { $0.code == .formatNumberedLayers })
        #expect(warning.severity == .warning && warning.message.contains("effect.card"))
    }

    @Test func aNullLayerIsLeftOutWithANote() throws {
        let (tokens, diagnostics) = load(##"{"effect": {"glass": {"0": null, "1": \##(shadow(4)), "description": null, \##(extensions)}}}"##)
        guard case .shadow(let layers)? = tokens?["effect.glass"]?.value else { Issue.record("\(diagnostics)"); return }
        #expect(layers.map(\.blur.value) == [4])
        let note = try #require(diagnostics.first { $0.code == .formatNumberedLayers && $0.severity == .note })
        #expect(note.location?.line == 1 && note.message.contains("1 layer is null"))
        #expect(!diagnostics.contains { $0.code == .formatPlainValue })
    }

    @Test func aStyleOfBlursOnlyIsLeftOutWithAWarning() throws {
        let (tokens, diagnostics) = load(##"""
            {"effect": {"blur": {"description": null, \##(extensions)}, "frosted": {"0": null, "description": null}, "line": \##(shadow(1))}}
            """##)
        #expect(tokens?.tokens.map(\.name) == ["effect.line"])
        let warnings = diagnostics.filter { $0.code == .formatStyleWithoutValue }
        #expect(warnings.map(\.subject) == ["effect.blur", "effect.frosted"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }

    /// Layers of fills, gradients or grids have no one DTCG value: they stay numbered tokens.
    @Test func numberedFillsStayTokens() throws {
        let (tokens, diagnostics) = load(##"""
            {"color": {"fills": {"0": {"type": "color", "value": "#40ffbaff"}, "1": {"type": "color", "value": "#0000001a"}, "description": "", \##(extensions)}}}
            """##)
        #expect(tokens?.tokens.map(\.name).sorted() == ["color.fills.0", "color.fills.1"], "\(diagnostics)")
        #expect(!diagnostics.contains { $0.code == .formatNumberedLayers })
    }

    /// DTCG reads the layers as a group: the plugin's meaning is no deviation, the file's way of writing tokens is.
    @Test func strictFailsTheFileNotItsLayers() throws {
        let (_, diagnostics) = load(##"{"effect": {"card": {"0": \##(shadow(2)), "1": \##(shadow(4)), "description": null}}}"##, strict: true)
        #expect(diagnostics.first { $0.code == .formatNumberedLayers }?.severity == .warning)
        #expect(diagnostics.first { $0.code == .formatLegacyTokens }?.severity == .error)
    }
}
