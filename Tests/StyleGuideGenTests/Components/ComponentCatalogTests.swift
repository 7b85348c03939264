import Testing
@testable import StyleGuideGen

@Suite struct ComponentCatalogTests {
    static let rowPartial = """
    {{!
    title: Settings row
    description: Icon, title, accessory.
    group: Settings
    order: 3
    example.title: Wi-Fi
    example.accessory: chevron
    values.accessory: toggle, chevron
    variant.pressed.state: pressed
    }}
    <div class="row">{{title}}{{#isAccessibilitySize}} stacked{{/isAccessibilitySize}}{{#state}} {{state}}{{/state}}</div>

    """
    static let rowCSS = ".row { font-size: var(--typography-body-font-size); color: var(--color-label); background: var(--color-label); }\n"

    static func files(_ extra: [String: String] = [:]) -> TemplateFiles {
        var files = TemplateFiles.defaults.files
        files["components/row.html"] = rowPartial
        files["components/row.css"] = rowCSS
        files.merge(extra) { _, new in new }
        return TemplateFiles(files: files)
    }

    @Test func metadataAndTokensComeFromThePartialAndStylesheet() throws {
        let catalog = try ComponentCatalog(files: Self.files())
        let row = try #require(catalog["row"])
        #expect(row.title == "Settings row")
        #expect(row.group == "Settings" && row.order == 3)
        #expect(row.example == ["title": "Wi-Fi", "accessory": "chevron"])
        #expect(row.allowedValues["accessory"] == ["toggle", "chevron"])
        #expect(row.variants.map(\.name) == ["pressed"])
        #expect(row.tokenProperties == ["typography-body-font-size", "color-label"])
        // Built-in labels are there too, in catalog order.
        #expect(catalog.components.prefix(5).map(\.name) == ["row", "title-label", "heading-label", "subheading-label", "body-label"])
    }

    @Test func aPartialWithoutStylesheetIsAnError() {
        var files = Self.files().files
        files["components/row.css"] = nil
        #expect(throws: DiagnosticError.self) { try ComponentCatalog(files: TemplateFiles(files: files)) }
    }

    @Test func blockArgumentsBecomeARequest() throws {
        let arguments = ComponentBlockArguments(catalog: try ComponentCatalog(files: Self.files()),
                                                axes: [PreviewAxis(name: "theme", contexts: ["light", "dark"], defaultContext: "light")])
        let block = ComponentBlock(name: "row", infoArguments: "", body: "title: Bluetooth\n\nstep: AX5\ntheme: dark\nvariant: pressed\n",
                                  location: SourceLocation(file: "docs/a.md", line: 10, column: 1))
        let request = try arguments.request(for: block)
        #expect(request == PreviewRequest(component: "row", step: .ax5, permutation: ["theme": "dark"], variant: "pressed", data: ["title": "Bluetooth"]))
    }

    @Test(arguments: [
        ("nope", "title: x\n", 10, "unknown component `nope`"),
        ("row", "colour: red\n", 11, "has no argument `colour`; expected one of step, state, variant, theme, accessory, title"),
        ("row", "title: a\nstep: Huge\n", 12, "unknown text-size step `Huge`"),
        ("row", "theme: sepia\n", 11, "modifier `theme` has no context `sepia`; expected one of light, dark"),
        ("row", "accessory: slider\n", 11, "`accessory` must be one of toggle, chevron"),
        ("row", "title: a\ntitle: b\n", 12, "argument `title` is given twice"),
        ("row", "just words\n", 11, "expected `key: value`"),
        ("row", "variant: hovered\n", 11, "has no variant `hovered`"),
        // `pressed` is a variant of this row, not a state; and a block gives one or the other.
        ("row", "state: pressed\n", 11, "has no state `pressed`"),
        ("standard-button", "state: pressed\nvariant: disabled\n", 12, "give `state` or `variant`, not both"),
    ])
    func badBlocksAreErrorsAtTheirLine(name: String, body: String, line: Int, message: String) throws {
        let arguments = ComponentBlockArguments(catalog: try ComponentCatalog(files: Self.files()),
                                                axes: [PreviewAxis(name: "theme", contexts: ["light", "dark"], defaultContext: "light")])
        let block = ComponentBlock(name: name, infoArguments: "", body: body, location: SourceLocation(file: "docs/a.md", line: 10, column: 1))
        do {
            _ = try arguments.request(for: block)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.location?.line == line)
            #expect(error.diagnostics.first?.message.contains(message) == true, "\(error.diagnostics)")
        }
    }

    @Test func previewCarriesStepAndPermutationAndEscapesData() throws {
        let files = Self.files()
        let renderer = ComponentPreviewRenderer(catalog: try ComponentCatalog(files: files), templates: try SiteTemplates(files: files),
                                                axes: [PreviewAxis(name: "colorScheme", contexts: ["light", "dark"], defaultContext: "light")])
        let html = try renderer.figure(PreviewRequest(component: "row", step: .ax2, permutation: ["colorScheme": "dark"], variant: "pressed", data: ["title": "<script>x</script>"]))
        #expect(html.contains("<div class=\"preview__canvas\" data-dynamic-type=\"AX2\" data-color-scheme=\"dark\">"))
        #expect(html.contains("<div class=\"row\">&lt;script&gt;x&lt;/script&gt; stacked pressed</div>"))
        #expect(html.contains("Settings row · AX2 · colorScheme dark · pressed"))
    }

    @Test func axisAttributesAreTheStylesheetsAndSafe() {
        #expect(PreviewAxis(name: "colorScheme", contexts: [], defaultContext: "").attributeName == "data-color-scheme")
        #expect(PreviewAxis(name: "\"><script>", contexts: [], defaultContext: "").attributeName == "data-___script_")
    }

    @Test func aDocEmbeddingAnUnknownComponentFailsTheBuildWithItsLine() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n\n```component title-label\ntext: Hi\nsize: 3\n```\n"])
        let result = SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root)))
        #expect(result.diagnostics.map(\.description) == ["docs/a.md:5:1: error: component `title-label` has no argument `size`; expected one of step, state, variant, text (component/argument)"])
    }

    @Test func aProjectAddsAComponentByAddingAPartialAndAStylesheet() throws {
        let project = try TemporaryProject(files: [
            "docs/a.md": "# A\n\n```component badge\nlabel: New\n```\n",
            "templates/components/badge.html": "{{!\nexample.label: Beta\n}}\n<span class=\"badge\">{{label}}</span>\n",
            "templates/components/badge.css": ".badge { color: var(--color-accent); }\n",
        ])
        #expect(SiteBuilder().build(BuildOptions(layout: ProjectLayout(root: project.root))).succeeded)
        #expect(project.read("site/a.html")?.contains("<span class=\"badge\">New</span>") == true)
        #expect(project.read("site/assets/components.css")?.contains(".badge { color: var(--color-accent); }") == true)
    }
}
