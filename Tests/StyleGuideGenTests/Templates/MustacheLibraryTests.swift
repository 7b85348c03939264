import Foundation
import Testing
@testable import StyleGuideGen

/// Partials and parents: missing ones, strictness, recursion, reuse.
@Suite struct MustacheLibraryTests {
    let templates = [
        "page.html": "{{<layout}}\n{{$body}}\n  {{>card}}\n  {{>*widget}}\n{{/body}}\n{{/layout}}\n",
        "card": "<p>{{title}}</p>\n{{> footer }}",
    ]

    @Test func missingPartialsListsEachReferenceWithItsPosition() throws {
        let library = try MustacheLibrary(templates: templates)
        #expect(library.missingPartials().map(\.description) == [
            "card:2:1: error: partial 'footer' not found (template/missing)",
            "page.html:1:1: error: partial 'layout' not found (template/missing)",
        ])
    }

    @Test func completeLibraryHasNoMissingPartials() throws {
        var sources = templates
        sources["layout"] = "<main>{{$body}}{{/body}}</main>"
        sources["footer"] = "<footer></footer>"
        #expect(try MustacheLibrary(templates: sources).missingPartials().isEmpty)
    }

    @Test func missingPartialRendersEmptyByDefault() throws {
        let library = try MustacheLibrary(templates: ["page": "[{{>nav}}]"])
        #expect(try library.render("page", [:]) == "[]")
    }

    @Test func strictPartialsThrowAtTheTag() throws {
        let library = try MustacheLibrary(templates: ["page": "ok\n  {{#show}}{{>nav}}{{/show}}"],
                                          options: .init(strictPartials: true))
        #expect(try library.render("page", ["show": false]) == "ok\n  ")
        #expect(throws: DiagnosticError.self) { try library.render("page", ["show": true]) }
        do {
            _ = try library.render("page", ["show": true])
        } catch {
            #expect(error.description == "page:2:12: error: partial 'nav' not found (template/missing)")
        }
    }

    @Test func strictPartialsAlsoCoverDynamicNames() throws {
        let library = try MustacheLibrary(templates: ["page": "{{>*kind}}", "image": "<img>"],
                                          options: .init(strictPartials: true))
        #expect(try library.render("page", ["kind": "image"]) == "<img>")
        #expect(throws: DiagnosticError.self) { try library.render("page", ["kind": "video"]) }
    }

    @Test func unknownTemplateIsAnError() throws {
        let library = try MustacheLibrary(templates: [:])
        #expect(throws: DiagnosticError.self) { try library.render("nope", [:]) }
    }

    @Test func endlessRecursionStopsWithADiagnostic() throws {
        let library = try MustacheLibrary(templates: ["a": "x{{>b}}", "b": "\n  {{>a}}"])
        do {
            _ = try library.render("a", [:])
            Issue.record("expected a recursion error")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains("deeper than 100 levels"))
            #expect(diagnostic.location?.file == "b" || diagnostic.location?.file == "a")
        }
    }

    @Test func recursiveParentsAlsoStop() throws {
        let library = try MustacheLibrary(templates: ["p": "{{<p}}{{$x}}y{{/x}}{{/p}}"], options: .init(maxPartialDepth: 5))
        #expect(throws: DiagnosticError.self) { try library.render("p", [:]) }
    }

    @Test func recursionFollowingTheDataIsFine() throws {
        let library = try MustacheLibrary(templates: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"],
                                          options: .init(maxPartialDepth: 4))
        // Leaves need their own empty `children`: otherwise the lookup walks the
        // context stack, finds the parent's list and recurses for ever.
        let tree: MustacheValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d", "children": []]]]
        #expect(try library.render("node", tree) == "a(b(c())d())")
        func chain(_ depth: Int) -> MustacheValue {
            ["name": .int(depth), "children": depth == 1 ? [] : [chain(depth - 1)]]
        }
        // Four nested partials are allowed, a fifth is not.
        #expect(try library.render("node", chain(5)) == "5(4(3(2(1()))))")
        let tooDeep = chain(6)
        #expect(throws: DiagnosticError.self) { try library.render("node", tooDeep) }
    }

    @Test func parseOnceRenderManyConcurrently() async throws {
        let library = try MustacheLibrary(templates: [
            "row": "<li>{{.}}</li>\n",
            "list": "<ul>\n{{#items}}\n  {{>row}}\n{{/items}}\n</ul>\n",
        ])
        let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for count in 0..<40 {
                group.addTask {
                    let items = MustacheValue.list((0..<count).map { .int($0) })
                    return (count, try library.render("list", ["items": items]))
                }
            }
            var outputs: [Int: String] = [:]
            for try await (count, output) in group { outputs[count] = output }
            return outputs
        }
        #expect(outputs.count == 40)
        for (count, output) in outputs {
            let rows = (0..<count).map { "  <li>\($0)</li>\n" }.joined()
            #expect(output == "<ul>\n" + rows + "</ul>\n")
        }
    }

    @Test func insertedTemplateReplacesTheDefault() throws {
        var library = try MustacheLibrary(templates: ["nav": "default", "page": "[{{>nav}}]"])
        library.insert(try MustacheTemplate(name: "nav", source: "custom"))
        #expect(try library.render("page", [:]) == "[custom]")
        #expect(library.names == ["nav", "page"])
    }

    @Test func partialReferencesIncludeThoseInsideBlocks() throws {
        let template = try MustacheTemplate(name: "t", source: "{{<base}}{{$a}}{{>x}}{{/a}}{{/base}}{{$b}}\n{{>y}}{{/b}}")
        #expect(template.partialReferences.map(\.name) == ["base", "x", "y"])
        #expect(template.partialReferences.map(\.location.column) == [1, 16, 1])
    }
}

@Suite struct MustacheLibraryLoadingTests {
    @Test func loadsTemplatesNamedByRelativePath() throws {
        let fileSystem = InMemoryFileSystem(text: [
            "/site/templates/page.html": "{{>partials/nav.html}}|{{title}}",
            "/site/templates/partials/nav.html": "<nav>",
            "/site/other.txt": "not a template",
        ])
        let library = try MustacheLibrary(directory: "/site/templates", fileSystem: fileSystem)
        #expect(library.names == ["page.html", "partials/nav.html"])
        #expect(try library.render("page.html", ["title": "Home"]) == "<nav>|Home")
    }

    @Test func reportsBadFilesByName() {
        let fileSystem = InMemoryFileSystem(files: [
            "/t/bad.html": Data([0xFF, 0xFE]),
            "/t/broken.html": Data("{{#open}}".utf8),
        ])
        do {
            _ = try MustacheLibrary(directory: "/t", fileSystem: fileSystem)
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "bad.html:1:1: error: template is not UTF-8 text (io/not-utf8)",
                "broken.html:1:1: error: section 'open' is never closed (template/syntax)",
            ])
        }
    }
}
