import Foundation
import Testing
@testable import StyleGuideGen

/// `dynamicType` in styleguide.json: read, checked, and given to the tokens whose own files say nothing.
@Suite struct DynamicTypeConfigTests {
    static func config(_ text: String) throws -> ProjectConfig {
        try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
    }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func entriesAreReadWithTheirCaps() throws {
        let rules = try Self.config("""
        {"dynamicType": {"font.size": {"relativeTo": "body"}, "{size.icon}": {"relativeTo": "title", "maxScale": 2},
                         "size.tile": {"relativeTo": "body", "max": 40}, "font.display": {"textStyle": "largeTitle"}, "size.border": {"fixed": true}}}
        """).dynamicType
        #expect(rules.map(\.path) == ["font.size", "size.icon", "size.tile", "font.display", "size.border"])
        #expect(rules.map(\.kind) == [.relative(.body), .relative(.title1), .relative(.body), .textStyle(.largeTitle), .fixed])
        #expect(rules.map(\.cap) == [nil, .scale(2), .points(40), nil, nil])
    }

    @Test func everyBadEntryIsReportedAtItsPlace() {
        let problems = Self.errors("""
        {"dynamicType": {
          "a": {"relativeTo": "bodyy"},
          "b": {"relativeTo": "body", "textStyle": "body"},
          "c": {"textStyle": "body", "max": 30},
          "d": {"relativeTo": "body", "maxScale": 0.5},
          "e": {"fixed": false},
          "f": {"scale": 2},
          "g": "body"
        }}
        """)
        #expect(problems.count == 7, "\(problems)")
        #expect(problems[0].hasPrefix("styleguide.json:2:23: error: unknown text style 'bodyy' in `dynamicType.a`"), "\(problems[0])")
        #expect(problems[1].hasPrefix("styleguide.json:3:31: error: `dynamicType.b` needs exactly one of textStyle, relativeTo or fixed, found `relativeTo` and `textStyle`"), "\(problems[1])")
        #expect(problems[2].contains("`max` in `dynamicType.c` needs `relativeTo`"), "\(problems[2])")
        #expect(problems[3].contains("`dynamicType.d.maxScale` must be at least 1"), "\(problems[3])")
        #expect(problems[4].contains("`dynamicType.e.fixed` must be true"), "\(problems[4])")
        #expect(problems[5].contains("unknown key `scale` in `dynamicType.f`") && problems[5].hasSuffix("(config/unknown-key)"), "\(problems[5])")
        #expect(problems[6].hasPrefix("styleguide.json:8:8: error: `dynamicType.g` must be an object"), "\(problems[6])")
    }

    static let tokens = """
    {
      "font": {
        "$type": "dimension",
        "size": {"small": {"$value": {"value": 13, "unit": "px"}}, "large": {"$value": {"value": 28, "unit": "px"}}},
        "caption": {"$value": "{font.size.small}"}
      },
      "type": {"$type": "typography", "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 22, "unit": "px"}, "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.25}}},
      "space": {"$type": "dimension", "pad": {"$value": {"value": 12, "unit": "px"}}, "border": {"$value": {"value": 1, "unit": "px"}},
                "own": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"styleguide": {"fixed": true}}}},
      "color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}
    }
    """

    static func applied(_ config: String) throws -> (ResolvedTokenSet, [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let project = try #require(Self.project(tokens))
        let rules = try Self.config(config).dynamicType
        let result = project.applyingDynamicTypeRules(rules, diagnostics: &diagnostics)
        return (try #require(result.defaultPermutation?.tokens), diagnostics.all.filter { $0.code == .dynamicTypeUnknownToken })
    }

    static func project(_ json: String) -> TokenProject? {
        let (tokens, _) = TestTokenLoader().load(Data(json.utf8), file: "t.tokens.json")
        return tokens.map { TokenProject(name: nil, description: nil, modifiers: [], permutations: [ResolvedPermutation(inputs: [], tokens: $0)], defaultIndex: 0) }
    }

    @Test func aGroupReachesItsTokensAndNotAnAliasOfAScaledToken() throws {
        let (tokens, unknown) = try Self.applied("""
        {"dynamicType": {"font": {"relativeTo": "body"}, "type.title": {"relativeTo": "title2", "max": 10},
                         "space": {"relativeTo": "body", "maxScale": 2}, "space.border": {"fixed": true}, "color": {"relativeTo": "body"}}}
        """)
        #expect(unknown.isEmpty)
        #expect(tokens["font.size.small"]?.dynamicType == .scaledMetric(relativeTo: .body, max: nil))
        // The alias reads `var(--font-size-small)`: it follows its target without a rule of its own.
        #expect(tokens["font.caption"]?.dynamicType == nil)
        // A cap below the token's size would shrink it: it is raised to the size.
        #expect(tokens["type.title"]?.dynamicType == .scaledFont(relativeTo: .title2, maxSize: 22))
        #expect(tokens["space.pad"]?.dynamicType == .scaledMetric(relativeTo: .body, max: 24))
        #expect(tokens["space.border"]?.dynamicType == .fixed)
        // The token's own $extensions win over the config; a colour under a configured group has no size.
        #expect(tokens["space.own"]?.dynamicType == .fixed)
        #expect(tokens["color.ink"]?.dynamicType == nil)
    }

    @Test func anAliasOfATokenWithoutARuleTakesItsGroupsOrItsOwn() throws {
        let (grouped, _) = try Self.applied(#"{"dynamicType": {"font.caption": {"relativeTo": "caption1"}}}"#)
        #expect(grouped["font.caption"]?.dynamicType == .scaledMetric(relativeTo: .caption1, max: nil))
        #expect(grouped["font.size.small"]?.dynamicType == nil)
        let (byGroup, _) = try Self.applied(#"{"dynamicType": {"font.caption": {"relativeTo": "caption1"}, "font": {"relativeTo": "footnote"}}}"#)
        #expect(byGroup["font.caption"]?.dynamicType == .scaledMetric(relativeTo: .caption1, max: nil), "the entry of its own path wins")
    }

    @Test func anEntryNamingNothingIsAWarningAtItsPlace() throws {
        let (_, unknown) = try Self.applied(#"{"dynamicType": {"font.sizes": {"relativeTo": "body"}, "font": {"relativeTo": "body"}}}"#)
        #expect(unknown.map(\.description) == [
            "styleguide.json:1:18: warning: `dynamicType` names `font.sizes`, which is neither a token nor a group of the tokens; the entry does nothing (fix the path, or remove it) [font.sizes] (dynamic-type/unknown-token)"
        ])
    }

    @Test func fixedInExtensionsStandsAlone() throws {
        let json = #"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}, "$extensions": {"styleguide": {"fixed": true, "relativeTo": "body"}}}}"#
        let (tokens, diagnostics) = TestTokenLoader().load(Data(json.utf8), file: "t.tokens.json")
        #expect(diagnostics.contains { $0.code == .dynamicTypeInvalid && $0.message.contains("'fixed' cannot be combined with 'relativeTo'") }, "\(diagnostics)")
        #expect(tokens?["s"]?.dynamicType == nil)
        let (alone, _) = TestTokenLoader().load(Data(json.replacingOccurrences(of: ", \"relativeTo\": \"body\"", with: "").utf8), file: "t.tokens.json")
        #expect(alone?["s"]?.dynamicType == .fixed)
    }
}
