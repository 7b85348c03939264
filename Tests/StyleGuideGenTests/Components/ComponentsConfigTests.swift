import Foundation
import Testing
@testable import StyleGuideGen

/// `"components"` in styleguide.json: leaving built-in components out, and their example data.
@Suite struct ComponentsConfigTests {
    static func build(_ config: String) throws -> (TemporaryProject, BuildResult) {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        try project.write("styleguide.json", config)
        return (project, SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))))
    }

    @Test func theSettingsScreenTakesItsTextsAndRowsFromTheConfig() throws {
        let (project, result) = try Self.build("""
        {"components": {"examples": {"settings-screen": {
          "heading": "Réglages",
          "sections": [{"rows": [
            {"title": "Mode Avion", "icon": "airplane", "accessory": "toggle", "on": true},
            {"title": "Café <5G>", "icon": "wifi", "accessory": "detail", "secondary": "Réseau"}
          ]}]
        }}}}
        """)
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try #require(project.read("site/components/settings-screen-live.html"))
        #expect(page.contains("<p class=\"settings-screen__title\">Réglages</p>"))
        #expect(page.components(separatedBy: "<li><div class=\"settings-row\">").count - 1 == 2)
        #expect(page.contains("role=\"switch\" aria-label=\"Mode Avion\" checked>"))
        #expect(page.contains("<span class=\"settings-row__title\">Café &lt;5G&gt;</span>") && page.contains(">Réseau</span>"))
        #expect(page.contains("settings-row__tile--wifi"))
    }

    @Test func excludedComponentsHaveNoPage() throws {
        let (project, result) = try Self.build(#"{"components": {"exclude": ["caption-label", "settings-screen"]}}"#)
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(project.read("site/components/caption-label.html") == nil && project.read("site/components/settings-screen-live.html") == nil)
        #expect(project.read("site/components/body-label.html") != nil)
        #expect(project.read("site/assets/components.css")?.contains(".caption-label") == false)
    }

    @Test func configMistakesAreErrorsAtTheirPlace() throws {
        let (_, result) = try Self.build("""
        {"components": {
          "exclude": ["caption-labels", "standard-button"],
          "examples": {"settings-screen": {"title": "x"}}
        }}
        """)
        #expect(!result.succeeded)
        let errors = result.diagnostics.map(\.description)
        #expect(errors.contains { $0.hasPrefix("styleguide.json:2:15: error: `components.exclude` names `caption-labels`, which is not a component") })
        #expect(errors.contains { $0.hasPrefix("styleguide.json:2:33: error: `components.exclude` names `standard-button`, which destructive-button builds on") })
        #expect(errors.contains { $0.hasPrefix("styleguide.json:3:36: error: component `settings-screen` has no example `title`; expected one of heading, initials, name, on, sections, subtitle") })
    }
}
