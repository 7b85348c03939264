import Foundation
import Testing
@testable import StyleGuideGen

/// Each `custom-*` value of the Figma plugin Design Tokens, loaded as the DTCG type it means.
@Suite struct DesignTokensPluginValuesTests {
    /// One plugin token named `t`, loaded as a file of the plugin's.
    private func load(type: String, value: String) throws -> (token: ResolvedToken, diagnostics: [Diagnostic]) {
        let text = ##"{"t": {"type": "\##(type)", "value": \##(value), "extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "x"}}}}"##
        let (tokens, diagnostics) = TestTokenLoader().load(Data(text.utf8), file: "t.tokens.json")
        return (try #require(tokens?["t"], "\(diagnostics)"), diagnostics)
    }

    private func px(_ value: Double) -> DimensionValue { DimensionValue(value: value, unit: .px) }

    @Test func aTextStyleIsTypographyWithItsPxLineHeightAsARatio() throws {
        let (token, diagnostics) = try load(type: "custom-fontStyle", value: ##"""
            {"fontSize": 20, "textDecoration": "underline", "fontFamily": "Inter", "fontWeight": 600, "fontStyle": "italic", "fontStretch": "normal",
             "letterSpacing": 0.4, "lineHeight": 26, "paragraphIndent": 0, "paragraphSpacing": 8, "textCase": "uppercase"}
            """##)
        guard case .typography(let typography) = token.value else { Issue.record("\(token.value)"); return }
        #expect(typography.fontFamily == ["Inter"])
        #expect(typography.fontSize == px(20))
        #expect(typography.fontWeight.weight == 600)
        #expect(typography.letterSpacing == px(0.4))
        #expect(typography.lineHeight == 1.3)
        #expect(typography.extra.isEmpty)
        let kept = try #require(token.extensions?[LegacyTokenFormat.membersExtension])
        #expect(kept["fontStyle"]?.stringValue == "italic" && kept["textCase"]?.stringValue == "uppercase")
        #expect(kept["paragraphSpacing"]?.numberValue == 8 && kept["fontSize"] == nil)
        #expect(token.extensions?[DesignTokensPluginFormat.extensionKey]?["exportKey"]?.stringValue == "x")
        let mapped = try #require(diagnostics.first { $0.code == .formatUnknownType })
        #expect(mapped.severity == .warning && mapped.message.contains("'custom-fontStyle'") && mapped.message.contains("\"$type\": \"typography\""))
        #expect(diagnostics.contains { $0.code == .formatMetadata && $0.severity == .note && $0.message.contains("'textCase'") })
        #expect(!diagnostics.contains { $0.code == .formatLineHeightDimension || $0.code == .formatExtraMember })
    }

    @Test func aDropShadowAndAnInnerShadow() throws {
        let (drop, diagnostics) = try load(type: "custom-shadow",
                                           value: ##"{"shadowType": "dropShadow", "radius": 8, "color": "#00000026", "offsetX": 1, "offsetY": 4, "spread": 3}"##)
        let layer = ShadowLayer(color: ColorValue(colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 0x26 / 255),
                                offsetX: px(1), offsetY: px(4), blur: px(8), spread: px(3), inset: false)
        #expect(drop.value == .shadow([layer]))
        #expect(diagnostics.filter { $0.severity != .note }.map(\.code) == [.formatLegacyTokens, .formatUnknownType], "\(diagnostics)")
        let (inner, _) = try load(type: "custom-shadow",
                                  value: ##"{"shadowType": "innerShadow", "radius": 1, "color": "#ffffff1a", "offsetX": 0, "offsetY": 0, "spread": 0}"##)
        guard case .shadow(let layers) = inner.value else { Issue.record("\(inner.value)"); return }
        #expect(layers.map(\.inset) == [true])
    }

    @Test func aGradientIsItsStopsWithTypeAndRotationKept() throws {
        let (token, _) = try load(type: "custom-gradient",
                                  value: ##"{"gradientType": "linear", "rotation": 90, "stops": [{"position": 0, "color": "#ff0000ff"}, {"position": 1, "color": "#0000ff80"}]}"##)
        guard case .gradient(let stops) = token.value else { Issue.record("\(token.value)"); return }
        #expect(stops.map(\.position) == [0, 1])
        #expect(stops.map(\.color.alpha) == [1, 0x80 / 255])
        let kept = try #require(token.extensions?[LegacyTokenFormat.membersExtension])
        #expect(kept["gradientType"]?.stringValue == "linear" && kept["rotation"]?.numberValue == 90)
    }

    @Test func aCubicBezierTransitionTakesSecondsAndNoDelay() throws {
        let (token, _) = try load(type: "custom-transition", value: ##"""
            {"transitionType": "dissolve", "duration": 0.45, "easingType": "cubicBezier", "easingFunction": {"x1": 0.7, "x2": 0.07, "y1": 0.05, "y2": 0.93}}
            """##)
        let expected = TransitionValue(duration: DurationValue(value: 0.45, unit: .s), delay: DurationValue(value: 0, unit: .ms),
                                       timingFunction: CubicBezierValue(x1: 0.7, y1: 0.05, x2: 0.07, y2: 0.93))
        #expect(token.value == .transition(expected))
        #expect(token.extensions?[LegacyTokenFormat.membersExtension]?["transitionType"]?.stringValue == "dissolve")
    }

    /// A spring has no cubic Bézier: the token keeps its own type and value, with the usual warning.
    @Test func aSpringTransitionStaysAsWritten() throws {
        let (token, diagnostics) = try load(type: "custom-transition", value: ##"""
            {"transitionType": "push", "duration": 0.958, "easingType": "spring", "easingFunction": {"mass": 1, "stiffness": 600, "damping": 15}}
            """##)
        guard case .custom(let custom) = token.value else { Issue.record("\(token.value)"); return }
        #expect(custom.typeName == "custom-transition")
        #expect(diagnostics.filter { $0.code == .formatUnknownType }.count == 2)
        #expect(!diagnostics.contains { $0.severity == .error })
    }

    @Test func aStrokeIsASolidOrDashedBorder() throws {
        let stroke = { (dashes: String) in
            ##"{"align": "inside", "dashPattern": \##(dashes), "lineCap": "none", "lineJoin": "miter", "miterLimit": 4, "weight": 2, "color": "#000000ff"}"##
        }
        let black = ColorValue(colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 1)
        for solid in ["[]", "[0, 0]"] {
            let (token, _) = try load(type: "custom-stroke", value: stroke(solid))
            #expect(token.value == .border(BorderValue(color: black, width: px(2), style: .keyword(.solid))), "\(solid)")
            #expect(token.extensions?[LegacyTokenFormat.membersExtension]?["lineCap"]?.stringValue == "none")
        }
        let (dashed, _) = try load(type: "custom-stroke", value: stroke("[5, 5, 3, 3]"))
        #expect(dashed.value == .border(BorderValue(color: black, width: px(2), style: .dashed(dashArray: [px(5), px(5), px(3), px(3)], lineCap: .butt))))
        #expect(dashed.extensions?[LegacyTokenFormat.membersExtension]?["align"]?.stringValue == "inside")
    }

    @Test func anOpacityIsANumber() throws {
        let (token, _) = try load(type: "custom-opacity", value: "0.25")
        #expect(token.value == .number(0.25))
    }

    /// No DTCG type holds padding, corner radii or layout grids: kept as data, each warned.
    @Test(arguments: [("custom-spacing", ##"{"top": 10, "bottom": 10, "left": 20, "right": 20}"##),
                      ("custom-radius", ##"{"smoothing": 0, "topLeft": 5, "topRight": 5, "bottomLeft": 5, "bottomRight": 5}"##),
                      ("custom-grid", ##"{"pattern": "columns", "gutterSize": 20, "alignment": "stretch", "count": 5}"##)])
    func typesWithoutADTCGTypeStayData(type: String, value: String) throws {
        let (token, diagnostics) = try load(type: type, value: value)
        guard case .custom(let custom) = token.value else { Issue.record("\(token.value)"); return }
        #expect(custom.typeName == type)
        let warning = try #require(diagnostics.first { $0.code == .formatUnknownType })
        #expect(warning.severity == .warning && warning.subject == "t")
        #expect(!diagnostics.contains { $0.severity == .error })
    }
}
