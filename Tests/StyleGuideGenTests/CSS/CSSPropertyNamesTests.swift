import Foundation
import Testing
@testable import StyleGuideGen

/// Token names CSS identifiers cannot hold, and names that collide: every token gets a valid custom
/// property of its own, and the stylesheet, its `var()` references, the contrast pairs and the diff agree.
@Suite struct CSSPropertyNamesTests {
    static func color(_ hex: String) -> String { ContrastTestSupport.color(hex) }

    /// A valid `<dashed-ident>` written without escapes: `--`, then identifier code points only.
    static func isValidCustomProperty(_ name: String) -> Bool {
        guard name.hasPrefix("--"), name.count > 2 else { return false }
        return name.unicodeScalars.dropFirst(2).allSatisfy { scalar in
            if scalar.isASCII {
                return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            }
            // No spaces, punctuation, symbols or controls outside the planes CSS allows them in.
            let category = scalar.properties.generalCategory
            let symbolOrPunctuation: [Unicode.GeneralCategory] = [
                .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .otherSymbol, .mathSymbol,
                .otherPunctuation, .openPunctuation, .closePunctuation, .dashPunctuation, .initialPunctuation, .finalPunctuation,
            ]
            return scalar.value >= 0x10000 || scalar.value == 0x200C || scalar.value == 0x200D || !symbolOrPunctuation.contains(category)
        }
    }

    static let oddNames = [
        "primary blue", "🔥", "👨‍👩‍👧 family", "a/b", "2xl", "--double", "-", "_", "ÄÖÜ", "色", "★", "a\u{00A0}b",
        "tab\there", "quote\"s", "semi;colon", "<style>", "back\\slash", "Große", "e\u{0301}",
    ]

    @Test func oddNamesBecomeValidCustomProperties() throws {
        let color: [String: Any] = ["$type": "color", "$value": ["colorSpace": "srgb", "components": [0.1, 0.2, 0.3]]]
        let group = Dictionary(uniqueKeysWithValues: Self.oddNames.map { ($0, color) })
        let json = try JSONSerialization.data(withJSONObject: ["odd": group], options: [.sortedKeys])
        let project = try ContrastTestSupport.project(String(decoding: json, as: UTF8.self))
        let sheet = TokenStylesheet.generate(project)
        let rules = try CSSTestParser.rules(sheet.css)
        let properties = Set(rules.flatMap { $0.declarations.map(\.property) })
        #expect(properties.count == Self.oddNames.count, "\(properties.sorted())")
        for property in properties {
            #expect(Self.isValidCustomProperty(property), "\(property)")
        }
        // Each token is written under its own property, which the token pages' naming agrees with.
        let names = sheet.values.names
        for name in Self.oddNames {
            let property = names.propertyName(forPath: ["odd", name])
            #expect(properties.contains(property), "\(name) -> \(property)")
            #expect(TokenPropertyNames.propertyName(for: ["odd", name], in: names) == String(property.dropFirst(2)))
            #expect(names.token(ofProperty: String(property.dropFirst(2))) == "odd." + name)
        }
        // Nothing escapes the declaration it is in.
        #expect(!CSSTestParser.withoutStrings(CSSTestParser.stripComments(sheet.css)).contains("<style"))
    }

    @Test func oddNamesAreSluggedTheSameWayEverywhere() {
        #expect(CSSNaming.propertyName(forPath: ["odd", "primary blue"]) == "--odd-primary_blue")
        #expect(CSSNaming.propertyName(forPath: ["odd", "🔥"]) == "--odd-🔥")
        #expect(CSSNaming.propertyName(forPath: ["odd", "a/b"]) == "--odd-a_b")
        #expect(CSSNaming.propertyName(forPath: ["2xl"]) == "--2xl")
        #expect(CSSNaming.propertyName(forPath: ["--double"]) == "----double")
        #expect(CSSNaming.propertyName(forPath: ["odd", "ÄÖÜ"]) == "--odd-ÄÖÜ", "non-ASCII letters keep their case")
        #expect(CSSNaming.propertyName(forPath: ["odd", "★"]) == "--odd-_2605")
        #expect(CSSNaming.propertyName(forPath: ["odd", "a\u{00A0}b"]) == "--odd-a_a0b")
        // By scalar, not by grapheme: a decomposed é keeps its combining accent.
        #expect(CSSNaming.propertyName(forPath: ["e\u{0301}"]) == "--e\u{0301}")
        #expect(CSSNaming.kebab("fontSize") == "font-size" && CSSNaming.kebab("Große") == "große")
    }

    /// A member's property is its token's property and the member's kebab case, one segment more:
    /// slot binding names members that way instead of kebab-casing the whole path again.
    @Test(arguments: [["typography", "body"], ["odd", "primary blue"], ["🔥", "ÄÖÜ"], ["e\u{0301}", "2xl"], ["a/b"]])
    func aMembersPropertyExtendsItsTokens(path: [String]) {
        for member in ["fontSize", "offsetX", "timingFunction", "textTransform", "0", "Große"] {
            #expect(CSSNaming.propertyName(forPath: path, member: member) == CSSNaming.propertyName(forPath: path) + "-" + CSSNaming.kebab(member))
        }
    }

    @Test func collidingTokensBothGetDistinctNamesAndAWarning() throws {
        let project = try ContrastTestSupport.project("""
        {"color": {"text title": \(Self.color("#000000")), "text_title": \(Self.color("#ffffff")), "textTitle": \(Self.color("#ff0000")),
                   "alias": {"$type": "color", "$value": "{color.text_title}"}}}
        """)
        let sheet = TokenStylesheet.generate(project)
        #expect(!sheet.diagnostics.contains { $0.severity == .error })
        let warnings = sheet.diagnostics.filter { $0.code == .cssNameCollision }
        // Path order: `text title` < `textTitle` < `text_title`; the first keeps the plain name.
        let second = "--color-text_title-" + SHA256.hex(Array("color.text_title".utf8)).prefix(6)
        let names = sheet.values.names
        #expect(names.propertyName(forPath: ["color", "text title"]) == "--color-text_title")
        #expect(names.propertyName(forPath: ["color", "text_title"]) == second)
        #expect(names.propertyName(forPath: ["color", "textTitle"]) == "--color-text-title", "no collision: no suffix")
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning && warning.subject == "color.text_title")
        #expect(warning.message.contains("`color.text title`") && warning.message.contains("`color.text_title`")
            && warning.message.contains("--color-text_title:") && warning.message.contains(second), "\(warning.message)")
        // Both are written, with their own values; the alias reads the renamed property.
        let values = sheet.computedValues(attributes: [:], isRoot: true)
        #expect(values["--color-text_title"] != values[second])
        #expect(values["--color-alias"] == values[second])
        #expect(sheet.css.contains("--color-alias: var(\(second));"))
        // The same input gives the same names on every run.
        #expect(TokenStylesheet.generate(project).css == sheet.css)
    }

    @Test func aMemberCollidingWithATokenRenamesTheLaterToken() throws {
        let project = try ContrastTestSupport.project("""
        {"type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
                   "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
                  "body-font-size": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}}}
        """)
        let sheet = TokenStylesheet.generate(project)
        let renamed = "--type-body-font-size-" + SHA256.hex(Array("type.body-font-size".utf8)).prefix(6)
        let warning = try #require(sheet.diagnostics.first { $0.code == .cssNameCollision })
        #expect(warning.message.contains("the `fontSize` member of `type.body`") && warning.message.contains(renamed), "\(warning.message)")
        let values = sheet.computedValues(attributes: [:], isRoot: true)
        #expect(values["--type-body-font-size"] == "16px" && values[renamed] == "20px", "\(values)")
    }

    @Test func contrastPairsAndTheDiffUseTheResolvedNames() throws {
        let tokens = """
        {"color": {"ink": \(Self.color("#777777")), "text title": \(Self.color("#000000")), "text_title": \(Self.color("#ffffff"))}}
        """
        let project = try ContrastTestSupport.project(tokens)
        let renamed = "color-text_title-" + SHA256.hex(Array("color.text_title".utf8)).prefix(6)
        #expect(CSSPropertyNames(project: project).tokenByProperty[renamed] == "color.text_title")
        #expect(CSSPropertyNames(project: project).tokenByProperty["color-text_title"] == "color.text title")
        let catalog = try ContrastTestSupport.catalog(["card": "/* contrast: --color-ink on --\(renamed) */\n.card { color: var(--color-ink); }\n"])
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: catalog, config: ContrastConfig(), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(report.results.map(\.background) == ["color.text_title"])
        // The diff finds the component that reads the renamed token's property.
        let head = tokens.replacingOccurrences(of: "\"text_title\": \(Self.color("#ffffff"))", with: "\"text_title\": \(Self.color("#eeeeee"))")
        let diff = try DiffTestSupport.diff(base: tokens, head: head, components: ["card": ".card { background: var(--\(renamed)); }\n"])
        let changed = try #require(diff.groupedEntries.first { $0.kind == .changed })
        #expect(changed.components == ["card"])
    }
}
