import Foundation
@testable import StyleGuideGen

enum ConfigExamples {
    static func load(_ text: String) throws -> [Diagnostic] {
        _ = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
        return []
    }

    /// A check of a small project whose `styleguide.json` has this `map`.
    static func mapped(_ map: String) throws -> [Diagnostic] {
        let tokens = #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}, "size": {"m": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}"#
        return try SiteExampleProject.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": tokens, "styleguide.json": #"{"map": "# + map + "}"])
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
        DiagnosticExample(.configMapUnknownSlot, "a map entry for a slot no component reads") {
            try mapped(#"{"color.acent-fill": "color.text"}"#)
        },
        DiagnosticExample(.configMapUnknownToken, "a map entry naming a token the project lacks") {
            try mapped(#"{"color.accent-fill": "color.txt"}"#)
        },
        DiagnosticExample(.configMapTypeMismatch, "a colour slot mapped to a dimension") {
            try mapped(#"{"color.accent-fill": "size.m"}"#)
        },
        DiagnosticExample(.configMapTypeMismatch, "a typography member mapped to a colour") {
            try mapped(#"{"typography.body": {"fontSize": "color.text"}}"#)
        },
        DiagnosticExample(.configMapCycle, "two map entries naming each other") {
            try mapped(#"{"color.accent-fill": "color.destructive-fill", "color.destructive-fill": "color.accent-fill"}"#)
        },
        DiagnosticExample(.configUnknownCode, "a misspelt code in diagnostics") { try load(#"{"diagnostics": {"format/hex-alfa": "off"}}"#) },
        DiagnosticExample(.configUnknownCode, "a level that is not error, warning, note or off") {
            try load(#"{"diagnostics": {"format/hex-alpha": "ignore"}}"#)
        },
    ]
}
