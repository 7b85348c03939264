import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text, file: "t.json")
    }

    /// Parses `text` expecting an error; returns "line:col: message".
    private func failure(_ bytes: [UInt8], maxDepth: Int = 512) -> String {
        do {
            _ = try JSONParser.parse(Data(bytes), file: "t.json", maxDepth: maxDepth)
            return "no error"
        } catch {
            let d = error.diagnostics[0]
            return "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.message)"
        }
    }

    private func failure(_ text: String) -> String { failure(Array(text.utf8)) }

    @Test func keepsKeyOrderAndLocations() throws {
        let value = try parse("{\n  \"b\": 1,\n  \"a\": [true, null, \"é\"],\n  \"c\": {\"d\": -2.5e1}\n}")
        let members = try #require(value.objectMembers)
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(members[1].keyLocation.line == 3 && members[1].keyLocation.column == 3)
        #expect(members[1].value.location.column == 8)
        let items = try #require(members[1].value.arrayValue)
        #expect(items[2].stringValue == "é" && items[2].location.column == 21)
        #expect(value["c"]?["d"]?.numberValue == -25)
    }

    /// Runs of spaces of every length up to past two words, after a line break and after a
    /// colon, with tabs and line breaks among them, up to the end of the file.
    @Test func placesValuesAfterRunsOfSpacesOfEveryLength() throws {
        for length in 0...19 {
            let run = String(repeating: " ", count: length)
            let text = "{" + "\n" + run + "\"k\":" + run + "1," + "\r\n" + run + "\t" + run + "\"t\": \t" + run + "[" + run + "2" + run + "]" + run + "\n}" + run
            let value = try parse(text)
            let members = try #require(value.objectMembers)
            #expect(members[0].keyLocation.line == 2 && members[0].keyLocation.column == length + 1, "\(length)")
            #expect(members[0].value.location.column == 2 * length + 5, "\(length)")
            #expect(members[1].keyLocation.line == 3 && members[1].keyLocation.column == 2 * length + 2, "\(length)")
            #expect(value["t"]?.arrayValue?.first?.location.column == 4 * length + 9, "\(length)")
        }
        #expect(failure("{\"a\": 1}" + String(repeating: " ", count: 13) + "x").hasPrefix("1:22:"))
    }

    @Test func countsColumnsInUnicodeScalars() throws {
        let value = try parse("{\"ключ\": \"😀\", \"x\": 1}")
        let members = try #require(value.objectMembers)
        // {"ключ": "😀", "x": 1}  -> "x" is the 15th scalar.
        #expect(members[1].keyLocation.column == 15)
        #expect(members[0].value.stringValue == "😀")
    }

    /// Columns are byte distances while a line is ASCII; a string or comment holding other
    /// bytes makes the rest of its line count scalars, and the next line starts afresh.
    @Test func columnsCountScalarsOnlyWhereALineIsNotASCII() throws {
        var diagnostics = DiagnosticBag()
        let value = try JSONParser.parse(Data("{\"a\": /* é */ 1, \"b\": \"😀\", \"c\": 2,\n \"d\": 3}".utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(value["a"]?.location.column == 15)
        #expect(value.member("c")?.keyLocation.column == 28)
        #expect(value.member("d")?.keyLocation.line == 2 && value.member("d")?.keyLocation.column == 2)
        #expect(failure("[\"é\", tru]") == "1:7: invalid literal: expected 'true'")
    }

    @Test func decodesEscapes() throws {
        let value = try parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#)
        #expect(value.arrayValue?[0].stringValue == "a\"b\\c/d\n\té😀")
    }

    @Test func skipsByteOrderMark() throws {
        let value = try JSONParser.parse(Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)), file: "t.json")
        #expect(value.location.column == 1)
        #expect(value.member("a")?.keyLocation.column == 2)
    }

    @Test func parsesNumbers() throws {
        let value = try parse("[0, -0, 12, 1.5, 1e3, -2E-2, 100000000000000000000]")
        #expect(value.arrayValue?.compactMap(\.numberValue) == [0, 0, 12, 1.5, 1000, -0.02, 1e20])
    }

    /// Numbers the fast path takes (few digits, small powers of ten) and numbers just past its
    /// limits (16 digits, powers beyond 22) come out as `strtod` (Swift's `Double(String)`) reads
    /// them, to the bit, sign of zero included.
    @Test func readsNumbersExactlyAsStrtodDoes() throws {
        var generator = TokenFuzzTests.SplitMix(state: 0x5EED)
        var texts = ["-0", "-0.0", "0.1", "0.3", "2.675", "1e22", "1e23", "9007199254740993", "123456789012345.6",
                     "0.000001", "1.7976931348623157e308", "5e-324", "4.35", "-1.25e-22", "999999999999999e22"]
        for _ in 0..<4_000 {
            let integer = generator.next() % 1_000_000
            let fraction = generator.next() % 100_000_000
            let fractionWidth = Int(generator.next() % 9)
            var text = "\(integer)"
            if fractionWidth > 0 {
                let digits = String(fraction)
                text += "." + String(repeating: "0", count: max(0, fractionWidth - digits.count)) + digits.suffix(fractionWidth)
            }
            if generator.next() % 4 == 0 { text += "e\(Int(generator.next() % 60) - 30)" }
            if generator.next() % 2 == 0 { text = "-" + text }
            texts.append(text)
        }
        let parsed = try #require(try parse("[" + texts.joined(separator: ",") + "]").arrayValue)
        for (text, value) in zip(texts, parsed) {
            let expected = try #require(Double(text))
            #expect(value.numberValue?.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: trailing comma before '}'"),
        ("[1, 2,\n ]", "2:2: trailing comma before ']'"),
        ("{\"a\": \"x\\q\"}", "1:9: invalid escape sequence '\\q'"),
        ("{\"a\": \"abc", "1:7: unterminated string"),
        ("[\"a\tb\"]", "1:4: control character U+0009 in a string must be escaped"),
        ("{\"a\": [1, 2", "1:12: unexpected end of file: expected ',' or ']'"),
        ("{\"a\"", "1:5: unexpected end of file: expected ':'"),
        ("[01]", "1:2: invalid number: leading zeros are not allowed"),
        ("[-]", "1:2: invalid number: expected a digit after '-'"),
        ("[1.]", "1:4: invalid number: expected a digit after the decimal point"),
        ("[1e+]", "1:5: invalid number: expected a digit in the exponent"),
        ("[12px]", "1:4: invalid number: unexpected 'p' after the digits"),
        ("[1e999]", "1:2: number 1e999 is out of range"),
        ("{\"a\": 1} x", "1:10: unexpected 'x' after the end of the JSON value"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\""),
        ("", "1:1: unexpected end of file: expected a value"),
        ("[tru]", "1:2: invalid literal: expected 'true'"),
        ("{'a': 1}", "1:2: strings must use double quotes"),
        ("[1, // no\n2]", "1:5: comments are not allowed in JSON"),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[\"\\ud800\"]", "1:3: unpaired surrogate \\uD800 in a string"),
        ("[\"\\u12G4\"]", "1:3: invalid \\u escape: expected 4 hex digits"),
        ("{1: 2}", "1:2: expected a string key in double quotes, found '1'"),
    ])
    func reportsSyntaxErrors(input: String, expected: String) {
        #expect(failure(input) == expected)
    }

    @Test func reportsInvalidUTF8AtItsPosition() {
        #expect(failure(Array("{\n  \"a\": \"é".utf8) + [0xFF] + Array("\"}".utf8)) == "2:10: invalid UTF-8 byte 0xFF")
        #expect(failure(Array("[\"a".utf8) + [0xC3]) == "1:4: invalid UTF-8 byte 0xC3")
        #expect(failure([0x5B, 0xE2, 0x82]) == "1:2: expected a value, found invalid UTF-8 byte 0xE2")
    }

    @Test func limitsNestingDepth() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(failure(deep) == "1:513: nesting is deeper than 512 levels")
        let veryDeep = String(repeating: "{\"a\":", count: 100_000)
        #expect(failure(Array(veryDeep.utf8), maxDepth: 512).hasSuffix("nesting is deeper than 512 levels"))
    }

    @Test func writerRoundTripsSortedAndStable() throws {
        let value = try parse("{\"b\": [1, 2.5, \"x\\ny\"], \"a\": {\"z\": null, \"y\": true}}")
        let text = JSONWriter.write(value)
        #expect(text == "{\n  \"a\": {\n    \"y\": true,\n    \"z\": null\n  },\n  \"b\": [\n    1,\n    2.5,\n    \"x\\ny\"\n  ]\n}\n")
        let again = try parse(text)
        #expect(JSONWriter.write(again) == text)
    }

    @Test func aValueKnowsWhetherItCanNameAToken() throws {
        let value = try parse(#"""
        {"plain": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 1},
         "alias": "{color.red}", "inArray": [1, ["x", "a {b}"]], "arithmetic": "{size.base} * 2",
         "pointer": {"deep": {"$ref": "#/color/red/$value"}}, "refAsValue": {"x": "$ref"},
         "braceInKey": {"{x}": 1}, "closingOnly": "a}", "escapedBrace": "\u007Bcolor.red}", "escapedRef": {"\u0024ref": "#/a"}}
        """#)
        func holds(_ key: String) -> Bool? { value[key]?.holdsReferenceSyntax }
        #expect(value.holdsReferenceSyntax)
        #expect(holds("plain") == false)
        #expect(holds("alias") == true)
        #expect(holds("inArray") == true)
        #expect(value["inArray"]?.arrayValue?[0].holdsReferenceSyntax == false)
        #expect(holds("arithmetic") == true)
        #expect(holds("pointer") == true)
        // Only a member named `$ref` or a string holding `{` counts: not `$ref` as a value, not a brace in a key.
        #expect(holds("refAsValue") == false)
        #expect(holds("braceInKey") == false)
        #expect(holds("closingOnly") == false)
        // Read after decoding, as the parser reads it while scanning.
        #expect(holds("escapedBrace") == true)
        #expect(holds("escapedRef") == true)
        // Values made in code work it out the same way.
        #expect(JSONValue.object([("a", .array([.string("{b}")]))]).holdsReferenceSyntax)
        #expect(!JSONValue.object([("a", .array([.string("b"), .number(1)]))]).holdsReferenceSyntax)
    }
}
