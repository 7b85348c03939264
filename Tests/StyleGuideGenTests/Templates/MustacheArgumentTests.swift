import Testing
@testable import StyleGuideGen

/// Partial tags with arguments (`{{> name key="text" other=path}}`): how they parse, what the
/// generic renderer does with them, what it asks a resolver, and each error with its place.
@Suite struct MustacheArgumentTests {
    /// A resolver that records what it is asked and answers with a fixed template and context.
    final class RecordingResolver: MustachePartialResolver {
        var calls: [MustachePartialCall] = []
        let answer: MustachePartialResolution?

        init(answer: MustachePartialResolution?) { self.answer = answer }

        func resolve(_ call: MustachePartialCall) throws(DiagnosticError) -> MustachePartialResolution? {
            calls.append(call)
            return answer
        }
    }

    func render(_ page: String, _ partials: [String: String], data: MustacheValue, resolver: (any MustachePartialResolver)? = nil,
                strict: Bool = false) throws(DiagnosticError) -> String {
        var sources = partials
        sources["page"] = page
        return try MustacheLibrary(templates: sources, options: .init(strictPartials: strict)).render("page", data, resolver: resolver)
    }

    func parseError(_ source: String) -> Diagnostic? { MustacheParseErrors.first(source, name: "card.html") }

    func expectError(_ source: String, line: Int, column: Int, containing words: String) {
        MustacheParseErrors.expect(source, name: "card.html", line: line, column: column, containing: words)
    }

    // MARK: Parsing

    @Test func argumentsAreReadAsWritten() throws {
        let template = try MustacheTemplate(name: "card", source: #"{{> button label="Add \"mug\" \\ more" note='it\'s' n=3 x=-1.5 on=true off=false text=item.title all=.}}"#)
        let tag = try #require(template.partialTags.first)
        #expect(tag.name == "button")
        #expect(tag.arguments.map(\.key) == ["label", "note", "n", "x", "on", "off", "text", "all"])
        #expect(tag.arguments.map(\.value) == [
            .literal(.string(#"Add "mug" \ more"#)), .literal(.string("it's")), .literal(.int(3)), .literal(.double(-1.5)),
            .literal(.bool(true)), .literal(.bool(false)), .path(.keys(first: "item", rest: ["title"])), .path(.implicit),
        ])
        #expect(tag.arguments.map(\.location.column) == [12, 40, 53, 57, 64, 72, 82, 98])
    }

    @Test func aTagOverSeveralLinesLocatesEachArgument() throws {
        let template = try MustacheTemplate(name: "card", source: "<div>\n  {{> button\n      label=\"Add\"\n   variant=\"pressed\" }}\n</div>")
        let tag = try #require(template.partialTags.first)
        #expect(tag.location == SourceLocation(file: "card", line: 2, column: 3))
        #expect(tag.arguments.map { "\($0.location.line):\($0.location.column)" } == ["3:7", "4:4"])
    }

    @Test func aPartialWithoutArgumentsHasNone() throws {
        let template = try MustacheTemplate(name: "card", source: "{{> footer }}{{>*kind}}{{> * padded }}")
        #expect(template.partialTags.map(\.name) == ["footer"])
        #expect(template.partialTags.first?.arguments.isEmpty == true)
    }

    // MARK: Errors

    @Test func anUnclosedQuotePointsAtTheQuote() {
        expectError("<p>\n{{> button label=\"Add}}", line: 2, column: 18, containing: "argument `label`: the text has no closing quote")
    }

    @Test func aRepeatedKeyPointsAtTheSecond() {
        expectError(#"{{> button label="a" label="b"}}"#, line: 1, column: 22, containing: "argument `label` is given twice")
    }

    @Test func aWordWithoutValueIsNoArgument() {
        expectError("{{> button label}}", line: 1, column: 12, containing: "expected `key=value` after the partial's name, found `label`")
        expectError("{{> button label= x=1}}", line: 1, column: 12, containing: "argument `label` has no value")
        expectError(#"{{> button ="x"}}"#, line: 1, column: 12, containing: "argument name `` must be letters")
        expectError(#"{{> button la"bel="x"}}"#, line: 1, column: 12, containing: "argument name `la\"bel` must be letters")
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        expectError(#"{{> button label="a"b}}"#, line: 1, column: 21, containing: "expected a space after the closing quote")
    }

    @Test func anUnquotedValueMustBeAName() {
        expectError("{{> button label=a..b}}", line: 1, column: 18, containing: "`a..b` is neither a quoted text nor a name")
        expectError("{{> button label=a=b}}", line: 1, column: 18, containing: "`a=b` is neither a quoted text nor a name")
    }

    @Test func onlyPartialsTakeArguments() {
        expectError(#"{{<layout title="x"}}{{/layout}}"#, line: 1, column: 1, containing: "arguments (`key=value`) are only for partial tags")
        expectError(#"{{title size="x"}}"#, line: 1, column: 1, containing: "invalid tag name")
        expectError(#"{{#items sort="x"}}{{/items}}"#, line: 1, column: 1, containing: "invalid tag name")
    }

    // MARK: Rendering without a resolver

    @Test func withoutAResolverArgumentsSitAboveTheContext() throws {
        let partials = ["button": "[{{{label}}}|{{n}}|{{on}}|{{text}}|{{site}}]"]
        let output = try render(#"{{#item}}{{> button label="Add \"mug\"" n=3 on=true text=title}}{{/item}}"#, partials,
                                data: ["site": "Shop", "item": ["title": "Mug"], "label": "outer"])
        #expect(output == #"[Add "mug"|3|true|Mug|Shop]"#)
        // The arguments last only for the partial.
        #expect(try render(#"{{> button label="x"}}{{label}}"#, partials, data: ["label": "outer"]) == "[x||||]outer")
    }

    @Test func aNameThatResolvesToNothingShadowsTheOuterValue() throws {
        #expect(try render("{{> p label=missing}}", ["p": "[{{label}}]"], data: ["label": "outer"]) == "[]")
    }

    @Test func aStandalonePartialWithArgumentsIsIndented() throws {
        let output = try render("<div>\n  {{> p label=\"a\"}}\n</div>\n", ["p": "<b>{{label}}</b>\n<i></i>\n"], data: [:])
        #expect(output == "<div>\n  <b>a</b>\n  <i></i>\n</div>\n")
    }

    @Test func aDynamicNameTakesArgumentsToo() throws {
        #expect(try render(#"{{>* kind label="a"}}"#, ["p": "[{{label}}]"], data: ["kind": "p"]) == "[a]")
    }

    @Test func aMissingPartialWithArgumentsIsStillMissing() throws {
        #expect(try render(#"{{> nav label="a"}}"#, [:], data: [:]) == "")
        do {
            _ = try render("x\n {{> nav label=\"a\"}}", [:], data: [:], strict: true)
            Issue.record("expected template/missing")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["page:2:2: error: partial 'nav' not found (template/missing)"])
        }
    }

    // MARK: The resolver seam

    @Test func theResolverGetsEachArgumentsValueAndItsAnswerIsAllThePartialSees() throws {
        let resolver = RecordingResolver(answer: MustachePartialResolution(template: "components/button", context: ["label": "from the resolver"]))
        let partials = ["components/button": "[{{label}}|{{site}}]"]
        let output = try render(#"{{#item}}{{> button label=title variant="pressed" gone=nothing}}{{/item}}"#, partials,
                                data: ["site": "Shop", "item": ["title": "Mug"]], resolver: resolver)
        #expect(output == "[from the resolver|]")
        let call = try #require(resolver.calls.first)
        #expect(call.name == "button" && call.location == SourceLocation(file: "page", line: 1, column: 10))
        #expect(call.arguments.map(\.key) == ["label", "variant", "gone"])
        #expect(call.arguments.map(\.value) == [.string("Mug"), .string("pressed"), nil])
    }

    @Test func aPlainPartialTheLibraryHasIsNeverAskedAbout() throws {
        let resolver = RecordingResolver(answer: MustachePartialResolution(template: "other", context: [:]))
        let output = try render("{{> p}}", ["p": "[{{label}}]", "other": "wrong"], data: ["label": "outer"], resolver: resolver)
        #expect(output == "[outer]")
        #expect(resolver.calls.isEmpty)
    }

    @Test func aNameTheLibraryLacksIsAskedAboutEvenWithoutArguments() throws {
        let resolver = RecordingResolver(answer: MustachePartialResolution(template: "components/button", context: ["label": "Sign In"]))
        let output = try render("{{> button}}", ["components/button": "[{{label}}]"], data: [:], resolver: resolver, strict: true)
        #expect(output == "[Sign In]")
        #expect(resolver.calls.map(\.name) == ["button"] && resolver.calls.first?.arguments.isEmpty == true)
    }

    @Test func aResolverThatDeclinesLeavesTheTagToTheRenderer() throws {
        let resolver = RecordingResolver(answer: nil)
        #expect(try render(#"{{> p label="a"}}"#, ["p": "[{{label}}]"], data: [:], resolver: resolver) == "[a]")
        #expect(resolver.calls.count == 1)
    }

    @Test func aResolverThatIncludesItselfEndsAtTheDepthLimit() throws {
        let resolver = RecordingResolver(answer: MustachePartialResolution(template: "card", context: [:]))
        do {
            _ = try render(#"{{> card x="1"}}"#, ["card": #"<div>{{> card x="1"}}</div>"#], data: [:], resolver: resolver)
            Issue.record("expected template/runaway")
        } catch {
            #expect(error.diagnostics.first?.code == .templateRunaway)
        }
    }
}
