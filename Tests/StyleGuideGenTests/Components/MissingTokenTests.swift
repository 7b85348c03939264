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
            "templates/components/badge.css:3:1: error: component `badge` reads `--color-badge`, which the tokens do not define in permutation theme dark; define the token or build with --allow-missing [badge] (component/missing-token)"
        ])
        #expect(!result.succeeded)
    }

    /// A built-in stylesheet is no file of the project: no location (no
    /// `check --format github` annotation on a missing file), the template in
    /// the subject and, with its line, in the message.
    @Test func aBuiltInComponentsGapNamesItsTemplateInsteadOfALocation() throws {
        let project = try TemporaryProject(files: Self.files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        let builtIn = result.diagnostics.filter { $0.code == .componentMissingToken && $0.subject == "components/body-label.css" }
        #expect(!builtIn.isEmpty)
        #expect(builtIn.allSatisfy { $0.location == nil && $0.message.contains("(templates/components/body-label.css, line ") }, "\(builtIn)")
        #expect(!DiagnosticFormatter.format(builtIn, as: .github).contains("file="))
    }

    @Test func allowMissingMakesItAWarningAndBuilds() throws {
        // The built-in components read tokens this tiny theme lacks: all warnings now.
        let project = try TemporaryProject(files: Self.files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root), allowMissing: true))
        #expect(result.succeeded)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.contains { $0.subject == "badge" && $0.message.contains("`--color-badge`") && $0.message.contains("theme dark") })
        #expect(project.read("site/components/badge.html")?.contains("not defined") == true)
    }
}
