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
        #expect(errors.contains { $0.hasPrefix("styleguide.json:2:33: error: `components.exclude` names `standard-button`, which destructive-button builds on or includes") })
        #expect(errors.contains { $0.hasPrefix("styleguide.json:3:36: error: component `settings-screen` has no example `title`; expected one of heading, initials, name, on, sections, subtitle") })
    }

    /// A project component built on the standard button, one that includes the body label, and one
    /// that stands alone.
    static let ownComponents: [String: String] = [
        "templates/components/primary-button.html": "{{!\ngroup: Actions\nbase: standard-button\nexample.label: Go\n}}\n<button class=\"primary-button standard-button\">{{label}}</button>\n",
        "templates/components/primary-button.css": ".primary-button { --button-fill: var(--color-accent-fill); }\n",
        "templates/components/notice.html": "{{!\ngroup: Text\nexample.text: Saved\n}}\n<div class=\"notice\">{{>components/body-label}}</div>\n",
        "templates/components/notice.css": ".notice { padding: var(--spacing-xs); }\n",
        "templates/components/tag.html": "{{!\ngroup: Text\nexample.text: New\n}}\n<span class=\"tag\">{{text}}</span>\n",
        "templates/components/tag.css": ".tag { color: var(--color-label); }\n",
    ]

    static func build(_ config: String, files: [String: String]) throws -> (TemporaryProject, BuildResult) {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        for (path, text) in files { try project.write(path, text) }
        try project.write("styleguide.json", config)
        return (project, SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))))
    }

    @Test func builtInsCanBeHiddenButThoseTheProjectsComponentsNeedStay() throws {
        // The starter's home page shows the title label: a doc may show only what the site has.
        let home = ["docs/index.md": "# Home\n\n```component notice\ntext: Hello\n```\n"]
        let (project, result) = try Self.build(#"{"components": {"builtIns": false}}"#, files: Self.ownComponents.merging(home) { a, _ in a })
        #expect(result.succeeded, "\(result.diagnostics)")
        for name in ["primary-button", "notice", "tag", "standard-button", "body-label"] {
            #expect(project.read("site/components/\(name).html") != nil, "\(name) is shown")
        }
        for name in ["title-label", "destructive-button", "settings-row", "settings-screen", "settings-screen-live"] {
            #expect(project.read("site/components/\(name).html") == nil, "\(name) is hidden")
        }
        let stylesheet = try #require(project.read("site/assets/components.css"))
        #expect(stylesheet.contains(".standard-button") && stylesheet.contains(".body-label") && !stylesheet.contains(".settings-row"))
        // What stays is listed as what it is: built-in.
        let page = try #require(project.read("site/components/body-label.html"))
        #expect(page.contains("<li><span class=\"site-nav__section\">Built-in components</span>"))
        #expect(page.contains("href=\"../components/standard-button.html\">Standard button</a>"))
        #expect(!page.contains("href=\"../components/caption-label.html\""))
        #expect(project.read("site/index.html")?.contains("components/settings-row.html") == false)
        // A doc that shows a hidden built-in is told why it is not there.
        let (_, embedding) = try Self.build(#"{"components": {"builtIns": false}}"#, files: Self.ownComponents)
        #expect(embedding.diagnostics.map(\.description).contains {
            $0.hasPrefix("docs/index.md:") && $0.contains("error: unknown component `title-label`; it is a built-in one, which `components` in styleguide.json leaves out; known components: ")
        }, "\(embedding.diagnostics)")
    }

    @Test func hidingNothingShowsEveryBuiltIn() throws {
        let (project, result) = try Self.build(#"{"components": {"builtIns": true}}"#, files: Self.ownComponents)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(project.read("site/components/settings-row.html") != nil && project.read("site/components/tag.html") != nil)
    }

    @Test func excludingABuiltInAProjectComponentIncludesIsAnError() throws {
        do {
            _ = try Self.build(#"{"components": {"exclude": ["body-label"], "builtIns": "no"}}"#, files: Self.ownComponents)
            Issue.record("expected the configuration to be refused")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == ["styleguide.json:1:56: error: `components.builtIns` must be true or false, found a string (config/invalid-value)"])
        }
        let (_, excluded) = try Self.build(#"{"components": {"exclude": ["body-label"]}}"#, files: Self.ownComponents)
        #expect(excluded.diagnostics.map(\.description).contains {
            $0.hasPrefix("styleguide.json:1:29: error: `components.exclude` names `body-label`, which notice builds on or includes; exclude it too, or keep `body-label`")
        }, "\(excluded.diagnostics)")
    }
}
