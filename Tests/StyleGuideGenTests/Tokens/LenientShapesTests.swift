import Foundation
import Testing
@testable import StyleGuideGen

/// What the tolerated, non-2025.10 shapes load as (the diagnostics registry
/// shows each is reported; these check the value that comes out).
@Suite struct LenientShapesTests {
    private func load(_ text: String, strict: Bool = false) -> (ResolvedTokenSet?, [Diagnostic]) {
        TestTokenLoader(strict: strict).load(Data(text.utf8), file: "t.tokens.json")
    }

    private func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code.id) }

    @Test func eightDigitHexLoadsItsAlpha() throws {
        let (tokens, diagnostics) = load(##"{"c": {"$type": "color", "$value": "#ff000080"}}"##)
        guard case .color(let color)? = tokens?["c"]?.value else { Issue.record("not a colour"); return }
        #expect(color.alpha == 128.0 / 255.0)
        #expect(color.colorSpace == .srgb)
        #expect(color.components == [.value(1), .value(0), .value(0)])
        #expect(color.hex == "#ff0000")
        #expect(codes(diagnostics) == ["format/hex-alpha"])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func spLoadsAsRemAndPtAsPx() {
        let (tokens, diagnostics) = load(##"{"$type": "dimension", "a": {"$value": "12sp"}, "b": {"$value": {"value": 8, "unit": "pt"}}, "c": {"$value": {"value": 4, "unit": "dp"}}}"##)
        #expect(tokens?["a"]?.value == .dimension(DimensionValue(value: 0.75, unit: .rem)))
        #expect(tokens?["b"]?.value == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(tokens?["c"]?.value == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(codes(diagnostics).filter { $0 == "format/unknown-unit" }.count == 3, "\(diagnostics)")
    }

    @Test func valuedTokenWithChildrenKeepsBoth() {
        let (tokens, diagnostics) = load(##"{"red": {"$type": "number", "$value": 1, "light": {"$value": 2}}}"##)
        #expect(tokens?["red"]?.value == .number(1))
        // The child inherits the parent's $type.
        #expect(tokens?["red.light"]?.value == .number(2))
        #expect(codes(diagnostics) == ["format/value-with-children"])
        let (_, strict) = load(##"{"red": {"$type": "number", "$value": 1, "light": {"$value": 2}}}"##, strict: true)
        #expect(strict.map(\.severity) == [.error])
    }

    @Test func duplicateKeysLastWinsWithAWarningAndANote() throws {
        let text = "{\n  \"a\": {\"$type\": \"number\", \"$value\": 1},\n  \"a\": {\"$type\": \"number\", \"$value\": 2}\n}"
        let (tokens, diagnostics) = load(text)
        #expect(tokens?["a"]?.value == .number(2))
        let warning = try #require(diagnostics.first { $0.severity == .warning })
        let note = try #require(diagnostics.first { $0.severity == .note })
        #expect(warning.code == .jsonDuplicateKey && note.code == .jsonDuplicateKey)
        #expect(warning.location?.line == 3 && warning.location?.column == 3)
        #expect(note.location?.line == 2 && note.location?.column == 3)
        #expect(diagnostics.count == 2)
        // The strict parser refuses it outright.
        #expect(throws: DiagnosticError.self) { try JSONParser.parse(text, file: "t.json") }
    }

    private let forgottenSet = ##"""
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"m": {"$type": "number", "$value": "{size.body}"}}]},
              "typography": {"sources": [{"size": {"body": {"$type": "number", "$value": 17}}}]}},
     "resolutionOrder": [{"$ref": "#/sets/base"}]}
    """##

    @Test func resolverMergesTheForgottenSetReferencesNeed() throws {
        let fs = InMemoryFileSystem(text: ["/p/t.resolver.json": forgottenSet])
        let (project, diagnostics) = loadTokens(at: "/p/t.resolver.json", fileSystem: fs, root: "/p")
        let tokens = try #require(project?.defaultPermutation?.tokens)
        #expect(tokens["m"]?.value == .number(17))
        #expect(tokens["size.body"]?.value == .number(17))
        let merged = try #require(diagnostics.first { $0.code == .resolverUnlistedSetMerged })
        #expect(merged.severity == .warning)
        #expect(merged.subject == "typography")
        #expect(codes(diagnostics).sorted() == ["resolver/unlisted-set-merged", "resolver/unused-set"], "\(diagnostics)")
        #expect(!diagnostics.contains { $0.code == .formatUnknownReference })

        let (_, strict) = loadTokens(at: "/p/t.resolver.json", fileSystem: fs, root: "/p", strict: true)
        #expect(strict.first { $0.code == .resolverUnlistedSetMerged }?.severity == .error)
        // Not a deviation from the spec: stays a warning.
        #expect(strict.first { $0.code == .resolverUnusedSet }?.severity == .warning)
    }

    @Test func tokenLevelRefTakesTheTargetsValue() {
        let (tokens, diagnostics) = load(##"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "b": {"$ref": "#/a"}}"##)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(tokens?["b"]?.value == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(tokens?["b"]?.aliasOf == ["a"])
    }

    /// The spec's own edges: a `$ref` to a token object is its value (the spec's verdict under
    /// `--strict`: an error), and a token or group named `value` is DTCG, not Style Dictionary.
    @Test func aRefToATokenObjectIsItsValueAndTokensNamedValueAreDTCG() {
        let text = ##"{"a": {"$type": "number", "$value": 4}, "b": {"$value": {"$ref": "#/a"}}, "value": {"$type": "number", "$value": 1}, "g": {"value": {"$type": "number", "$value": 2}}}"##
        let (tokens, diagnostics) = load(text)
        #expect(tokens?["b"]?.value == .number(4) && tokens?["b"]?.aliasOf == ["a"])
        #expect(tokens?["value"]?.value == .number(1) && tokens?["g.value"]?.value == .number(2))
        #expect(diagnostics.map(\.description) == [##"t.tokens.json:1:66: warning: $ref "#/a" inside a value points at the token object; 2025.10 points at its value: "#/a/$value" (read as its value) [b] (format/ref-token)"##])
        let (_, strict) = load(text, strict: true)
        #expect(strict.map(\.severity) == [.error])
    }

    @Test func customTypeKeepsItsValue() {
        let (tokens, diagnostics) = load(##"{"o": {"$type": "ratio", "$value": 0.5}}"##)
        #expect(tokens?["o"]?.value == .custom(CustomValue(typeName: "ratio", content: .number(0.5))))
        #expect(tokens?["o"]?.value.typeName == "ratio")
        #expect(codes(diagnostics) == ["format/unknown-type"])
    }

    /// A type Tokens Studio names (opacity, sizing) is read as the DTCG type it is, with the same warning.
    @Test func aTokensStudioTypeIsReadAsItsDTCGType() {
        let (tokens, diagnostics) = load(##"{"o": {"$type": "opacity", "$value": 0.5}, "s": {"$type": "sizing", "$value": "4"}}"##)
        #expect(tokens?["o"]?.value == .number(0.5))
        #expect(tokens?["s"]?.value == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(codes(diagnostics) == ["format/unknown-type", "format/unknown-type", "format/bare-number"], "a DTCG file keeps its value warnings")
    }

    @Test func untypedValuesInferTheirType() {
        let (tokens, diagnostics) = load(##"{"n": {"$value": 5}, "c": {"$value": "#336699"}, "d": {"$value": "200ms"}, "s": {"$value": "hello"}}"##)
        #expect(tokens?["n"]?.value == .number(5))
        #expect(tokens?["c"]?.type == .color)
        #expect(tokens?["d"]?.type == .duration)
        #expect(tokens?["s"]?.value == .custom(CustomValue(typeName: "string", content: .string("hello"))))
        #expect(diagnostics.filter { $0.code == .formatInferredType }.compactMap(\.subject).sorted() == ["c", "d", "n", "s"])
        #expect(!diagnostics.contains { $0.severity == .error })
    }

    /// A comma list is a font family list, unless every part is an OpenType feature tag (koobiq's
    /// `'font-feature-settings': { value: '"calt", "kern", "liga"' }`): that stays text.
    @Test func aListOfFeatureTagsIsNoFontFamily() {
        let (tokens, _) = load(##"{"f": {"$value": "\"calt\", \"kern\", 'ss01' on"}, "g": {"$value": "\"Lato\", \"Fira\""}, "h": {"$value": "Inter, Arial"}}"##)
        #expect(tokens?["f"]?.type == .custom)
        #expect(tokens?["g"]?.value == .fontFamily(["Lato", "Fira"]))
        #expect(tokens?["h"]?.value == .fontFamily(["Inter", "Arial"]))
    }

    @Test func numberTokenHoldingRemLoadsAsDimension() {
        let (tokens, diagnostics) = load(##"{"n": {"$type": "number", "$value": "5rem"}}"##)
        #expect(tokens?["n"]?.value == .dimension(DimensionValue(value: 5, unit: .rem)))
        #expect(codes(diagnostics).contains("format/type-mismatch"))
        #expect(codes(diagnostics).contains("format/unit-string"))
    }
}
