import Foundation
import Testing
@testable import StyleGuideGen

/// Rendering behaviour beyond the spec files: escaping, values, indentation, layouts.
@Suite struct MustacheRenderingTests {
    func render(_ source: String, _ data: MustacheValue, partials: [String: String] = [:]) throws -> String {
        try MustacheTemplate(name: "t", source: source).render(data, partials: MustacheLibrary(templates: partials))
    }

    @Test func escapesScriptEndTagsAndQuotes() throws {
        let data: MustacheValue = ["code": "</script><script>alert('x & \"y\"')</script>"]
        #expect(try render("<script>var s = \"{{code}}\";</script>", data)
            == "<script>var s = \"&lt;/script&gt;&lt;script&gt;alert(&#39;x &amp; &quot;y&quot;&#39;)&lt;/script&gt;\";</script>")
        #expect(try render("{{{code}}}|{{&code}}", ["code": "</script>"]) == "</script>|</script>")
    }

    @Test func escapingKeepsOtherCharacters() throws {
        #expect(try render("{{v}}", ["v": "Grüße — 日本 🎨 <b>"]) == "Grüße — 日本 🎨 &lt;b&gt;")
        #expect(HTMLEscaping.escape("plain") == "plain")
    }

    @Test func numbersRenderAsWritten() throws {
        let json = try MustacheValue(jsonData: Data(#"{"a": 1.210, "b": 2.0, "c": 85, "d": -0.5, "e": true, "f": 1e21}"#.utf8))
        #expect(try render("{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}", json) == "1.21 2 85 -0.5 true 1e+21")
        #expect(try render("{{x}} {{y}}", ["x": 3.0, "y": 0.1]) == "3 0.1")
    }

    @Test func jsonTypesMapToValueCases() throws {
        let json = try MustacheValue(jsonData: Data(#"{"t": true, "n": 1, "d": 1.5, "s": "x", "z": null, "l": [1], "o": {}}"#.utf8))
        #expect(json == ["t": true, "n": 1, "d": 1.5, "s": "x", "z": nil, "l": [1], "o": [:]])
    }

    @Test func encodableModelsBecomeValues() throws {
        struct Token: Encodable { var name: String; var size: Double; var tags: [String] }
        let value = try MustacheValue(encoding: Token(name: "small", size: 12, tags: ["a", "b"]))
        #expect(try render("{{name}}={{size}}:{{#tags}}[{{.}}]{{/tags}}", value) == "small=12:[a][b]")
    }

    @Test func falseyValues() throws {
        let template = "{{#v}}yes{{/v}}{{^v}}no{{/v}}"
        let cases: [(MustacheValue, String)] = [
            (nil, "no"), (false, "no"), ("", "no"), ([], "no"),
            (true, "yes"), (0, "yes"), ("x", "yes"), ([:], "yes"), ([1], "yes"),
        ]
        for (value, expected) in cases {
            #expect(try render(template, ["v": value]) == expected, "\(value)")
        }
    }

    @Test func contextStackAndDottedNames() throws {
        let data: MustacheValue = ["title": "Guide", "site": ["name": "S"], "pages": [["title": "Colors"], ["name": "Type"]]]
        #expect(try render("{{#pages}}{{title}}/{{site.name}}/{{name}};{{/pages}}", data) == "Colors/S/;Guide/S/Type;")
        #expect(try render("{{#site}}{{site.name}}{{/site}}", ["site": ["name": "S", "site": [:]]]) == "")
    }

    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let partials = [
            "list": "<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n",
            "item": "<li>\n  {{.}}\n</li>\n",
        ]
        let output = try render("<body>\n  {{>list}}\n</body>\n", ["items": ["a", "b"]], partials: partials)
        #expect(output == """
            <body>
              <ul>
                <li>
                  a
                </li>
                <li>
                  b
                </li>
              </ul>
            </body>

            """)
    }

    @Test func indentationSkipsBlankLinesAndInterpolatedLines() throws {
        let output = try render("  {{>p}}", ["v": "1\n2"], partials: ["p": "a\n\nb {{v}}\nc"])
        #expect(output == "  a\n\n  b 1\n2\n  c")
    }

    @Test func pageLayoutWithBlocks() throws {
        let partials = [
            "layout": "<html>\n  <head><title>{{$title}}Style guide{{/title}}</title></head>\n  <body>\n    {{$body}}\n    <p>empty</p>\n    {{/body}}\n  </body>\n</html>\n",
        ]
        let page = "{{<layout}}\n{{$title}}{{name}} · Style guide{{/title}}\n{{$body}}\n<h1>{{name}}</h1>\n<p>{{summary}}</p>\n{{/body}}\n{{/layout}}\n"
        let output = try render(page, ["name": "Colors", "summary": "Red & blue"], partials: partials)
        #expect(output == """
            <html>
              <head><title>Colors · Style guide</title></head>
              <body>
                <h1>Colors</h1>
                <p>Red &amp; blue</p>
              </body>
            </html>

            """)
        #expect(try render("{{<layout}}{{/layout}}", [:], partials: partials).contains("<title>Style guide</title>"))
    }

    @Test func customDelimitersDoNotLeakIntoPartials() throws {
        #expect(try render("{{=<% %>=}}<%>p%> <%v%>", ["v": "x"], partials: ["p": "{{v}}"]) == "x x")
    }

    @Test func carriageReturnLineEndingsAreKept() throws {
        #expect(try render("a\r\n{{#s}}\r\nb\r\n{{/s}}\r\nc", ["s": true]) == "a\r\nb\r\nc")
    }
}
