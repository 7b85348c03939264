import Foundation
@testable import StyleGuideGen

enum ComponentExamples {
    private typealias P = SiteExampleProject

    /// A project component `badge` (partial + stylesheet) and a doc.
    private static func badge(partial: String = "{{!\nexample.label: New\n}}\n<span class=\"badge\">{{label}}</span>\n",
                              css: String? = ".badge {\n  color: var(--color-text);\n}\n", doc: String = "# Home\n") -> [String: String] {
        var files = ["docs/index.md": doc, "templates/components/badge.html": partial]
        files["templates/components/badge.css"] = css
        return files
    }

    /// A doc embedding `component NAME` with `body` as its arguments.
    private static func block(_ name: String, _ body: String) -> String {
        "# Home\n\n```component \(name)\n\(body)```\n"
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.componentMissingToken, "a project stylesheet reading a token the tokens lack", {
            try P.check(badge(css: ".badge {\n  color: var(--color-text);\n  background: var(--color-badge);\n}\n")
                .merging(["tokens/base.tokens.json": P.tokens]) { a, _ in a })
        }),
        DiagnosticExample(.componentUnmappedToken, "a built-in component's slot the project neither maps nor defines", {
            try P.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": P.tokens])
        }),

        DiagnosticExample(.componentMissingStylesheet, "a component partial without its stylesheet", { try P.check(badge(css: nil)) }),

        DiagnosticExample(.componentMetadata, "an order that is not a whole number", {
            try P.check(badge(partial: "{{!\norder: first\n}}\n<span class=\"badge\"></span>\n"))
        }),
        DiagnosticExample(.componentMetadata, "an unknown metadata key", {
            try P.check(badge(partial: "{{!\ncolour: red\n}}\n<span class=\"badge\"></span>\n"))
        }),
        DiagnosticExample(.componentMetadata, "a status other than draft, ready or deprecated", {
            try P.check(badge(partial: "{{!\nstatus: wip\n}}\n<span class=\"badge\"></span>\n"))
        }),
        DiagnosticExample(.componentMetadata, "a related name that is no component", {
            try P.check(badge(partial: "{{!\nrelated: standard-button, chip\n}}\n<span class=\"badge\"></span>\n"))
        }),
        DiagnosticExample(.componentMetadata, "a link that is neither http(s) nor a relative path", {
            try P.check(badge(partial: "{{!\nlink.figma: javascript:alert(1)\n}}\n<span class=\"badge\"></span>\n"))
        }),
        DiagnosticExample(.componentMetadata, "a metadata line that is not key: value", {
            try P.check(badge(partial: "{{!\nA badge for new things\n}}\n<span class=\"badge\"></span>\n"))
        }),

        DiagnosticExample(.componentMetadata, "a touch target that is not a class selector", {
            try P.check(badge(partial: "{{!\ntouch-target: button\n}}\n<button class=\"badge\"></button>\n"))
        }),

        DiagnosticExample(.componentSmallTouchTarget, "a button whose padding and line height make it 24 pt tall", {
            try P.check(badge(partial: "{{!\nexample.label: New\ntouch-target: .badge\n}}\n<button type=\"button\" class=\"badge\">{{label}}</button>\n",
                              css: ".badge {\n  padding: 4px 8px;\n  line-height: 16px;\n  color: var(--color-text);\n}\n"))
        }),

        DiagnosticExample(.componentUnknown, "a doc embedding a component that does not exist", {
            try P.check(["docs/index.md": block("badge", "label: New\n")])
        }),

        DiagnosticExample(.componentArgument, "an argument the component does not have", {
            try P.check(["docs/index.md": block("title-label", "text: Hi\nsize: 3\n")])
        }),
        DiagnosticExample(.componentArgument, "a value outside the component's list", {
            try P.check(["docs/index.md": block("settings-row", "icon: rocket\n")])
        }),
        DiagnosticExample(.componentArgument, "an argument given twice", {
            try P.check(["docs/index.md": block("title-label", "text: A\ntext: B\n")])
        }),
        DiagnosticExample(.componentArgument, "a line that is not key: value", {
            try P.check(["docs/index.md": block("title-label", "Hello\n")])
        }),
        DiagnosticExample(.componentArgument, "a text-size step that does not exist", {
            try P.check(["docs/index.md": block("title-label", "step: Huge\n")])
        }),
        DiagnosticExample(.componentArgument, "a variant the component does not have", {
            try P.check(["docs/index.md": block("standard-button", "variant: hovered\n")])
        }),
    ]
}
