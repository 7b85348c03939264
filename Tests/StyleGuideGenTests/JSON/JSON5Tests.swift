import Foundation
import Testing
@testable import StyleGuideGen

/// JSON5 (https://spec.json5.org): the format of a `.json5` file, read without a word; in a JSON
/// file read leniently, each form a `json/json5-syntax` warning; refused by strict JSON.
@Suite struct JSON5Tests {
    /// `text` read as a `.json5` file: the value and what was reported.
    private func json5(_ text: String) throws -> (value: JSONValue, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let value = try JSONParser.parse(Data(text.utf8), file: "t.json5", syntax: .json5, diagnostics: &diagnostics)
        return (value, diagnostics.all)
    }

    /// `text` read as a JSON file as design tools write them.
    private func lenient(_ text: String) throws -> (value: JSONValue, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let value = try JSONParser.parse(Data(text.utf8), file: "t.json", diagnostics: &diagnostics)
        return (value, diagnostics.all)
    }

    /// The error reading `text` gives, as "line:col: message (code)": strict JSON when `syntax` is nil.
    private func failure(_ text: String, _ syntax: JSONSyntax? = .json5) -> String {
        do {
            var diagnostics = DiagnosticBag()
            if let syntax {
                _ = try JSONParser.parse(Data(text.utf8), file: "t", syntax: syntax, diagnostics: &diagnostics)
            } else {
                _ = try JSONParser.parse(text, file: "t")
            }
            return "no error"
        } catch {
            let d = error.diagnostics[0]
            return "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.message) (\(d.code.id))"
        }
    }

    private func place(_ location: StyleGuideGen.SourceLocation?) -> String { "\(location?.line ?? 0):\(location?.column ?? 0)" }

    @Test func theSyntaxComesFromTheFilesExtension() {
        #expect(JSONSyntax.forFile("tokens/web/typography.json5") == .json5)
        #expect(JSONSyntax.forFile("COLORS.JSON5") == .json5)
        #expect(JSONSyntax.forFile("tokens/base.tokens.json") == .json)
        #expect(JSONSyntax.forFile("json5") == .json)
        #expect(JSONSyntax.forFile("a.json5.bak") == .json)
    }

    @Test func readsUnquotedKeys() throws {
        let (value, diagnostics) = try json5("{alert: 1, $x_1: 2,\n  é1: 3, \\u0061b: 4, true: 5, ℵǅ\u{0301}٣_: 6}")
        let members = try #require(value.objectMembers)
        #expect(members.map(\.key) == ["alert", "$x_1", "é1", "ab", "true", "ℵǅ\u{0301}٣_"])
        #expect(members.map { place($0.keyLocation) } == ["1:2", "1:12", "2:3", "2:10", "2:22", "2:31"])
        #expect(members.map { place($0.value.location) } == ["1:9", "1:18", "2:7", "2:19", "2:28", "2:38"])
        #expect(members.map(\.value.numberValue) == [1, 2, 3, 4, 5, 6])
        #expect(diagnostics.isEmpty)
    }

    @Test func readsSingleQuotedStringsAndKeys() throws {
        let (value, diagnostics) = try json5(#"{'font-size': { value: '28px' }, '"50-A16"': 'it\'s', "d": 'x "y" {z}', e: "\'"}"#)
        #expect(value["font-size"]?["value"]?.stringValue == "28px")
        #expect(place(value["font-size"]?["value"]?.location) == "1:24")
        #expect(place(value.member("\"50-A16\"")?.keyLocation) == "1:34")
        #expect(value["\"50-A16\""]?.stringValue == "it's")
        #expect(value["d"]?.stringValue == #"x "y" {z}"# && value["d"]?.holdsReferenceSyntax == true)
        #expect(value["font-size"]?.holdsReferenceSyntax == false)
        #expect(value["e"]?.stringValue == "'")
        #expect(place(value.member("e")?.keyLocation) == "1:73")
        #expect(diagnostics.isEmpty)
    }

    /// Columns count scalars: a single-quoted string of other letters moves what follows by its scalars, not its bytes.
    @Test func placesValuesAfterSingleQuotedTextOfOtherScripts() throws {
        let (value, _) = try json5("['ключ 😀', 'x', {'é': 'ü', k: 1}]")
        let items = try #require(value.arrayValue)
        #expect(items.map { place($0.location) } == ["1:2", "1:12", "1:17"])
        #expect(place(items[2].member("k")?.keyLocation) == "1:28")
        #expect(place(items[2]["k"]?.location) == "1:31")
    }

    /// A backslash before a line break continues the string on the next line: nothing of it is
    /// in the string, and what follows is on the lines it is on.
    @Test func readsLineContinuations() throws {
        let (value, diagnostics) = try json5("{a: 'one \\\ntwo \\\r\nthree \\\rfour',\n b: \"é\\\n\", c: 'x\\\u{2028}y', d: 1}")
        #expect(value["a"]?.stringValue == "one two three four")
        #expect(place(value.member("b")?.keyLocation) == "5:2")
        #expect(value["b"]?.stringValue == "é")
        #expect(place(value.member("c")?.keyLocation) == "6:4")
        #expect(value["c"]?.stringValue == "xy")
        // U+2028 starts no line (editors do not show one), and counts as one scalar.
        #expect(place(value.member("d")?.keyLocation) == "6:15")
        #expect(diagnostics.isEmpty)
    }

    @Test func readsJSON5Escapes() throws {
        let (value, _) = try json5(#"['\x41\v\0\'\q\"', "\'\é", '\u00e9']"#)
        #expect(value.arrayValue?.map(\.stringValue) == ["A\u{0B}\0'q\"", "'é", "é"])
    }

    @Test func readsJSON5Numbers() throws {
        let (value, diagnostics) = try json5("[0x1F, 0XaB, -0x10, +1, .5, 5., -.5e1, +5.e-1, 0, -0.25, 1e2, 0xFFFFFFFFFFFFFFFFFF]")
        let items = try #require(value.arrayValue)
        #expect(items.map(\.numberValue) == [31, 171, -16, 1, 0.5, 5, -5, 0.5, 0, -0.25, 100, 0xFFFF_FFFF_FFFF_FFFF_FF as Double])
        #expect(items.map { place($0.location) } == ["1:2", "1:8", "1:14", "1:21", "1:25", "1:29", "1:33", "1:40", "1:48", "1:51", "1:58", "1:63"])
        #expect(diagnostics.isEmpty)
    }

    @Test func readsJSON5Whitespace() throws {
        let (value, diagnostics) = try json5("{\u{0B}a:\u{0C}1,\u{A0}b:\u{FEFF}2,\u{2028}c:\u{3000}3\u{2029}}")
        #expect(value["a"]?.numberValue == 1 && value["b"]?.numberValue == 2 && value["c"]?.numberValue == 3)
        #expect(place(value.member("c")?.keyLocation) == "1:15")
        #expect(place(value["c"]?.location) == "1:18")
        #expect(diagnostics.isEmpty)
    }

    /// Comments and trailing commas are JSON5 itself; a key written twice is still reported.
    @Test func aJSON5FileReportsOnlyDuplicateKeys() throws {
        let (value, diagnostics) = try json5("// tokens\n{\n  /* size */ a: 1,\n  b: [1, 2,],\n  a: 3,\n}")
        #expect(value["a"]?.numberValue == 3)
        #expect(diagnostics.map(\.code) == [.jsonDuplicateKey, .jsonDuplicateKey])
        #expect(diagnostics.map { place($0.location) } == ["5:3", "3:14"])
    }

    /// Infinity and NaN: JSONValue's Double could hold them, but no token value can be one.
    @Test func refusesNonFiniteNumbers() {
        #expect(failure("{a: Infinity}") == "1:5: Infinity has no JSON number; token values must be finite (json/syntax)")
        #expect(failure("[1, -Infinity]") == "1:5: -Infinity has no JSON number; token values must be finite (json/syntax)")
        #expect(failure("[+NaN]") == "1:2: +NaN has no JSON number; token values must be finite (json/syntax)")
        #expect(failure("[NaN]", .json) == "1:2: NaN has no JSON number; token values must be finite (json/syntax)")
    }

    @Test func reportsMalformedJSON5WhereItIs() {
        #expect(failure("{a: 'abc}") == "1:5: unterminated string (json/syntax)")
        #expect(failure("{\n a: 'é \\\n b}") == "2:5: unterminated string (json/syntax)")
        #expect(failure("\u{FEFF}['x\\\r\ny") == "1:2: unterminated string (json/syntax)")
        #expect(failure("{a: 'x\ny'}") == "1:7: line break in a string must be escaped (json/syntax)")
        #expect(failure("{1a: 2}") == "1:2: expected a key (a quoted string or a name without quotes), found '1' (json/syntax)")
        #expect(failure("{a-b: 1}") == "1:3: expected ':' after the key \"a\", found '-' (json/syntax)")
        #expect(failure("{ \\u0031a: 1}") == "1:3: \\u0031 cannot start a key without quotes (json/syntax)")
        #expect(failure("{a\\x41: 1}") == "1:3: only \\u escapes may stand in a key without quotes (json/syntax)")
        #expect(failure("{😀: 1}") == "1:2: expected a key (a quoted string or a name without quotes), found '😀' (json/syntax)")
        #expect(failure("['\\1']") == "1:3: invalid escape sequence '\\1' (json/syntax)")
        #expect(failure("['\\x4']") == "1:3: invalid \\x escape: expected 2 hex digits (json/syntax)")
        #expect(failure("[0x]") == "1:3: invalid number: unexpected 'x' after the digits (json/syntax)")
        #expect(failure("[01]") == "1:2: invalid number: leading zeros are not allowed (json/syntax)")
        #expect(failure("[+]") == "1:2: expected a value, found '+' (json/syntax)")
        #expect(failure("[1e999]") == "1:2: number 1e999 is out of range (json/syntax)")
        #expect(failure("[.5e999]") == "1:2: number .5e999 is out of range (json/syntax)")
        #expect(failure("{a: nope}") == "1:5: invalid literal: expected 'null' (json/syntax)")
        #expect(failure("{a: 'x\u{0}'}") == "1:7: control character U+0000 in a string must be escaped (json/syntax)")
    }

    /// Strict JSON refuses every JSON5 form as it did before JSON5 was read.
    @Test func strictJSONRefusesJSON5() {
        #expect(failure("{a: 1}", nil) == "1:2: expected a string key in double quotes, found 'a' (json/syntax)")
        #expect(failure("{'a': 1}", nil) == "1:2: strings must use double quotes (json/syntax)")
        #expect(failure(#"{"a": 'b'}"#, nil) == "1:7: strings must use double quotes (json/syntax)")
        #expect(failure("[0x1F]", nil) == "1:3: invalid number: unexpected 'x' after the digits (json/syntax)")
        #expect(failure("[+1]", nil) == "1:2: expected a value, found '+' (json/syntax)")
        #expect(failure("[.5]", nil) == "1:2: expected a value, found '.' (json/syntax)")
        #expect(failure("[5.]", nil) == "1:4: invalid number: expected a digit after the decimal point (json/syntax)")
        #expect(failure("[-.5]", nil) == "1:2: invalid number: expected a digit after '-' (json/syntax)")
        #expect(failure("[Infinity]", nil) == "1:2: expected a value, found 'I' (json/syntax)")
        #expect(failure(#"["\'"]"#, nil) == "1:3: invalid escape sequence '\\'' (json/syntax)")
        #expect(failure("[\"a\tb\"]", nil) == "1:4: control character U+0009 in a string must be escaped (json/syntax)")
        #expect(failure("[\u{A0}1]", nil) == "1:2: expected a value, found '\u{A0}' (json/syntax)")
    }

    /// In a JSON file each JSON5 form is one warning, at its first place, counting the others.
    @Test func aJSONFileWarnsOncePerJSON5Form() throws {
        let text = """
            {
              alert: {'size': 0x1F, "b": +1, c: .5, d: 5.},
              e: ['x\\'', "y\\
            ", 'z\u{0B}', "\t"]
            }
            """
        let (value, diagnostics) = try lenient(text)
        #expect(value["alert"]?["size"]?.numberValue == 31 && value["e"]?.arrayValue?[1].stringValue == "y")
        #expect(diagnostics.allSatisfy { $0.code == .jsonJSON5Syntax && $0.severity == .warning })
        #expect(diagnostics.map { place($0.location) + " " + $0.message } == [
            "2:3 unquoted key alert is JSON5, not JSON; write it in double quotes: \"alert\" (and 3 more in this file)",
            "2:11 single-quoted string is JSON5, not JSON; write it in double quotes: \"size\" (and 2 more in this file)",
            "2:19 hexadecimal number 0x1F is JSON5, not JSON; write 31",
            "2:30 number +1 with a leading '+' is JSON5, not JSON; write 1",
            "2:37 number .5 with no digit before its decimal point is JSON5, not JSON; write 0.5 (and 1 more in this file)",
            "3:9 escape \\' is JSON5, not JSON; write ' instead",
            "3:16 line continuation (a backslash before a line break in a string) is JSON5, not JSON; remove the backslash and the line break",
            "4:6 control character U+000B in a string is JSON5, not JSON; write it as \\u000b (and 1 more in this file)",
        ])
        // JSON5's other whitespace is read in JSON5 documents only.
        #expect(failure("[1,\u{A0}2]", .json) == "1:4: expected a value, found '\u{A0}' (json/syntax)")
    }

    /// Through the token loader: a JSON5 form in a token file is a deviation, an error under `--strict`.
    @Test func aJSON5FormInATokenFileIsAnErrorUnderStrict() {
        let text = "{size: {\"$type\": \"number\", \"$value\": 4}}"
        let (tokens, warnings) = TestTokenLoader().load(Data(text.utf8), file: "t.tokens.json")
        #expect(tokens?["size"] != nil && warnings.map(\.code) == [.jsonJSON5Syntax] && warnings[0].severity == .warning)
        let (_, errors) = TestTokenLoader(strict: true).load(Data(text.utf8), file: "t.tokens.json")
        #expect(errors.map(\.code) == [.jsonJSON5Syntax] && errors[0].severity == .error)
    }

    /// Every JSON5 file of the corpus's design systems (Koobiq, Style Dictionary's examples) reads
    /// with nothing to report.
    @Test func readsEveryJSON5FileOfTheCorpus() throws {
        let corpus = TestFixtures.repositoryRoot.appending(path: "Tests/Corpus")
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json5") }.sorted()
        #expect(files.count >= 68)
        for file in files {
            var diagnostics = DiagnosticBag()
            let data = try Data(contentsOf: corpus.appending(path: file))
            let syntax = JSONSyntax.forFile(file)
            do {
                _ = try JSONParser.parse(data, file: file, syntax: syntax, diagnostics: &diagnostics)
            } catch {
                Issue.record("\(file): \(error.diagnostics)")
            }
            #expect(diagnostics.all.isEmpty, "\(file): \(diagnostics.all)")
        }
        let typography = "koobiq/packages/design-tokens/web/properties/typography.json5"
        var diagnostics = DiagnosticBag()
        let value = try JSONParser.parse(Data(contentsOf: corpus.appending(path: typography)), file: typography, syntax: .json5, diagnostics: &diagnostics)
        let headline = try #require(value["typography"]?["headline"])
        #expect(place(headline.member("font-size")?.keyLocation) == "4:13")
        #expect(headline["font-size"]?["value"]?.stringValue == "28px")
        #expect(place(headline["font-size"]?["value"]?.location) == "4:35")
        #expect(headline["font-feature-settings"]?["value"]?.stringValue == #""calt", "kern", "liga""#)
    }
}
