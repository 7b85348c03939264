import Foundation
@testable import StyleGuideGen

enum FormatExamples {
    private static func tokens(_ text: String, strict: Bool = false) -> [Diagnostic] {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "t.tokens.json").1
    }

    /// Several files merged in order, as a folder of `*.tokens.json` loads.
    private static func files(_ files: [String: String]) -> [Diagnostic] {
        loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: files)).1
    }

    private static func typography(_ members: String) -> String {
        ##"{"t": {"$type": "typography", "$value": {"## + members + "}}}"
    }

    private static let fullTypography = ##""fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}"##

    /// t0 -> t1 -> ... -> t(n-1) -> t0: longer than the depth limit.
    private static func cycle(_ count: Int) -> String {
        let members = (0..<count).map { ##""t\##($0)": {"$value": "{t\##(($0 + 1) % count)}"}"## }
        return ##"{"$type": "number", "## + members.joined(separator: ", ") + "}"
    }

    static let all: [DiagnosticExample] = [
        // Structure
        DiagnosticExample(.formatNotAGroup, "a top-level array", { tokens("[1, 2]") }),
        DiagnosticExample(.formatNotAGroup, "a top level that is a token", { tokens(##"{"$type": "number", "$value": 1}"##) }),
        DiagnosticExample(.formatPlainValue, "a group member that is a number", { tokens(##"{"spacing": {"$type": "number", "base": 4}}"##) }),
        DiagnosticExample(.formatPlainValue, "a group member that is null", { tokens(##"{"spacing": {"$type": "number", "base": null}}"##) }),
        DiagnosticExample(.formatNotATokenOrGroup, "a $root that is a group", { tokens(##"{"g": {"$root": {"x": {"$type": "number", "$value": 1}}}}"##) }),
        DiagnosticExample(.formatInvalidName, "a name with a dot", { tokens(##"{"space.small": {"$type": "number", "$value": 4}}"##) }),
        DiagnosticExample(.formatInvalidName, "a name with braces", { tokens(##"{"a{b}": {"$type": "number", "$value": 4}}"##) }),
        DiagnosticExample(.formatInvalidName, "an empty name", { tokens(##"{"": {"$type": "number", "$value": 4}}"##) }),
        DiagnosticExample(.formatUnknownProperty, "an unknown $-property on a token", { tokens(##"{"a": {"$type": "number", "$value": 1, "$comment": "x"}}"##) }),
        DiagnosticExample(.formatUnknownProperty, "an unknown $-property on a group", { tokens(##"{"g": {"$version": 2, "a": {"$type": "number", "$value": 1}}}"##) }),
        DiagnosticExample(.formatInvalidProperty, "$type as a number", { tokens(##"{"a": {"$type": 5, "$value": 1}}"##) }),
        DiagnosticExample(.formatInvalidProperty, "$type as an empty string", { tokens(##"{"a": {"$type": "", "$value": 1}}"##) }),
        DiagnosticExample(.formatInvalidProperty, "$description as a number", { tokens(##"{"a": {"$type": "number", "$value": 1, "$description": 3}}"##) }),
        DiagnosticExample(.formatInvalidProperty, "$deprecated as a number", { tokens(##"{"a": {"$type": "number", "$value": 1, "$deprecated": 1}}"##) }),
        DiagnosticExample(.formatInvalidProperty, "$extensions as a string on a group", { tokens(##"{"g": {"$extensions": "x", "a": {"$type": "number", "$value": 1}}}"##) }),
        DiagnosticExample(.formatValueWithChildren, "a valued token with a child token", {
            tokens(##"{"red": {"$type": "number", "$value": 1, "light": {"$value": 2}}}"##)
        }),
        DiagnosticExample(.formatValueWithChildren, "a valued token with a child, under --strict", {
            tokens(##"{"red": {"$type": "number", "$value": 1, "light": {"$value": 2}}}"##, strict: true)
        }),
        DiagnosticExample(.formatValueAndRef, "a token with $value and $ref", {
            tokens(##"{"a": {"$type": "number", "$value": 1}, "b": {"$value": 2, "$ref": "#/a"}}"##)
        }),
        DiagnosticExample(.formatInvalidExtends, "$extends as a number", { tokens(##"{"g": {"$extends": 5}}"##) }),
        DiagnosticExample(.formatInvalidExtends, "$extends naming no group", { tokens(##"{"g": {"$extends": "{nope}"}}"##) }),
        DiagnosticExample(.formatInvalidExtends, "$extends naming a token", { tokens(##"{"a": {"$type": "number", "$value": 1}, "g": {"$extends": "{a}"}}"##) }),
        DiagnosticExample(.formatInvalidExtends, "two groups extending each other", { tokens(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##) }),
        DiagnosticExample(.formatInvalidExtends, "$extends by $ref to a missing group", { tokens(##"{"g": {"$extends": {"$ref": "#/nope"}}}"##) }),

        // Types
        DiagnosticExample(.formatUnknownType, "a custom $type on a token", { tokens(##"{"o": {"$type": "opacity", "$value": 0.5}}"##) }),
        DiagnosticExample(.formatUnknownType, "a custom $type on a group", { tokens(##"{"g": {"$type": "opacity", "o": {"$value": 0.5}}}"##) }),
        DiagnosticExample(.formatInferredType, "an untyped number", { tokens(##"{"n": {"$value": 5}}"##) }),
        DiagnosticExample(.formatInferredType, "an untyped hex colour", { tokens(##"{"c": {"$value": "#336699"}}"##) }),
        DiagnosticExample(.formatInferredType, "an untyped boolean (custom 'boolean')", { tokens(##"{"b": {"$value": true}}"##) }),
        DiagnosticExample(.formatInferredType, "an untyped plain word", { tokens(##"{"s": {"$value": "hello"}}"##) }),
        DiagnosticExample(.formatMissingType, "an untyped null", { tokens(##"{"s": {"$value": null}}"##) }),
        DiagnosticExample(.formatInferredType, "an untyped object of no known shape", { tokens(##"{"s": {"$value": {"x": 1}}}"##) }),
        DiagnosticExample(.formatCSSValue, "a dimension that is auto", { tokens(##"{"w": {"$type": "dimension", "$value": "auto"}}"##) }),
        DiagnosticExample(.formatCSSValue, "a gradient where a colour belongs", {
            tokens(##"{"c": {"$type": "color", "$value": "linear-gradient(90deg, #ff0000, #0000ff)"}}"##)
        }),
        DiagnosticExample(.formatCSSShorthand, "a shadow written as CSS", { tokens(##"{"s": {"$type": "shadow", "$value": "0 1px 2px rgba(0, 0, 0, 0.2)"}}"##) }),
        DiagnosticExample(.formatCSSShorthand, "a border written as CSS", { tokens(##"{"b": {"$type": "border", "$value": "1px solid #cdcfd2"}}"##) }),
        DiagnosticExample(.formatInterpolation, "two references in one font stack", {
            tokens(##"{"font": {"$type": "fontFamily", "name": {"$value": "Inter"}, "fallback": {"$value": "Arial"}, "stack": {"$value": "{font.name}, {font.fallback}"}}}"##)
        }),
        DiagnosticExample(.formatMemberName, "a shadow with Tokens Studio's x and y", {
            tokens(##"{"s": {"$type": "shadow", "$value": {"color": "#000000", "x": "0px", "y": "1px", "blur": "2px", "spread": "0px"}}}"##)
        }),
        DiagnosticExample(.formatReferenceSpaces, "a reference with a space after it", {
            tokens(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a} "}}"##)
        }),
        DiagnosticExample(.formatTypeMismatch, "a number token holding \"5rem\"", { tokens(##"{"n": {"$type": "number", "$value": "5rem"}}"##) }),
        DiagnosticExample(.formatTypeMismatch, "a dimension token holding \"200ms\"", { tokens(##"{"d": {"$type": "dimension", "$value": "200ms"}}"##) }),
        DiagnosticExample(.formatTypeMismatch, "a color token aliasing a number token", {
            tokens(##"{"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": "{n}"}}"##)
        }),
        DiagnosticExample(.formatNumberString, "a number written as a string", { tokens(##"{"n": {"$type": "number", "$value": "1.5"}}"##) }),
        DiagnosticExample(.formatNumberString, "a colour component as a string", {
            tokens(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["0.5", 0, 0]}}}"##)
        }),
        DiagnosticExample(.formatNumberString, "a typography lineHeight as a string", { tokens(typography(fullTypography + ##", "lineHeight": "1.5""##)) }),

        // Values
        DiagnosticExample(.formatInvalidValue, "a colour that is no colour", { tokens(##"{"c": {"$type": "color", "$value": "nonsense"}}"##) }),
        DiagnosticExample(.formatInvalidValue, "an unknown dimension unit", { tokens(##"{"d": {"$type": "dimension", "$value": "16zz"}}"##) }),
        DiagnosticExample(.formatInvalidValue, "a dimension object missing its unit", { tokens(##"{"d": {"$type": "dimension", "$value": {"value": 4}}}"##) }),
        DiagnosticExample(.formatInvalidValue, "a cubicBezier with 3 numbers", { tokens(##"{"e": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"##) }),
        DiagnosticExample(.formatInvalidValue, "an unknown fontWeight keyword", { tokens(##"{"w": {"$type": "fontWeight", "$value": "heavyish"}}"##) }),
        DiagnosticExample(.formatInvalidValue, "an unknown strokeStyle", { tokens(##"{"s": {"$type": "strokeStyle", "$value": "wavy"}}"##) }),
        DiagnosticExample(.formatInvalidValue, "a duration in minutes", { tokens(##"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"##) }),
        DiagnosticExample(.formatInvalidValue, "an empty gradient", { tokens(##"{"g": {"$type": "gradient", "$value": []}}"##) }),
        DiagnosticExample(.formatOutOfRange, "fontWeight 1200", { tokens(##"{"w": {"$type": "fontWeight", "$value": 1200}}"##) }),
        DiagnosticExample(.formatOutOfRange, "a cubicBezier x of 1.5", { tokens(##"{"e": {"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]}}"##) }),
        DiagnosticExample(.formatOutOfRange, "alpha 2", {
            tokens(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}}"##)
        }),
        DiagnosticExample(.formatOutOfRange, "an sRGB component of 2", {
            tokens(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}"##)
        }),
        DiagnosticExample(.formatOutOfRange, "a negative duration", { tokens(##"{"d": {"$type": "duration", "$value": {"value": -1, "unit": "ms"}}}"##) }),
        DiagnosticExample(.formatUnknownColorSpace, "colorSpace cmyk", {
            tokens(##"{"c": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}"##)
        }),
        DiagnosticExample(.formatHexColor, "a 6-digit hex colour", { tokens(##"{"c": {"$type": "color", "$value": "#ff0000"}}"##) }),
        DiagnosticExample(.formatHexColor, "a 3-digit hex colour", { tokens(##"{"c": {"$type": "color", "$value": "#f00"}}"##) }),
        DiagnosticExample(.formatHexAlpha, "an 8-digit hex colour", { tokens(##"{"c": {"$type": "color", "$value": "#ff000080"}}"##) }),
        DiagnosticExample(.formatHexAlpha, "a 4-digit hex colour", { tokens(##"{"c": {"$type": "color", "$value": "#f008"}}"##) }),
        DiagnosticExample(.formatCSSColor, "rgb()", { tokens(##"{"c": {"$type": "color", "$value": "rgb(255 0 0)"}}"##) }),
        DiagnosticExample(.formatCSSColor, "oklch()", { tokens(##"{"c": {"$type": "color", "$value": "oklch(0.6 0.1 250)"}}"##) }),
        DiagnosticExample(.formatCSSColor, "a named colour", { tokens(##"{"c": {"$type": "color", "$value": "rebeccapurple"}}"##) }),
        DiagnosticExample(.formatCSSColor, "transparent", { tokens(##"{"c": {"$type": "color", "$value": "transparent"}}"##) }),
        DiagnosticExample(.formatUnitString, "a dimension as \"16px\"", { tokens(##"{"d": {"$type": "dimension", "$value": "16px"}}"##) }),
        DiagnosticExample(.formatUnitString, "a duration as \"200ms\"", { tokens(##"{"d": {"$type": "duration", "$value": "200ms"}}"##) }),
        DiagnosticExample(.formatBareNumber, "a dimension as a bare number", { tokens(##"{"d": {"$type": "dimension", "$value": 16}}"##) }),
        DiagnosticExample(.formatBareNumber, "a dimension as the string \"16\"", { tokens(##"{"d": {"$type": "dimension", "$value": "16"}}"##) }),
        DiagnosticExample(.formatBareNumber, "a shadow offset referencing a number token", {
            tokens(##"{"n": {"$type": "number", "$value": 2}, "s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "{n}", "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##)
        }),
        DiagnosticExample(.formatUnknownUnit, "8pt", { tokens(##"{"d": {"$type": "dimension", "$value": {"value": 8, "unit": "pt"}}}"##) }),
        DiagnosticExample(.formatUnknownUnit, "12sp", { tokens(##"{"d": {"$type": "dimension", "$value": "12sp"}}"##) }),
        DiagnosticExample(.formatUnknownUnit, "2em (a CSS unit)", { tokens(##"{"d": {"$type": "dimension", "$value": {"value": 2, "unit": "em"}}}"##) }),
        DiagnosticExample(.formatUnitlessZero, "a dimension of 0", { tokens(##"{"d": {"$type": "dimension", "$value": 0}}"##) }),
        DiagnosticExample(.formatUnitlessZero, "a dimension of \"0\"", { tokens(##"{"d": {"$type": "dimension", "$value": "0"}}"##) }),
        DiagnosticExample(.formatUnitlessZero, "a dimension of 0 with an empty unit", { tokens(##"{"d": {"$type": "dimension", "$value": {"value": 0, "unit": ""}}}"##) }),
        DiagnosticExample(.formatLineHeightDimension, "lineHeight 24px", { tokens(typography(fullTypography + ##", "lineHeight": {"value": 24, "unit": "px"}"##)) }),
        DiagnosticExample(.formatLineHeightDimension, "lineHeight 150%", { tokens(typography(fullTypography + ##", "lineHeight": "150%""##)) }),
        DiagnosticExample(.formatExtraMember, "a typography fontStyle", { tokens(typography(fullTypography + ##", "lineHeight": 1.5, "fontStyle": "italic""##)) }),
        DiagnosticExample(.formatMissingMember, "a typography value with two members", {
            tokens(typography(##""fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}"##))
        }),
        DiagnosticExample(.formatPositionClamped, "a gradient stop at 1.5", {
            tokens(##"{"g": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 1.5}]}}"##)
        }),

        // References
        DiagnosticExample(.formatMalformedReference, "an alias with an empty segment", { tokens(##"{"a": {"$type": "number", "$value": "{a..b}"}}"##) }),
        DiagnosticExample(.formatMalformedReference, "an unclosed alias", { tokens(##"{"a": {"$type": "number", "$value": "{b"}}"##) }),
        DiagnosticExample(.formatMalformedReference, "a $ref that is not a JSON Pointer", {
            tokens(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": {"$ref": "a"}}}"##)
        }),
        DiagnosticExample(.formatMalformedReference, "a $ref that is a number", { tokens(##"{"b": {"$type": "number", "$value": {"$ref": 5}}}"##) }),
        DiagnosticExample(.formatRefOverride, "a $ref value with a unit beside it", {
            tokens(##"{"a": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}, "b": {"$type": "dimension", "$value": {"$ref": "#/a/$value", "unit": "rem"}}}"##)
        }),
        DiagnosticExample(.formatRefToken, "a $ref to a token object", {
            tokens(##"{"a": {"$type": "number", "$value": 4}, "b": {"$type": "number", "$value": {"$ref": "#/a"}}}"##)
        }),
        DiagnosticExample(.formatUnknownReference, "an alias to no token", { tokens(##"{"a": {"$type": "number", "$value": "{nope}"}}"##) }),
        DiagnosticExample(.formatUnknownReference, "an alias to a group inside a composite", {
            tokens(##"{"g": {"x": {"$type": "number", "$value": 1}}, "s": {"$type": "border", "$value": {"color": "{g}", "width": "1px", "style": "solid"}}}"##)
        }),
        DiagnosticExample(.formatGroupReference, "a token standing for a group", {
            tokens(##"{"g": {"x": {"$type": "number", "$value": 1}}, "a": {"$value": "{g}"}}"##)
        }),
        DiagnosticExample(.formatWeightName, "a font weight spelled SemiBold", { tokens(##"{"w": {"$type": "fontWeight", "$value": "SemiBold"}}"##) }),
        DiagnosticExample(.formatUnknownReference, "a $ref to nothing", { tokens(##"{"a": {"$type": "number", "$value": {"$ref": "#/nope"}}}"##) }),
        DiagnosticExample(.formatUnknownReference, "a token-level $ref to nothing", { tokens(##"{"a": {"$ref": "#/nope"}}"##) }),
        DiagnosticExample(.formatUnknownReference, "an alias to a token of another file that is missing", {
            files(["/p/a.tokens.json": ##"{"a": {"$type": "number", "$value": "{b}"}}"##])
        }),
        DiagnosticExample(.formatReferenceType, "a shadow colour referencing a dimension", {
            tokens(##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "s": {"$type": "shadow", "$value": {"color": "{d}", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##)
        }),
        DiagnosticExample(.formatReferenceType, "a colour component referencing a colour", {
            tokens(##"{"r": {"$type": "color", "$value": "#ff0000"}, "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["{r}", 0, 0]}}}"##)
        }),
        DiagnosticExample(.formatCircularReference, "two tokens aliasing each other", {
            tokens(##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}"##)
        }),
        DiagnosticExample(.formatCircularReference, "a token aliasing itself", { tokens(##"{"a": {"$type": "number", "$value": "{a}"}}"##) }),
        DiagnosticExample(.formatReferenceTooDeep, "a cycle of 150 tokens", { tokens(cycle(150)) }),

        // Other tools' files
        DiagnosticExample(.formatExpression, "arithmetic on a reference", {
            tokens(##"{"s": {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}}, "double": {"$value": "{s.base} * 2"}}}"##)
        }),
        DiagnosticExample(.formatExpression, "rgba() of a reference", {
            tokens(##"{"c": {"$type": "color", "blue": {"$value": "#0969da"}, "focus": {"$value": "rgba({c.blue}, 0.5)"}}}"##)
        }),
        DiagnosticExample(.formatInvalidExpression, "division by zero", {
            tokens(##"{"s": {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}}, "bad": {"$value": "{s.base} / 0"}}}"##)
        }),
        DiagnosticExample(.formatInvalidExpression, "an unknown function", { tokens(##"{"s": {"$type": "number", "bad": {"$value": "sqrt(4)"}}}"##) }),
        DiagnosticExample(.formatInvalidExpression, "px plus rem", {
            tokens(##"{"s": {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}}, "bad": {"$value": "{s.base} + 1rem"}}}"##)
        }),
        DiagnosticExample(.formatLegacyTokens, "a Style Dictionary file", {
            tokens(##"{"color": {"base": {"red": {"value": "#ff0000"}}, "danger": {"value": "{color.base.red.value}"}}}"##)
        }),
        DiagnosticExample(.formatNullDescription, "a description written null", {
            tokens(##"{"gap": {"$type": "number", "$value": 8, "$description": null}}"##)
        }),
        DiagnosticExample(.formatMetadata, "a Style Dictionary token with its build attributes", {
            tokens(##"{"gap": {"value": 8, "type": "number", "attributes": {"category": "size"}}}"##)
        }),
        DiagnosticExample(.formatFigmaVariables, "a number scoped to gaps", {
            tokens(##"{"space": {"$type": "number", "$value": 8, "$extensions": {"com.figma": {"scopes": ["GAP"]}}}}"##)
        }),
        DiagnosticExample(.formatNumberedLayers, "an effect style of the Figma plugin Design Tokens with two shadow layers", {
            tokens(##"{"elevation": {"0": {"type": "custom-shadow", "value": {"shadowType": "dropShadow", "radius": 4, "color": "#00000040", "offsetX": 0, "offsetY": 2, "spread": 0}}, "1": null, "description": null}}"##)
        }),
        DiagnosticExample(.formatStyleWithoutValue, "a blur effect style of the Figma plugin Design Tokens", {
            tokens(##"{"blur": {"description": null, "extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "effect"}}}}"##)
        }),
        DiagnosticExample(.formatTokensStudioType, "a Tokens Studio sizing token", {
            files(["/p/$metadata.json": ##"{"tokenSetOrder": ["core"]}"##, "/p/core.json": ##"{"space": {"$type": "sizing", "$value": "4"}}"##])
        }),
    ]
}
