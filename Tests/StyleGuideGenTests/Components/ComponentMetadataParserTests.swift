import Testing
@testable import StyleGuideGen

/// The metadata comment of a component partial: every key, and every mistake located at its line
/// and column in the partial.
@Suite struct ComponentMetadataParserTests {
    static let file = "templates/components/field.html"

    static func parse(_ partial: String) throws(DiagnosticError) -> ComponentDefinition {
        try ComponentMetadataParser.parse(name: "field", partial: partial, stylesheet: ".field {}\n", file: file)
    }

    /// The descriptions (`file:line:column: error: message (code)`) of what parsing `partial` reports.
    static func errors(_ partial: String) -> [String] {
        do {
            _ = try parse(partial)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func statesVariantsStatusRelatedAndLinksAreRead() throws {
        let field = try Self.parse("""
        {{!
        title: Text field
        status: Draft
        related: standard-button, settings-row
        link.figma: https://www.figma.com/file/abc?node=1
        link.source: ../Sources/TextField.swift
        example.text: Hello
        example.error:
        state.error.error: Required
        state.disabled.disabled: true
        variant.large.size: large
        state.error.text:
        }}
        <input class="field">
        """)
        #expect(field.variants == [
            ComponentVariant(kind: .state, name: "error", overrides: ["error": "Required", "text": ""]),
            ComponentVariant(kind: .state, name: "disabled", overrides: ["disabled": "true"]),
            ComponentVariant(kind: .variant, name: "large", overrides: ["size": "large"]),
        ])
        #expect(field.status == .draft)
        #expect(field.related.map(\.name) == ["standard-button", "settings-row"])
        // Each related name is located at its own column: `related: ` is 9 characters.
        #expect(field.related.map(\.location.description) == ["\(Self.file):4:10", "\(Self.file):4:27"])
        #expect(field.links == [ComponentLink(label: "figma", url: "https://www.figma.com/file/abc?node=1"),
                                ComponentLink(label: "source", url: "../Sources/TextField.swift")])
        #expect(field.links.map(\.title) == ["Figma", "Source"])
        #expect(field.links.map { $0.href(root: "../") } == ["https://www.figma.com/file/abc?node=1", "../../Sources/TextField.swift"])
        #expect(field.metadataLines["related"] == 4)
    }

    @Test(arguments: [
        // (metadata line, line:column of the error, what the message says)
        ("order: first", "3:8", "`order` must be a whole number, found `first`"),
        ("status: wip", "3:9", "`status` must be one of draft, ready, deprecated, found `wip`"),
        ("link.figma: javascript:alert(1)", "3:13", "`link.figma` must be an http(s) URL or a path relative to the site's root, found `javascript:alert(1)`"),
        ("link.source: /etc/passwd", "3:14", "`link.source` must be an http(s) URL"),
        ("link.spec: //evil.example/x", "3:12", "`link.spec` must be an http(s) URL"),
        ("link.spec: https://", "3:12", "`link.spec` must be an http(s) URL"),
        ("link.spec: mailto:team@example.com", "3:12", "`link.spec` must be an http(s) URL"),
        ("  colour: red", "3:3", "unknown key `colour`; expected title, description, group, order, status, related, link.LABEL,"),
        ("A field for text", "3:1", "expected `key: value`, found `A field for text`"),
        ("variant.error.tone: red", "3:1", "`error` is already a state; a name is either a state or a variant"),
    ])
    func eachMistakeIsAnErrorAtItsLineAndColumn(line: String, place: String, message: String) {
        let errors = Self.errors("{{!\nstate.error.error: Required\n\(line)\n}}\n<input>\n")
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("\(Self.file):\(place): error: component metadata: \(message)") == true, "\(errors)")
        #expect(errors.first?.hasSuffix("(component/metadata)") == true)
    }

    @Test func everyMistakeOfAPartialIsReportedAtOnce() {
        let errors = Self.errors("{{!\norder: x\ntitle: Field\nstatus: done\n}}\n")
        #expect(errors.map { $0.prefix { $0 != " " } } == ["\(Self.file):2:8:", "\(Self.file):4:9:"])
    }

    @Test func linesAreCountedFromTheCommentWhereverItStarts() {
        // Blank lines before the comment, text on the line of `{{!`, CRLF line ends: each moves the
        // places, none hides the metadata.
        #expect(Self.errors("\n\n{{!\norder: x\n}}\n").first?.hasPrefix("\(Self.file):4:8:") == true)
        #expect(Self.errors("{{! order: x\n}}\n").first?.hasPrefix("\(Self.file):1:12:") == true)
        #expect(Self.errors("  {{!order: x}}\n").first?.hasPrefix("\(Self.file):1:13:") == true)
        #expect(Self.errors("{{!\r\ntitle: Field\r\norder: x\r\n}}\r\n").first?.hasPrefix("\(Self.file):3:8:") == true)
        #expect((try? Self.parse("{{!\r\ntitle: Field\r\n}}\r\n"))?.title == "Field")
    }

    @Test func aPartialWithoutALeadingCommentHasDefaults() throws {
        let field = try Self.parse("<input>\n{{! title: not metadata }}\n")
        #expect(field.title == "Field" && field.variants.isEmpty && field.status == nil && field.related.isEmpty)
    }

    @Test func anUnknownRelatedNameIsAnErrorAtItsColumnInTheProjectsPartial() throws {
        let templates = Self.project(["components/field.html": "{{!\ntitle: Field\nrelated: standard-button, text-area\n}}\n<input class=\"field\">\n",
                                      "components/field.css": ".field {}\n"])
        do {
            _ = try ComponentCatalog(files: templates)
            Issue.record("expected an error")
        } catch {
            let descriptions = error.diagnostics.map(\.description)
            #expect(descriptions.count == 1)
            #expect(descriptions.first?.hasPrefix("templates/components/field.html:3:27: error: component metadata: `related` names `text-area`, which is not a component") == true,
                    "\(descriptions)")
        }
    }

    @Test func aBaseThatIsNoComponentIsAnErrorAtTheBaseLine() throws {
        let templates = Self.project(["components/field.html": "{{!\ntitle: Field\nbase: text-area\n}}\n<input class=\"field\">\n",
                                      "components/field.css": ".field {}\n"])
        do {
            _ = try ComponentCatalog(files: templates)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.location?.description == "templates/components/field.html:3:1")
        }
    }

    @Test func aComponentIsBuiltInWhenItsPartialShipsWithTheToolOverriddenOrNot() throws {
        let templates = Self.project([
            "components/field.html": "{{!\ntitle: Field\n}}\n<input class=\"field\">\n",
            "components/field.css": ".field {}\n",
            "components/standard-button.html": "{{!\ntitle: Our button\nexample.label: Go\n}}\n<button class=\"standard-button\">{{label}}</button>\n",
        ])
        let catalog = try ComponentCatalog(files: templates)
        #expect(catalog["field"]?.isBuiltIn == false)
        #expect(catalog["standard-button"]?.isBuiltIn == true && catalog["standard-button"]?.title == "Our button")
        #expect(catalog["settings-row"]?.isBuiltIn == true)
    }

    /// The built-in templates with `files` laid over them as a project's `templates/` folder.
    static func project(_ files: [String: String]) -> TemplateFiles {
        let layout = ProjectLayout(root: "/project")
        let fileSystem = InMemoryFileSystem(text: Dictionary(uniqueKeysWithValues: files.map { ("/project/templates/" + $0.key, $0.value) }))
        var diagnostics = DiagnosticBag()
        return TemplateFiles.load(layout, fileSystem: fileSystem, into: &diagnostics)
    }
}
