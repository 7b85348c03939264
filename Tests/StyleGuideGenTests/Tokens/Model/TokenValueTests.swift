import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct TokenValueTests {
    private func load(_ text: String, strict: Bool = false) -> (ResolvedTokenSet?, [Diagnostic]) {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "v.tokens.json")
    }

    @Test func legacyShapesConvertWithWarnings() throws {
        let text = """
        {"c": {"$type": "color", "$value": "#FF880080"},
         "d": {"$type": "dimension", "$value": "1.5rem"},
         "t": {"$type": "duration", "$value": "0.2s"},
         "f": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400,
               "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 20, "unit": "px"}}}}
        """
        let (set, diagnostics) = load(text)
        let tokens = try #require(set)
        #expect(tokens["c"]?.value == .color(ColorValue(colorSpace: .srgb, components: [.value(1), .value(0.5333), .value(0)],
                                                        alpha: 128.0 / 255, hex: "#ff8800")))
        #expect(tokens["d"]?.value == .dimension(DimensionValue(value: 1.5, unit: .rem)))
        #expect(tokens["t"]?.value == .duration(DurationValue(value: 0.2, unit: .s)))
        guard case .typography(let typography)? = tokens["f"]?.value else { Issue.record("no typography"); return }
        #expect(typography.lineHeight == 1.25)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == "v.tokens.json" })
        #expect(diagnostics.map(\.message) == [
            "colour written as the hex string \"#FF880080\" (its last digits are the alpha); use the 2025.10 colour object {\"colorSpace\": \"srgb\", \"components\": [1, 0.5333, 0], \"alpha\": 0.5019607843137255, \"hex\": \"#ff8800\"}",
            "dimension written as the string \"1.5rem\"; use the 2025.10 shape {\"value\": 1.5, \"unit\": \"rem\"}",
            "duration written as the string \"0.2s\"; use the 2025.10 shape {\"value\": 0.2, \"unit\": \"s\"}",
            "dimension written as the string \"16px\"; use the 2025.10 shape {\"value\": 16, \"unit\": \"px\"}",
            "lineHeight given as a dimension (20px); converted to the multiplier 1.25 (lineHeight / fontSize): in 2025.10 lineHeight is a number",
        ])
        #expect(diagnostics.map(\.code) == [.formatHexAlpha, .formatUnitString, .formatUnitString, .formatUnitString, .formatLineHeightDimension])
        #expect(diagnostics.map(\.subject) == ["c", "d", "t", "f", "f"])
        let (_, strict) = load(text, strict: true)
        #expect(strict.count == 5 && strict.allSatisfy { $0.severity == .error })
    }

    @Test func aliasesKeepTheirDirectTargetAndMemberTargets() throws {
        let text = """
        {"color": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                   "link": {"$value": "{color.blue}"}, "visited": {"$value": "{color.link}"}},
         "w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
         "b": {"$type": "border", "$value": {"color": "{color.visited}", "width": "{w}", "style": "solid"}},
         "s": {"$type": "shadow", "$value": [{"color": "{color.blue}", "offsetX": "{w}", "offsetY": {"value": 2, "unit": "px"},
               "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]},
         "n": {"$type": "number", "$value": {"$ref": "#/color/blue/$value/components/2"}}}
        """
        let (set, diagnostics) = load(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tokens = try #require(set)
        #expect(tokens["color.visited"]?.aliasOf == ["color", "link"])
        #expect(tokens["color.visited"]?.value == tokens["color.blue"]?.value)
        #expect(tokens["b"]?.memberAliases == ["color": ["color", "visited"], "width": ["w"]])
        #expect(tokens["s"]?.memberAliases == ["0.color": ["color", "blue"], "0.offsetX": ["w"]])
        #expect(tokens["n"]?.value == .number(1))
        #expect(tokens.tokens.map(\.name) == ["b", "color.blue", "color.link", "color.visited", "n", "s", "w"])
    }

    @Test func dynamicTypeRules() throws {
        let typography = "{\"fontFamily\": \"A\", \"fontSize\": {\"value\": 17, \"unit\": \"px\"}, \"fontWeight\": 400, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.2}"
        let text = """
        {"body": {"$type": "typography", "$value": \(typography.replacingOccurrences(of: "17", with: "12")), "$extensions": {"styleguide": {"textStyle": "caption"}}},
         "custom": {"$type": "typography", "$value": \(typography), "$extensions": {"styleguide": {"relativeTo": "headline", "maxSize": 26}}},
         "icon": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}, "$extensions": {"styleguide": {"relativeTo": "body", "max": 60}}},
         "avatar": {"$type": "dimension", "$value": {"value": 60, "unit": "px"}}}
        """
        let (set, diagnostics) = load(text)
        #expect(diagnostics.isEmpty)
        let tokens = try #require(set)
        #expect(tokens["body"]?.dynamicType == .textStyle(.caption1))
        #expect(tokens["custom"]?.dynamicType == .scaledFont(relativeTo: .headline, maxSize: 26))
        #expect(tokens["icon"]?.dynamicType == .scaledMetric(relativeTo: .body, max: 60))
        #expect(tokens["avatar"]?.dynamicType == nil)
        #expect(tokens["icon"]?.extensions?["styleguide"]?["max"]?.numberValue == 60)
    }

    @Test func extendsMergesDeeplyAndLocalMembersWin() throws {
        let text = """
        {"base": {"$type": "number", "a": {"$value": 1}, "nested": {"b": {"$value": 2}, "c": {"$value": 3}}},
         "theme": {"$extends": "{base}", "nested": {"c": {"$value": 30}}}}
        """
        let (set, diagnostics) = load(text)
        #expect(diagnostics.isEmpty)
        let tokens = try #require(set)
        #expect(tokens["theme.a"]?.value == .number(1))
        #expect(tokens["theme.nested.b"]?.value == .number(2))
        #expect(tokens["theme.nested.c"]?.value == .number(30))
    }

    @Test func cycleIsReportedForEveryTokenOnce() {
        let (_, diagnostics) = load("{\"g\": {\"$type\": \"number\", \"a\": {\"$value\": \"{g.b}\"}, \"b\": {\"$value\": \"{g.a}\"}, \"c\": {\"$value\": \"{g.a}\"}}}")
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.subject) == ["g.a", "g.b"])
        #expect(errors.map(\.message) == ["circular reference: {g.a} → {g.b} → {g.a}", "circular reference: {g.b} → {g.a} → {g.b}"])
        // The token that only uses the cycle is named, after the root cause, rather than vanishing.
        #expect(diagnostics.filter { $0.severity == .note }.map(\.message) == ["1 token uses {g.a} and is left out with it: {g.c}"])
    }

    @Test func jsonOutputIsSortedAndUsesTheCurrentShapes() throws {
        let text = """
        {"z": {"$type": "dimension", "$value": "8px", "$description": "Gap"},
         "a": {"$value": "{z}"},
         "e": {"$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1]}}
        """
        let (set, _) = load(text)
        let output = TokenJSONOutput.text(for: try #require(set))
        #expect(output == """
        {
          "a": {
            "$type": "dimension",
            "$value": {
              "unit": "px",
              "value": 8
            },
            "aliasOf": "z"
          },
          "e": {
            "$type": "cubicBezier",
            "$value": [
              0.25,
              0.1,
              0.25,
              1
            ]
          },
          "z": {
            "$description": "Gap",
            "$type": "dimension",
            "$value": {
              "unit": "px",
              "value": 8
            }
          }
        }

        """)
        let reparsed = try JSONParser.parse(output, file: "out.json")
        #expect(reparsed.objectMembers?.count == 3)
    }

    @Test func deepGroupsAndLongChainsEndInDiagnostics() {
        let deep = String(repeating: "{\"g\": ", count: 400) + "{\"$type\": \"number\", \"$value\": 1}" + String(repeating: "}", count: 400)
        let (set, problems) = load(deep)
        #expect(problems.isEmpty && set?.count == 1)
        var chain = "{\"t0\": {\"$type\": \"number\", \"$value\": 1}"
        for i in 1...500 { chain += ", \"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}" }
        chain += "}"
        let (_, chainProblems) = load(chain.replacingOccurrences(of: "\"t0\": {\"$type\": \"number\", \"$value\": 1}", with: "\"t0\": {\"$type\": \"number\", \"$value\": \"{t500}\"}"))
        #expect(!chainProblems.isEmpty)
    }
}
