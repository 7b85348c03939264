import Foundation
@testable import StyleGuideGen

enum DynamicTypeExamples {
    private static func tokens(_ text: String) -> [Diagnostic] {
        TestTokenLoader().load(Data(text.utf8), file: "t.tokens.json").1
    }

    /// A complete 17px typography token with `$extensions.styleguide` set to `rule`.
    private static func typography(_ rule: String, size: Int = 17) -> String {
        ##"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": \##(size), "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}, "$extensions": {"styleguide": \##(rule)}}}"##
    }

    private static func dimension(_ rule: String) -> String {
        ##"{"d": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"styleguide": \##(rule)}}}"##
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.dynamicTypeInvalid, "the extension as a string", { tokens(typography(##""body""##)) }),
        DiagnosticExample(.dynamicTypeInvalid, "an unknown key", { tokens(typography(##"{"scale": true}"##)) }),
        DiagnosticExample(.dynamicTypeInvalid, "textStyle with relativeTo", { tokens(typography(##"{"textStyle": "body", "relativeTo": "body"}"##)) }),
        DiagnosticExample(.dynamicTypeInvalid, "maxSize without relativeTo", { tokens(typography(##"{"maxSize": 40}"##)) }),
        DiagnosticExample(.dynamicTypeInvalid, "a negative max", { tokens(dimension(##"{"relativeTo": "body", "max": -4}"##)) }),
        DiagnosticExample(.dynamicTypeInvalid, "a max below the base size", { tokens(dimension(##"{"relativeTo": "body", "max": 8}"##)) }),
        DiagnosticExample(.dynamicTypeWrongType, "textStyle on a colour token", {
            tokens(##"{"c": {"$type": "color", "$value": "#000000", "$extensions": {"styleguide": {"textStyle": "body"}}}}"##)
        }),
        DiagnosticExample(.dynamicTypeWrongType, "textStyle on a dimension token", { tokens(dimension(##"{"textStyle": "body"}"##)) }),
        DiagnosticExample(.dynamicTypeWrongType, "maxSize on a dimension token", { tokens(dimension(##"{"relativeTo": "body", "maxSize": 40}"##)) }),
        DiagnosticExample(.dynamicTypeWrongType, "relativeTo on a number token", {
            tokens(##"{"n": {"$type": "number", "$value": 2, "$extensions": {"styleguide": {"relativeTo": "body"}}}}"##)
        }),
        DiagnosticExample(.dynamicTypeUnknownTextStyle, "textStyle \"huge\"", { tokens(typography(##"{"textStyle": "huge"}"##)) }),
        DiagnosticExample(.dynamicTypeUnknownTextStyle, "relativeTo as a number", { tokens(dimension(##"{"relativeTo": 17}"##)) }),
        DiagnosticExample(.dynamicTypeSizeMismatch, "the body text style at 20px", { tokens(typography(##"{"textStyle": "body"}"##, size: 20)) }),
        DiagnosticExample(.dynamicTypeUnknownToken, "a dynamicType entry naming no token", {
            try SiteExampleProject.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": dimension("{\"fixed\": true}"),
                                          "styleguide.json": ##"{"dynamicType": {"size.icon": {"relativeTo": "body"}}}"##])
        }),
        DiagnosticExample(.dynamicTypeNoRule, "a project component reading a font size with no rule", {
            try SiteExampleProject.check(["docs/index.md": "# Home\n",
                                          "tokens/base.tokens.json": ##"{"font": {"size": {"$type": "dimension", "$value": {"value": 15, "unit": "px"}}}}"##,
                                          "templates/components/note.html": "<p class=\"note\">Note</p>\n",
                                          "templates/components/note.css": ".note {\n  font-size: var(--font-size);\n}\n"])
        }),
    ]
}
