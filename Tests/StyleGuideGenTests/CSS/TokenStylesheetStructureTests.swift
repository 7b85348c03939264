import Foundation
import Testing
@testable import StyleGuideGen

/// The stylesheet read back as text: references resolve, nothing is declared twice, nothing escapes.
@Suite struct TokenStylesheetStructureTests {
    static let sources = ["example", "six/six.resolver.json", "injection.tokens.json", "textsize/textsize.resolver.json"]

    private func sheet(_ name: String, options: TokenStylesheetOptions = .init()) throws -> TokenStylesheet {
        let project = name == "example" ? try CSSFixtures.example() : try CSSFixtures.fixture(name)
        let textSize = name.hasPrefix("textsize") ? TokenStylesheetOptions(textSizeModifier: "textSize") : options
        return TokenStylesheet.generate(project, options: textSize)
    }

    @Test(arguments: sources) func everyReferenceIsDefinedInItsRuleOrTheDefaultRule(name: String) throws {
        let rules = try CSSTestParser.rules(try sheet(name).css)
        let defaultRule = try #require(rules.first)
        #expect(defaultRule.selector.hasPrefix(":root") && defaultRule.conditions.isEmpty)
        let defaults = Set(defaultRule.declarations.map(\.property))
        var references = 0
        for rule in rules {
            let own = Set(rule.declarations.map(\.property))
            #expect(own.count == rule.declarations.count, "\(name): a property is declared twice in \(rule.selector)")
            #expect(!rule.declarations.isEmpty, "\(name): empty rule \(rule.selector)")
            for declaration in rule.declarations {
                #expect(declaration.property.hasPrefix("--"), "\(name): \(declaration.property)")
                for reference in CSSTestParser.references(in: declaration.value) {
                    references += 1
                    #expect(own.contains(reference) || defaults.contains(reference),
                            "\(name): \(rule.selector) \(declaration.property) reads \(reference), defined neither there nor in :root")
                }
            }
        }
        if name == "example" { #expect(references > 50) }
    }

    @Test func theExampleHasTheRulesTheDesignCallsFor() throws {
        let rules = try CSSTestParser.rules(try sheet("example").css)
        let selectors = rules.map { ($0.conditions + [$0.selector]).joined(separator: " ") }
        #expect(selectors.contains("[data-theme=\"dark\"]"))
        #expect(selectors.contains("[data-brand=\"ocean\"]"))
        #expect(selectors.contains("[data-dynamic-type=\"AX5\"]"))
        #expect(!selectors.contains("[data-dynamic-type=\"Large\"]"))
        #expect(selectors.contains { $0.hasPrefix("@media (prefers-color-scheme: dark) :root:not([data-theme])") })
        // Dark ocean needs no rule of its own: the ocean accent is var(--color-system-teal), which the dark
        // rule changes on the same element.
        #expect(!selectors.contains("[data-brand=\"ocean\"][data-theme=\"dark\"]"))
        let ocean = try #require(rules.first { $0.selector == "[data-brand=\"ocean\"]" })
        #expect(ocean.declarations.map(\.property) == ["--color-accent", "--color-accent-fill", "--color-toggle-on", "--radius-button"])
        let ax5 = try #require(rules.first { $0.selector == "[data-dynamic-type=\"AX5\"]" })
        #expect(ax5.declarations.contains { $0 == ("--typography-body-font-size", "53px") })
        #expect(!ax5.declarations.contains { $0.property == "--size-avatar" }, "the avatar does not scale")
        #expect(!ax5.declarations.contains { $0.property == "--typography-body" }, "the shorthand reads the members")
    }

    @Test func namesAndValuesCannotBreakOut() throws {
        let generated = try sheet("injection.tokens.json")
        let css = generated.css
        for forbidden in ["</style", "<script", "alert(2)"] {
            #expect(!css.contains(forbidden), "found \(forbidden)")
        }
        // Outside strings (where it is inert text) there is no url( and no rule but the one written.
        let bare = CSSTestParser.withoutStrings(CSSTestParser.stripComments(css))
        #expect(!bare.contains("url(") && !bare.contains("body"))
        let rules = try CSSTestParser.rules(css)
        #expect(rules.count == 1)
        let properties = rules.flatMap { $0.declarations.map(\.property) }
        #expect(properties == ["--font-evil", "--spacing-narrow", "--x___style__script_alert_1___script_"])
        let family = try #require(rules.first?.declarations.first?.value)
        #expect(family == #""Evil\"; } body { background: url(https://example.com/x) } /*", "back\\slash", "line\a break", serif"#)
    }

    @Test func outputIsByteIdenticalFromRunToRun() throws {
        for name in Self.sources {
            #expect(try sheet(name).css == (try sheet(name).css))
        }
    }

    @Test func twoTokensOnOnePropertyBothGetAName() throws {
        let generated = try sheet("collision.tokens.json")
        #expect(!generated.diagnostics.contains { $0.severity == .error })
        let warnings = generated.diagnostics.filter { $0.code == .cssNameCollision }
        #expect(warnings.count == 1)
        let renamed = "--color-text-title-" + SHA256.hex(Array("color.text-title".utf8)).prefix(6)
        let message = try #require(warnings.first).description
        #expect(message.contains("color.text.title") && message.contains("color.text-title") && message.contains("--color-text-title:")
            && message.contains(renamed), "\(message)")
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == 4, "the second token in path order is the one renamed")
        #expect(generated.css.components(separatedBy: "--color-text-title:").count == 2)
        #expect(generated.css.components(separatedBy: renamed + ":").count == 2)
        let values = generated.computedValues(attributes: [:], isRoot: true)
        #expect(values["--color-text-title"] == "#ffffff" && values[renamed] == "#000000", "\(values)")
    }

    @Test func aModifierCanSupplyTheTextSizes() throws {
        let generated = try sheet("textsize/textsize.resolver.json")
        let values = generated.values
        #expect(values.modifiers.map(\.name) == ["theme"])
        #expect(values.steps == [.xSmall, .large, .ax5])
        #expect(generated.diagnostics.map(\.message) == [
            "context 'huge' of the text-size modifier 'textSize' names no text-size step (xSmall ... AX5); it is left out of the stylesheet",
        ])
        #expect(!generated.css.contains("data-text-size"))
        #expect(generated.css.contains("[data-dynamic-type=\"AX5\"] {\n  --font-size-body: 53px;\n}"))
        // The alias keeps reading the size on the element, so it needs no re-declaration.
        #expect(generated.computedValues(attributes: ["data-dynamic-type": "AX5", "data-theme": "dark"])["--label"] == "53px")
        #expect(values.value(ofProperty: "--label", in: CSSFixtures.choices(["theme": "dark"]), at: .xSmall) == "14px")
        #expect(values.value(ofProperty: "--label", in: [], at: .ax1) == nil)
    }

    @Test func kebabNames() {
        #expect(CSSNaming.propertyName(forPath: ["color", "text", "title"]) == "--color-text-title")
        #expect(CSSNaming.propertyName(forPath: ["typography", "large-title"], member: "fontSize") == "--typography-large-title-font-size")
        #expect(CSSNaming.propertyName(forPath: ["typography", "title1"]) == "--typography-title1")
        #expect(CSSNaming.propertyName(forPath: ["a b", "c:d"]) == "--a_b-c_d")
        #expect(CSSNaming.propertyName(forPath: ["icon", "🔥 hot"]) == "--icon-🔥_hot")
        #expect(CSSNaming.propertyName(forPath: ["rating", "★"]) == "--rating-_2605")
        #expect(CSSNaming.propertyName(forPath: ["2x", "--a/b"]) == "--2x---a_b")
        #expect(CSSNaming.attributeName(forModifier: "colorScheme") == "data-color-scheme")
        #expect(CSSNaming.quotedString("a\"b\\c</style>") == #""a\"b\\c\3c /style\3e ""#)
    }
}
