import Foundation
import Testing
@testable import StyleGuideGen

/// One component inside another: a team's card includes the standard button and its own tag by
/// name, with arguments (`{{> standard-button label=action variant="pressed"}}`).
@Suite struct ComponentIncludesTests {
    static let card = """
    {{!
    title: Card
    description: A title, a body and an action.
    example.title: Travel mug
    example.action: Add to cart
    example.label: Card label
    example.disabled: true
    variant.busy.action: Adding…
    }}
    <div class="card">
    <p class="card__title">{{title}}</p>
    {{> standard-button label=action}}
    {{> components/standard-button label="Details" variant="pressed"}}
    {{> standard-button}}
    {{> tag text="New"}}
    </div>

    """
    static let cardCSS = ".card {\n  padding: var(--spacing-m);\n  color: var(--color-label);\n}\n"
    static let tag = """
    {{!
    title: Tag
    example.text: Beta
    example.tone: info
    values.tone: info, neutral
    }}
    <span class="tag tag--{{tone}}{{#isAccessibilitySize}} tag--large{{/isAccessibilitySize}}">{{text}}</span>

    """
    static let tagCSS = ".tag {\n  background: var(--color-tag-background);\n  font-size: var(--typography-caption1-font-size);\n}\n"

    static func files(card: String = card, _ extra: [String: String] = [:]) -> TemplateFiles {
        var files = TemplateFiles.defaults.files
        files["components/card.html"] = card
        files["components/card.css"] = cardCSS
        files["components/tag.html"] = tag
        files["components/tag.css"] = tagCSS
        files.merge(extra) { _, new in new }
        return TemplateFiles(files: files)
    }

    static func previews(_ files: TemplateFiles) throws(DiagnosticError) -> ComponentPreviewRenderer {
        ComponentPreviewRenderer(catalog: try ComponentCatalog(files: files), templates: try SiteTemplates(files: files), axes: [])
    }

    static func markup(_ request: PreviewRequest, files: TemplateFiles = files()) throws(DiagnosticError) -> String {
        try previews(files).markup(request)
    }

    // MARK: Rendering

    @Test func theCardDrawsTheButtonWithItsOwnDataThenTheVariantThenTheArguments() throws {
        let markup = try Self.markup(PreviewRequest(component: "card"))
        #expect(markup.contains("""
        <p class="card__title">Travel mug</p>
        <button type="button" class="standard-button">Add to cart</button>
        <button type="button" class="standard-button" data-state="pressed">Details</button>
        <button type="button" class="standard-button">Sign In</button>
        <span class="tag tag--info">New</span>
        </div>
        """), "\(markup)")
        // The card's own `label` and `disabled` stay the card's: the button sees its own data.
        #expect(!markup.contains("Card label") && !markup.contains("disabled"))
    }

    @Test func anArgumentTakenFromTheCardFollowsTheCardsVariant() throws {
        let markup = try Self.markup(PreviewRequest(component: "card", variant: "busy"))
        #expect(markup.contains(#"<button type="button" class="standard-button">Adding…</button>"#))
    }

    @Test func theIncludedComponentIsDrawnAtTheCardsStep() throws {
        #expect(try Self.markup(PreviewRequest(component: "card", step: .ax2)).contains(#"<span class="tag tag--info tag--large">New</span>"#))
        #expect(try Self.markup(PreviewRequest(component: "card", step: .large)).contains(#"<span class="tag tag--info">New</span>"#))
    }

    @Test func aVariantThatSetsAFlagAndAnArgumentOnTopOfIt() throws {
        let card = Self.card.replacingOccurrences(of: "{{> standard-button}}", with: #"{{> standard-button variant="disabled" label='Sold "out"' pressed=true}}"#)
        let markup = try Self.markup(PreviewRequest(component: "card"), files: Self.files(card: card))
        #expect(markup.contains(#"<button type="button" class="standard-button" data-state="pressed" disabled>Sold &quot;out&quot;</button>"#), "\(markup)")
    }

    /// Plain Mustache, as before: the partial sees the card's context.
    @Test func aComponentsTemplateWithoutArgumentsIsAPlainPartial() throws {
        let card = Self.card.replacingOccurrences(of: "{{> standard-button}}", with: "{{>components/standard-button}}")
        let markup = try Self.markup(PreviewRequest(component: "card"), files: Self.files(card: card))
        #expect(markup.contains(#"<button type="button" class="standard-button" disabled>Card label</button>"#), "\(markup)")
    }

    @Test func theTeamsTagMayIncludeTheButtonInTurn() throws {
        let tag = Self.tag.replacingOccurrences(of: "{{text}}</span>", with: "{{text}}</span>{{> destructive-button label=text}}")
        let markup = try Self.markup(PreviewRequest(component: "card"), files: Self.files(["components/tag.html": tag]))
        #expect(markup.contains(#"<span class="tag tag--info">New</span><button type="button" class="destructive-button standard-button">New</button>"#), "\(markup)")
    }

    @Test func componentsIncludingEachOtherStopAtTheDepthLimit() throws {
        let tag = Self.tag.replacingOccurrences(of: "{{text}}</span>", with: "{{text}}</span>{{> card}}")
        do {
            _ = try Self.markup(PreviewRequest(component: "card"), files: Self.files(["components/tag.html": tag]))
            Issue.record("expected template/runaway")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.templateRunaway])
        }
    }

    // MARK: What the catalog knows

    @Test func theCatalogFindsEveryIncludedComponentByEitherName() throws {
        let catalog = try ComponentCatalog(files: Self.files())
        #expect(catalog["card"]?.embedded == ["standard-button", "tag"])
        #expect(catalog["settings-screen"]?.embedded == ["settings-header", "settings-row"])
        let properties = catalog.previewProperties(of: "card")
        #expect(Array(properties.prefix(2)) == ["spacing-m", "color-label"])
        for property in ["color-accent-fill", "color-on-accent", "typography-button-font-size", "typography-button-line-height", "color-tag-background"] {
            #expect(properties.contains(property), "\(property)")
        }
    }

    /// The destructive button builds on the standard one: its base's tokens come along.
    @Test func anIncludedComponentBringsItsBasesTokens() throws {
        let card = Self.card.replacingOccurrences(of: "{{> standard-button}}", with: #"{{> destructive-button label="Remove"}}"#)
            .replacingOccurrences(of: "{{> standard-button label=action}}\n{{> components/standard-button label=\"Details\" variant=\"pressed\"}}\n", with: "")
        let catalog = try ComponentCatalog(files: Self.files(card: card))
        #expect(catalog["card"]?.embedded == ["destructive-button", "tag"])
        let properties = catalog.previewProperties(of: "card")
        #expect(properties.contains("color-destructive-fill") && properties.contains("typography-button-font-size") && properties.contains("radius-button"))
    }

    // MARK: Mistakes, reported at the tag in the project's own file

    static func buildErrors(card: String) throws -> [String] {
        let project = try TemporaryProject(files: [
            "docs/index.md": "# Home\n",
            "templates/components/card.html": card, "templates/components/card.css": cardCSS,
            "templates/components/tag.html": tag, "templates/components/tag.css": tagCSS,
        ])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        return result.diagnostics.filter { $0.severity == .error }.map(\.description).sorted()
    }

    static func cardWith(_ tag: String) -> String {
        card.replacingOccurrences(of: "{{> standard-button}}", with: "  " + tag)
    }

    @Test(arguments: [
        (#"{{> standard-button size="3"}}"#,
         "templates/components/card.html:14:3: error: component `standard-button` has no argument `size`; expected one of state, variant, disabled, label, pressed (component/argument)"),
        (#"{{> standard-button variant="hover"}}"#,
         "templates/components/card.html:14:3: error: component `standard-button` has no variant `hover`; expected one of pressed, disabled (component/argument)"),
        (#"{{> standard-button state="hover"}}"#,
         "templates/components/card.html:14:3: error: component `standard-button` has no state `hover`; expected one of pressed, disabled (component/argument)"),
        (#"{{> standard-button state="pressed" variant="disabled"}}"#,
         "templates/components/card.html:14:3: error: component `standard-button`: give `state` or `variant`, not both (component/argument)"),
        (#"{{> tag tone="loud"}}"#,
         "templates/components/card.html:14:3: error: component `tag`: `tone` must be one of info, neutral, found `loud` (component/argument)"),
        (#"{{> components/tag colour=title}}"#,
         "templates/components/card.html:14:3: error: component `tag` has no argument `colour`; expected one of state, variant, text, tone (component/argument)"),
        (#"{{> nothing-here label="x"}}"#,
         "templates/components/card.html:14:3: error: partial 'nothing-here' not found (template/missing)"),
        (#"{{> standard-button label="x}}"#,
         "templates/components/card.html:14:29: error: argument `label`: the text has no closing quote (template/syntax)"),
    ])
    func eachMistakeIsOneErrorAtTheTag(tag: String, expected: String) throws {
        #expect(try Self.buildErrors(card: Self.cardWith(tag)) == [expected])
    }

    /// A value taken from the card's data is known only when the card is drawn: checked then, and
    /// reported once (the tag's own token, which a docs-only project lacks, is the tag's error).
    @Test func aValueFromTheCardsDataIsCheckedWhenDrawn() throws {
        let tagsToken = "templates/components/tag.css:2:1: error: component `tag` reads `--color-tag-background`, which the tokens do not define in permutation default; "
            + "define the token, or map the slot in styleguide.json `map` [tag] (component/missing-token)"
        #expect(try Self.buildErrors(card: Self.cardWith("{{> tag tone=title}}")) == [
            "templates/components/card.html:14:3: error: component `tag`: `tone` must be one of info, neutral, found `Travel mug` (component/argument)", tagsToken,
        ])
        #expect(try Self.buildErrors(card: Self.cardWith("{{> tag text=titel}}")) == [
            "templates/components/card.html:14:3: error: component `tag`: argument `text=titel` names nothing in the data where the tag is; give text (`text=\"...\"`) or a name the data has (component/argument)",
            tagsToken,
        ])
    }

    @Test func aComponentAnotherIncludesCannotBeExcluded() throws {
        let project = try TemporaryProject(files: [
            "docs/index.md": "# Home\n", "styleguide.json": #"{"components": {"exclude": ["tag"]}}"#,
            "templates/components/card.html": Self.card, "templates/components/card.css": Self.cardCSS,
            "templates/components/tag.html": Self.tag, "templates/components/tag.css": Self.tagCSS,
        ])
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        // The card then cannot draw its tag either: that is an error of its own, at the tag.
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "styleguide.json:1:29: error: `components.exclude` names `tag`, which card builds on or includes; exclude it too, or keep `tag` [tag] (component/unknown)",
            "templates/components/card.html:15:1: error: partial 'tag' not found (template/missing)",
        ])
    }
}
