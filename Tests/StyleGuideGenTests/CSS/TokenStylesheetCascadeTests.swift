import Foundation
import Testing
@testable import StyleGuideGen

/// The stylesheet's own cascade gives every cell exactly its resolved values.
@Suite struct TokenStylesheetCascadeTests {
    static let projects = ["example", "six/six.resolver.json"]

    private func project(_ name: String) throws -> TokenProject {
        name == "example" ? try CSSFixtures.example() : try CSSFixtures.fixture(name)
    }

    private func attributes(_ cell: TokenCSSCell, _ values: TokenCSSValues, omitting omitted: String? = nil,
                            onlyNonDefault: Bool = false) -> [String: String] {
        var attributes: [String: String] = [:]
        if !onlyNonDefault || cell.step != values.defaultStep { attributes[CSSNaming.stepAttribute] = cell.step.rawValue }
        for choice in cell.inputs where choice.modifier != omitted {
            if onlyNonDefault && values.defaults[choice.modifier] == choice.context { continue }
            attributes[values.attributeName(forModifier: choice.modifier)] = choice.context
        }
        return attributes
    }

    @Test(arguments: projects) func everyCellWithAllAttributesComputesItsValues(name: String) throws {
        let sheet = TokenStylesheet.generate(try project(name))
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        for cell in sheet.values.cells {
            for wide in [false, true] {
                let expected = sheet.values.resolvedValues(in: cell, wideGamut: wide)
                // Explicit attributes ignore prefers-color-scheme, so both media states must agree.
                for media in [false, true] {
                    let computed = sheet.computedValues(attributes: attributes(cell, sheet.values), prefersMediaContext: media, wideGamut: wide)
                    #expect(computed == expected, "\(name) \(cell) wide=\(wide) media=\(media): \(difference(computed, expected))")
                }
                let fewest = attributes(cell, sheet.values, onlyNonDefault: true)
                // An element with no attribute at all inherits from its parent: nothing to check on its own.
                if fewest.isEmpty { continue }
                let minimal = sheet.computedValues(attributes: fewest, wideGamut: wide)
                #expect(minimal == expected, "\(name) \(cell) with only non-default attributes: \(difference(minimal, expected))")
            }
        }
    }

    @Test(arguments: projects) func pagesWithoutTheAppearanceAttributeFollowPrefersColorScheme(name: String) throws {
        let sheet = TokenStylesheet.generate(try project(name))
        let values = sheet.values
        let appearance = try #require(values.appearance)
        #expect(appearance.modifier == "theme" && appearance.mediaContext == "dark")
        let darkCells = values.cells.filter { $0.inputs.contains(ModifierChoice(modifier: "theme", context: "dark")) }
        #expect(darkCells.count == values.cells.count / 2)
        for cell in darkCells {
            for wide in [false, true] {
                let expected = values.resolvedValues(in: cell, wideGamut: wide)
                let computed = sheet.computedValues(attributes: attributes(cell, values, omitting: "theme"), prefersMediaContext: true, wideGamut: wide)
                #expect(computed == expected, "\(name) \(cell) wide=\(wide): \(difference(computed, expected))")
            }
        }
        let root = sheet.computedValues(attributes: [:], isRoot: true, prefersMediaContext: true)
        #expect(root == values.resolvedValues(in: try #require(darkCells.first { $0.step == .large && values.cell(for: $0.inputs, at: .large) == $0 && $0.inputs.allSatisfy { $0.modifier == "theme" || values.defaults[$0.modifier] == $0.context } }), wideGamut: true))
        #expect(sheet.computedValues(attributes: [:], isRoot: true) == values.resolvedValues(in: values.defaultCell, wideGamut: true))
    }

    @Test func combinedRuleRestoresWhatASingleModifierRuleChanged() throws {
        // Brand c keeps the light muted colour in dark: [data-theme="dark"] changes it, so the combined rule
        // must set it back, and an element with both attributes must show the light value.
        let sheet = TokenStylesheet.generate(try CSSFixtures.fixture("six/six.resolver.json"))
        let computed = sheet.computedValues(attributes: ["data-theme": "dark", "data-brand": "c"])
        #expect(computed["--color-muted"] == "#666666")
        #expect(sheet.computedValues(attributes: ["data-theme": "dark"])["--color-muted"] == "#999999")
        let combined = try #require(sheet.css.components(separatedBy: "[data-brand=\"c\"][data-theme=\"dark\"] {\n").dropFirst().first)
        #expect(combined.prefix { $0 != "}" }.contains("  --color-muted: #666666;\n"))
    }

    @Test func aBrandWhoseScalingBaseDiffersGetsStepRules() throws {
        let sheet = TokenStylesheet.generate(try CSSFixtures.fixture("six/six.resolver.json"))
        // radius.tile is 9pt in brand b, scaled with Body and capped at 18: 9 x 62/22 = 25.36 -> 18 at AX5.
        #expect(sheet.css.contains("[data-brand=\"b\"][data-dynamic-type=\"AX5\"] {\n  --radius-tile: 18px;"))
        #expect(sheet.computedValues(attributes: ["data-brand": "b", "data-dynamic-type": "AX5", "data-theme": "dark"])["--component-button-radius"] == "18px")
        #expect(sheet.computedValues(attributes: ["data-brand": "a", "data-dynamic-type": "AX5"])["--component-button-radius"] == "12px")
    }

    private func difference(_ a: [String: String], _ b: [String: String]) -> String {
        Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }.prefix(5)
            .map { "\($0): \(a[$0] ?? "nil") vs \(b[$0] ?? "nil")" }.joined(separator: "; ")
    }
}
