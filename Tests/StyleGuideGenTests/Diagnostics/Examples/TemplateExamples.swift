import Foundation
@testable import StyleGuideGen

enum TemplateExamples {
    private typealias P = SiteExampleProject

    private static func parse(_ source: String) throws -> [Diagnostic] {
        _ = try MustacheTemplate(name: "t.html", source: source)
        return []
    }

    private static func render(_ sources: [String: String], _ name: String = "page", options: MustacheLibrary.Options = .init(),
                               data: MustacheValue = [:]) throws -> [Diagnostic] {
        _ = try MustacheLibrary(templates: sources, options: options).render(name, data)
        return []
    }

    /// `lol0` is `leaf`; `lolN` includes `lol(N-1)` twice.
    private static func laughs(_ levels: Int, leaf: String = "lol") -> [String: String] {
        var sources = ["lol0": leaf, "page": "<p>{{>lol\(levels)}}</p>"]
        for level in 1...levels { sources["lol\(level)"] = "{{>lol\(level - 1)}}{{>lol\(level - 1)}}" }
        return sources
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.templateSyntax, "a project template closing the wrong section", {
            try P.check(P.doc.merging(["templates/pages/doc.html": "{{#content}}\n{{/contnet}}\n"]) { a, _ in a })
        }),
        DiagnosticExample(.templateSyntax, "an unclosed tag", { try parse("<p>{{title</p>") }),
        DiagnosticExample(.templateSyntax, "a section never closed", { try parse("{{#items}}<li>{{name}}</li>") }),
        DiagnosticExample(.templateSyntax, "an empty tag", { try parse("{{ }}") }),
        DiagnosticExample(.templateSyntax, "a bad set-delimiter tag", { try parse("{{=<% %> x=}}") }),
        DiagnosticExample(.templateSyntax, "sections nested 101 deep", {
            try parse(String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101))
        }),

        DiagnosticExample(.templateMissing, "a project partial including one that does not exist", {
            try P.check(P.doc.merging(["templates/partials/nav.html": "<nav>{{>partials/menu}}</nav>\n"]) { a, _ in a })
        }),
        DiagnosticExample(.templateMissing, "rendering a template the library lacks", { try render(["page": "x"], "pages/nope") }),
        DiagnosticExample(.templateMissing, "a dynamic partial naming nothing, strictly", {
            try render(["page": "{{>*kind}}"], options: .init(strictPartials: true), data: ["kind": "gallery"])
        }),

        DiagnosticExample(.templateRunaway, "a project partial including the page that includes it", {
            try P.check(["docs/index.md": "# Home\n", "docs/two.md": "# Two\n", "templates/partials/toc.html": "{{>pages/doc}}\n"])
        }),
        DiagnosticExample(.templateRunaway, "a billion laughs: partials included twice per level", { try render(laughs(40)) }),
        DiagnosticExample(.templateRunaway, "more partials than a page may include", { try render(laughs(40, leaf: "")) }),
        DiagnosticExample(.templateRunaway, "a page whose data makes it grow past the output limit", {
            try render(["page": "{{#items}}{{text}}{{/items}}"], options: .init(maxOutputBytes: 1000),
                       data: ["items": .list(Array(repeating: ["text": .string(String(repeating: "x", count: 100))] as MustacheValue, count: 20))])
        }),
    ]
}
