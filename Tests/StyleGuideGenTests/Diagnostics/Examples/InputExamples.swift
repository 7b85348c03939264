import Foundation
@testable import StyleGuideGen

enum InputExamples {
    /// Tokens with a `theme` modifier of contexts light and dark.
    static func themed() throws -> TokenProject {
        try DiffTestSupport.project([
            "a.resolver.json": DiffTestSupport.themedResolver(["light", "dark"]),
            "base.tokens.json": #"{"space": {"$type": "number", "$value": 4}}"#,
            "light.tokens.json": #"{"ink": {"$type": "number", "$value": 1}}"#,
            "dark.tokens.json": #"{"ink": {"$type": "number", "$value": 2}}"#,
        ], entry: "/p/a.resolver.json")
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.inputSyntax, "--input without `=`") { _ = try PermutationSelection.parse("dark"); return [] },
        DiagnosticExample(.inputSyntax, "--input giving a modifier twice") { _ = try PermutationSelection.parse("theme=dark,theme=light"); return [] },
        DiagnosticExample(.inputUnknown, "--input naming a modifier the tokens do not have") {
            _ = try PermutationSelection.select(try PermutationSelection.parse("brand=ocean"), in: try themed())
            return []
        },
        DiagnosticExample(.inputUnknown, "--input naming a context the modifier does not have") {
            _ = try PermutationSelection.select(try PermutationSelection.parse("theme=sepia"), in: try themed())
            return []
        },
    ]
}
