import Foundation
@testable import StyleGuideGen

enum CSSExamples {
    /// A resolver with the given modifiers (name -> contexts), each context reading `base.tokens.json`.
    static func project(modifiers: KeyValuePairs<String, [String]>) throws -> TokenProject {
        let declared = modifiers.map { name, contexts in
            "\"\(name)\": {\"contexts\": {" + contexts.map { "\"\($0)\": [{\"$ref\": \"base.tokens.json\"}]" }.joined(separator: ", ")
                + "}, \"default\": \"\(contexts[0])\"}"
        }.joined(separator: ", ")
        let order = modifiers.map { "{\"$ref\": \"#/modifiers/\($0.key)\"}" }.joined(separator: ", ")
        return try DiffTestSupport.project([
            "a.resolver.json": "{\"version\": \"2025.10\", \"modifiers\": {\(declared)}, \"resolutionOrder\": [\(order)]}",
            "base.tokens.json": #"{"space": {"$type": "number", "$value": 4}}"#,
        ], entry: "/p/a.resolver.json")
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.cssNameCollision, "color.text.title and color.text-title") {
            let project = try ContrastTestSupport.project("""
            {"color": {"$type": "color", "text-title": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                       "text": {"title": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}}
            """)
            return TokenStylesheet.generate(project).diagnostics
        },
        DiagnosticExample(.cssAttributeCollision, "modifiers colorScheme and color-scheme") {
            TokenStylesheet.generate(try project(modifiers: ["colorScheme": ["light", "dark"], "color-scheme": ["a", "b"]])).diagnostics
        },
        DiagnosticExample(.cssAttributeCollision, "a modifier named dynamicType") {
            TokenStylesheet.generate(try project(modifiers: ["dynamicType": ["small", "big"]])).diagnostics
        },
        DiagnosticExample(.cssAppearance, "an appearance modifier without light and dark") {
            TokenStylesheet.generate(try project(modifiers: ["theme": ["north", "south"]]),
                                     options: TokenStylesheetOptions(appearanceModifier: "theme")).diagnostics
        },
        DiagnosticExample(.cssTextSize, "a text-size context that names no step") {
            TokenStylesheet.generate(try project(modifiers: ["size": ["Large", "huge"]]),
                                     options: TokenStylesheetOptions(textSizeModifier: "size")).diagnostics
        },
        DiagnosticExample(.cssTextSize, "two text-size contexts of one step") {
            TokenStylesheet.generate(try project(modifiers: ["size": ["Large", "large"]]),
                                     options: TokenStylesheetOptions(textSizeModifier: "size")).diagnostics
        },
        DiagnosticExample(.cssMissingFont, "a font family in Inter, with no Inter font file in the project") {
            let project = try ContrastTestSupport.project(#"{"font": {"$type": "fontFamily", "base": {"$value": "Inter"}}}"#)
            var found = DiagnosticBag()
            _ = FindFonts(options: BuildOptions(layout: ProjectLayout(root: "/p")), fileSystem: InMemoryFileSystem()).run(project, own: project, diagnostics: &found)
            return found.all
        },
    ]
}
