import Testing
@testable import StyleGuideGen

/// Malformed templates: each error kind, with its exact position.
@Suite struct MustacheDiagnosticsTests {
    /// The single diagnostic parsing `source` produces.
    func parseError(_ source: String, name: String = "page.html") -> Diagnostic? { MustacheParseErrors.first(source, name: name) }

    func expectError(_ source: String, line: Int, column: Int, containing words: String) {
        MustacheParseErrors.expect(source, name: "page.html", line: line, column: column, containing: words)
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        expectError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n", line: 2, column: 3, containing: "'items' is never closed")
    }

    @Test func innermostUnclosedSectionIsReported() {
        expectError("{{#a}}\n{{^b}}x\n", line: 2, column: 1, containing: "'b' is never closed")
    }

    @Test func mismatchedCloseNamesBothSections() {
        expectError("{{#a}}\n  x {{/b}}", line: 2, column: 5, containing: "'b' does not match open section 'a' (opened at 1:1)")
    }

    @Test func closeWithoutOpen() {
        expectError("text\n\n   {{/done}}", line: 3, column: 4, containing: "'done' has no open section")
    }

    @Test func unclosedTag() {
        expectError("line one\nab {{foo bar", line: 2, column: 4, containing: "unclosed tag: expected '}}'")
        expectError("{{{raw}}", line: 1, column: 1, containing: "expected '}}}'")
    }

    @Test func unclosedTagAfterDelimiterChangeNamesTheNewDelimiter() {
        expectError("{{=<% %>=}}\n<%name", line: 2, column: 1, containing: "expected '%>'")
    }

    @Test func badSetDelimiter() {
        expectError("a\n {{=<% =}}", line: 2, column: 2, containing: "bad set-delimiter")
        expectError("{{=a b c=}}", line: 1, column: 1, containing: "bad set-delimiter")
        expectError("{{=a= b=}}", line: 1, column: 1, containing: "bad set-delimiter")
    }

    @Test func emptyTagName() {
        expectError("x {{ }}", line: 1, column: 3, containing: "empty tag name")
        expectError("\n\n{{#}}{{/}}", line: 3, column: 1, containing: "empty tag name")
        expectError("{{> }}", line: 1, column: 1, containing: "empty tag name")
    }

    @Test func invalidNames() {
        expectError("{{first name}}", line: 1, column: 1, containing: "invalid tag name 'first name'")
        expectError("{{a..b}}", line: 1, column: 1, containing: "invalid name 'a..b'")
        expectError("{{>*}}", line: 1, column: 1, containing: "invalid tag name")
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        expectError(deep, line: 1, column: 601, containing: "nest deeper than 100 levels")
        let allowed = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        #expect(try MustacheTemplate(name: "t", source: allowed).render(["a": true]) == "x")
    }

    @Test func columnsCountCharactersNotBytes() {
        expectError("héllo wörld {{#x}}", line: 1, column: 13, containing: "never closed")
    }

    @Test func libraryReportsEveryBrokenTemplateByName() {
        do {
            _ = try MustacheLibrary(templates: ["b.html": "{{#x}}", "ok.html": "fine", "a.html": "\n{{y"])
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "a.html:2:1: error: unclosed tag: expected '}}' (template/syntax)",
                "b.html:1:1: error: section 'x' is never closed (template/syntax)",
            ])
        }
    }

    @Test func commentsMayHoldAnything() throws {
        let template = try MustacheTemplate(name: "t", source: "a{{! {{#not a section }}b")
        #expect(try template.render([:]) == "ab")
    }
}
