import Testing
@testable import StyleGuideGen

/// A project's own component reading its size tokens: warned where a token has no Dynamic Type rule,
/// scaled once the config gives it one.
@Suite struct UnscaledTokenTests {
    static let files: [String: String] = [
        "docs/index.md": "# Home\n",
        "tokens/base.tokens.json": """
        {"font": {"$type": "dimension", "body": {"$value": {"value": 15, "unit": "px"}}, "leading": {"$value": {"value": 20, "unit": "px"}}},
         "radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}},
         "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}
        """,
        "templates/components/card.html": "{{!\nexample.text: Hello\n}}\n<p class=\"card\">{{text}}</p>\n",
        "templates/components/card.css": ".card {\n  color: var(--ink);\n  font-size: var(--font-body);\n  line-height: var(--font-leading);\n  border-radius: var(--radius-card);\n}\n",
    ]

    static func build(_ config: String?) throws -> (TemporaryProject, BuildResult) {
        var files = files
        if let config { files["styleguide.json"] = config }
        let project = try TemporaryProject(files: files)
        return (project, SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))))
    }

    @Test func eachSizeTokenWithoutARuleIsWarnedAtItsRead() throws {
        let (_, result) = try Self.build(nil)
        #expect(result.diagnostics.filter { $0.code == .dynamicTypeNoRule }.map(\.description) == [
            "templates/components/card.css:3:14: warning: component `card` reads `--font-body` of `font.body`, which has no Dynamic Type rule: it stays 15 px at every text size. Add `\"font.body\": {\"relativeTo\": \"subheadline\"}` to `dynamicType` in styleguide.json (or the same in the token's $extensions.styleguide), or `{\"fixed\": true}` if it should not grow [font.body] (dynamic-type/no-rule)",
            "templates/components/card.css:4:16: warning: component `card` reads `--font-leading` of `font.leading`, which has no Dynamic Type rule: it stays 20 px at every text size. Add `\"font.leading\": {\"relativeTo\": \"subheadline\"}` to `dynamicType` in styleguide.json (or the same in the token's $extensions.styleguide), or `{\"fixed\": true}` if it should not grow [font.leading] (dynamic-type/no-rule)",
            "templates/components/card.css:5:18: warning: component `card` reads `--radius-card` of `radius.card`, which has no Dynamic Type rule: it stays 12 px at every text size. Add `\"radius.card\": {\"fixed\": true}` to `dynamicType` in styleguide.json (or the same in the token's $extensions.styleguide), or a rule such as `{\"relativeTo\": \"body\"}` if it should grow [radius.card] (dynamic-type/no-rule)",
        ])
    }

    @Test func theLinesTheWarningsProposeScaleTheComponentAndSilenceThem() throws {
        let (project, result) = try Self.build("""
        {"dynamicType": {"font": {"relativeTo": "subheadline"}, "radius.card": {"fixed": true}}}
        """)
        #expect(result.diagnostics.filter { $0.code == .dynamicTypeNoRule || $0.code == .dynamicTypeUnknownToken }.isEmpty, "\(result.diagnostics.filter { $0.code.id.hasPrefix("dynamic-type") })")
        let css = try #require(project.read("site/assets/tokens/card.css"))
        // Subheadline's leading goes 20 -> 58 from Large to AX5: 15 x 58 / 20 = 43.5, on the 1/3 pt grid 43.667.
        let ax5 = try #require(css.range(of: "[data-dynamic-type=\"AX5\"] {").map { css[$0.upperBound...].prefix { $0 != "}" } })
        #expect(ax5.contains("--font-body: 43.66667px;") && ax5.contains("--font-leading: 58px;"), "\(ax5)")
        #expect(!ax5.contains("--radius-card"))
    }
}
