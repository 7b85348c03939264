import Testing
@testable import StyleGuideGen

@Suite struct MissingTokenTests {
    static let files: [String: String] = [
        "docs/a.md": "# A\n",
        "tokens/t.resolver.json": """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": []}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """,
        "tokens/base.tokens.json": "{\"color\": {\"$type\": \"color\", \"text\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}}}}",
        "tokens/light.tokens.json": "{\"color\": {\"$type\": \"color\", \"badge\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}}}}",
        "templates/components/badge.html": "{{!\nexample.label: New\n}}\n<span class=\"badge\">{{label}}</span>\n",
        "templates/components/badge.css": ".badge {\n  color: var(--color-text);\n  background: var(--color-badge);\n}\n",
    ]

    @Test func aPropertyMissingInOnePermutationIsAnErrorNamingAll() throws {
        let project = try TemporaryProject(files: Self.files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        let badge = result.diagnostics.filter { $0.subject == "badge" }
        #expect(badge.map(\.description) == [
            "templates/components/badge.css:3:1: error: component `badge` reads `--color-badge`, which the tokens do not define in permutation theme dark; define the token, or map the slot in styleguide.json `map` [badge] (component/missing-token)"
        ])
        #expect(!result.succeeded)
    }

    /// The tiny theme lacks nearly every slot of the built-in components: each takes the example's
    /// value, with one warning per slot, and the build succeeds but for the project's own badge.
    @Test func builtInComponentsNeverMissAToken() throws {
        let project = try TemporaryProject(files: Self.files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.diagnostics.filter { $0.code == .componentMissingToken }.map(\.subject) == ["badge"])
        let unmapped = result.diagnostics.filter { $0.code == .componentUnmappedToken }
        #expect(unmapped.count == Set(unmapped.compactMap(\.subject)).count, "one warning per slot")
        #expect(unmapped.contains { $0.subject == "color.accent-fill" && $0.severity == .warning })
    }

    @Test func theOwnComponentBuildsOnceItsTokenIsInEveryPermutation() throws {
        var files = Self.files
        files["tokens/base.tokens.json"] = files["tokens/base.tokens.json"]?.replacingOccurrences(
            of: "}}}}", with: "}}, \"badge\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 1]}}}}")
        let project = try TemporaryProject(files: files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error })")
        #expect(project.read("site/components/badge.html")?.contains("not defined") == false)
    }

    /// A card that includes the badge draws the badge's gap too, but the error is the badge's alone.
    @Test func aTokenMissingInAnIncludedComponentIsTheIncludedComponentsError() throws {
        var files = Self.files
        files["templates/components/card.html"] = "{{!\nexample.title: Hi\n}}\n<div class=\"card\">{{title}} {{> badge label=\"Sale\"}}</div>\n"
        files["templates/components/card.css"] = ".card {\n  color: var(--color-text);\n}\n"
        let project = try TemporaryProject(files: files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(result.diagnostics.filter { $0.code == .componentMissingToken }.map(\.description) == [
            "templates/components/badge.css:3:1: error: component `badge` reads `--color-badge`, which the tokens do not define in permutation theme dark; define the token, or map the slot in styleguide.json `map` [badge] (component/missing-token)"
        ])
    }
}
