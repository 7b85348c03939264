import Foundation
@testable import StyleGuideGen

enum JSONExamples {
    /// The strict parser (plain JSON, as `JSONParser.parse(_:file:)` reads it): errors are thrown.
    private static func strict(_ text: String) throws -> [Diagnostic] {
        _ = try JSONParser.parse(text, file: "t.json")
        return []
    }

    /// The token loader's lenient parse: tolerated shapes come back as warnings.
    private static func tokens(_ text: String, strict: Bool = false) -> [Diagnostic] {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "t.tokens.json").1
    }

    private static let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.jsonSyntax, "a missing closing brace", { tokens(##"{"a": {"$type": "number", "$value": 1}"##) }),
        DiagnosticExample(.jsonSyntax, "a single-quoted string", { try strict(##"{'a': 1}"##) }),
        DiagnosticExample(.jsonSyntax, "a bare word", { tokens(##"{"a": {"$value": nope}}"##) }),
        DiagnosticExample(.jsonTooDeep, "600 nested arrays, through the token loader", { tokens(##"{"a": {"$value": "## + nested + "}}") }),
        DiagnosticExample(.jsonTooDeep, "600 nested arrays, strictly parsed", { try strict(nested) }),
        DiagnosticExample(.jsonDuplicateKey, "the same token twice (lenient: warning and note)", {
            tokens(##"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"##)
        }),
        DiagnosticExample(.jsonDuplicateKey, "the same key twice, strictly parsed (an error)", { try strict(##"{"a": 1, "a": 2}"##) }),
        DiagnosticExample(.jsonComment, "a // comment in a token file (lenient: warning)", {
            tokens("{\n  // spacing\n  \"a\": {\"$type\": \"number\", \"$value\": 1}\n}")
        }),
        DiagnosticExample(.jsonComment, "a /* */ comment before a value, strictly parsed (an error)", { try strict(##"{"a": /* x */ 1}"##) }),
        DiagnosticExample(.jsonComment, "a // comment opening the file, strictly parsed (an error)", { try strict("// tokens\n{}") }),
        DiagnosticExample(.jsonComment, "a comment under --strict", { tokens(##"{"a": {"$type": "number", "$value": 1} /* x */}"##, strict: true) }),
        DiagnosticExample(.jsonTrailingComma, "a comma before } in a token file (lenient: warning)", {
            tokens(##"{"a": {"$type": "number", "$value": 1},}"##)
        }),
        DiagnosticExample(.jsonTrailingComma, "a comma before ] in a token file", {
            tokens(##"{"f": {"$type": "fontFamily", "$value": ["Inter", "sans-serif",]}}"##)
        }),
        DiagnosticExample(.jsonTrailingComma, "a comma before }, strictly parsed (an error)", { try strict(##"{"a": 1,}"##) }),
        DiagnosticExample(.jsonTrailingComma, "a comma before ], strictly parsed (an error)", { try strict(##"[1, 2,]"##) }),
        DiagnosticExample(.jsonJSON5Syntax, "an unquoted key in a token file (lenient: warning)", {
            tokens("{\n  spacing: {\"$type\": \"number\", \"$value\": 4}\n}")
        }),
        DiagnosticExample(.jsonJSON5Syntax, "a hexadecimal number under --strict", { tokens(##"{"a": {"$type": "number", "$value": 0x1F}}"##, strict: true) }),
    ]
}
