import Testing
@testable import StyleGuideGen

/// Component stylesheets confined to one part of a page (the review's before or after).
@Suite struct CSSRulePrefixerTests {
    let prefixer = CSSRulePrefixer(prefix: "[data-version=\"base\"]")

    @Test func everySelectorOfTheBuiltInButtonGainsThePrefix() throws {
        let css = try #require(TemplateFiles.defaults["components/standard-button.css"])
        let scoped = prefixer.prefixing(css)
        #expect(scoped.contains("[data-version=\"base\"] .standard-button[data-state=\"pressed\"],\n[data-version=\"base\"] .standard-button:active:not(:disabled) {"))
        #expect(scoped.contains("[data-version=\"base\"] .standard-button:focus-visible {"))
        // Declarations and comments are kept as written.
        #expect(scoped.contains("/* contrast: --color-on-accent on --color-accent-fill */"))
        #expect(scoped.contains("  background-color: var(--button-fill);\n"))
        let rules = css.components(separatedBy: "{").count
        #expect(scoped.components(separatedBy: "{").count == rules)
    }

    @Test func groupingRulesArePrefixedInsideOthersKeptWhole() {
        let css = """
        @media (min-width: 40em) { .a, .b:is(.c, .d) { color: red; } }
        @keyframes pulse { from { opacity: 0; } to { opacity: 1; } }
        @import url("x.css");
        :root { --x: 1; }
        .e::after { content: "} {"; }
        """
        let scoped = prefixer.prefixing(css)
        #expect(scoped.contains("@media (min-width: 40em) { [data-version=\"base\"] .a, [data-version=\"base\"] .b:is(.c, .d) { color: red; } }"))
        #expect(scoped.contains("@keyframes pulse { from { opacity: 0; } to { opacity: 1; } }"))
        #expect(scoped.contains("@import url(\"x.css\");"))
        #expect(scoped.contains("[data-version=\"base\"] { --x: 1; }"))
        #expect(scoped.contains("[data-version=\"base\"] .e::after { content: \"} {\"; }"))
    }
}
