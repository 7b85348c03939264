import Foundation
@testable import StyleGuideGen

enum ConfigExamples {
    static func load(_ text: String) throws -> [Diagnostic] {
        _ = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
        return []
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.configUnknownKey, "a misspelt top-level key") { try load(#"{"titel": "Acme"}"#) },
        DiagnosticExample(.configUnknownKey, "an unknown key inside markdown") { try load(#"{"markdown": {"unsafeHtml": true}}"#) },
        DiagnosticExample(.configInvalidValue, "a number where a string goes") { try load(#"{"title": 3}"#) },
        DiagnosticExample(.configInvalidValue, "a contrast pair without a background") {
            try load(#"{"contrast": {"pairs": [{"foreground": "color.label"}]}}"#)
        },
        DiagnosticExample(.configInvalidValue, "a configuration that is not an object") { try load("[]") },
        DiagnosticExample(.configUnknownModifier, "an appearance modifier the tokens do not have") {
            let project = try ContrastTestSupport.project(#"{"c": {"$type": "number", "$value": 1}}"#)
            return TokenStylesheet.generate(project, options: TokenStylesheetOptions(appearanceModifier: "mode")).diagnostics
        },
        DiagnosticExample(.configUnknownModifier, "a text-size modifier the tokens do not have") {
            let project = try ContrastTestSupport.project(#"{"c": {"$type": "number", "$value": 1}}"#)
            return TokenStylesheet.generate(project, options: TokenStylesheetOptions(textSizeModifier: "size")).diagnostics
        },
        DiagnosticExample(.configUnknownCode, "a misspelt code in diagnostics") { try load(#"{"diagnostics": {"format/hex-alfa": "off"}}"#) },
        DiagnosticExample(.configUnknownCode, "a level that is not error, warning, note or off") {
            try load(#"{"diagnostics": {"format/hex-alpha": "ignore"}}"#)
        },
    ]
}
