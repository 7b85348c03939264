import Foundation
import Testing
@testable import StyleGuideGen

/// The shared table of computed values (worked out once per permutation, then
/// only what scales per cell) must give every cell exactly what evaluating the
/// cell on its own gives.
@Suite struct ResolvedCSSTableTests {
    /// Scaled tokens, tokens that read them (directly, through an alias chain,
    /// and as a composite member), and tokens that never change with the step.
    static let scaling = """
    {
      "size": {
        "$type": "dimension",
        "base": { "$value": { "value": 16, "unit": "px" }, "$extensions": { "styleguide": { "relativeTo": "body", "max": 40 } } },
        "follows": { "$value": "{size.base}" },
        "chain": { "$value": "{size.follows}" },
        "fixed": { "$value": { "value": 4, "unit": "px" } }
      },
      "color": {
        "$type": "color",
        "ink": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
        "alias": { "$value": "{color.ink}" }
      },
      "border": {
        "$type": "border",
        "scaled": { "$value": { "color": "{color.ink}", "width": "{size.chain}", "style": "solid" } },
        "fixed": { "$value": { "color": "{color.alias}", "width": "{size.fixed}", "style": "dashed" } }
      },
      "type": {
        "$type": "typography",
        "body": {
          "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                      "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 },
          "$extensions": { "styleguide": { "textStyle": "body" } }
        }
      }
    }
    """

    private func scalingProject() throws -> TokenProject {
        let (tokens, diagnostics) = TestTokenLoader().load(Data(Self.scaling.utf8), file: "scaling.tokens.json")
        let set = try #require(tokens)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return TokenProject(name: nil, description: nil, modifiers: [],
                            permutations: [ResolvedPermutation(inputs: [], tokens: set)], defaultIndex: 0)
    }

    private func expectMatchesCellByCell(_ project: TokenProject, options: TokenStylesheetOptions = TokenStylesheetOptions()) {
        let sheet = TokenStylesheet.generate(project, options: options)
        let values = sheet.values
        #expect(!values.cells.isEmpty)
        for cell in values.cells {
            for wide in [false, true] {
                let row = sheet.resolved.values(in: cell, wide: wide)
                var table: [String: String] = [:]
                for (id, value) in row.enumerated() { if let value { table[values.properties[id]] = value } }
                #expect(table == values.resolvedValues(in: cell, wideGamut: wide), "\(cell) wide=\(wide)")
            }
        }
    }

    @Test func tokensThatReadScaledTokensChangeWithTheStep() throws {
        let project = try scalingProject()
        expectMatchesCellByCell(project)
        let sheet = TokenStylesheet.generate(project)
        let small = try #require(sheet.values.cell(for: [], at: .xSmall))
        let large = try #require(sheet.values.cell(for: [], at: .ax5))
        // Read through two aliases and a border member: all follow the scaled size.
        for property in ["--size-base", "--size-chain", "--border-scaled-width", "--border-scaled", "--type-body-font-size"] {
            let atSmall = sheet.resolvedValue(ofProperty: property, in: small, wideGamut: true)
            let atLarge = sheet.resolvedValue(ofProperty: property, in: large, wideGamut: true)
            #expect(atSmall != nil && atSmall != atLarge, "\(property): \(atSmall ?? "nil") vs \(atLarge ?? "nil")")
        }
        #expect(sheet.resolvedValue(ofProperty: "--border-fixed", in: small, wideGamut: true)
                == sheet.resolvedValue(ofProperty: "--border-fixed", in: large, wideGamut: true))
        // Wide gamut keeps the colour in its own space; the fallback is sRGB.
        #expect(sheet.resolvedValue(ofProperty: "--color-alias", in: small, wideGamut: true)
                != sheet.resolvedValue(ofProperty: "--color-alias", in: small, wideGamut: false))
    }

    @Test(arguments: ["example", "six/six.resolver.json"]) func fixturesMatchCellByCell(name: String) throws {
        expectMatchesCellByCell(name == "example" ? try CSSFixtures.example() : try CSSFixtures.fixture(name))
    }

    @Test func textSizeModifierProjectMatchesCellByCell() throws {
        expectMatchesCellByCell(try CSSFixtures.fixture("textsize/textsize.resolver.json"),
                                options: TokenStylesheetOptions(textSizeModifier: "textSize"))
    }

    @Test func unknownPropertyOrCellIsUndefined() throws {
        let sheet = TokenStylesheet.generate(try scalingProject())
        let cell = sheet.values.defaultCell
        #expect(sheet.resolvedValue(ofProperty: "--nope", in: cell, wideGamut: true) == nil)
        let missing = TokenCSSCell(inputs: [ModifierChoice(modifier: "theme", context: "dark")], step: .large)
        #expect(sheet.resolved.values(in: missing, wide: true).allSatisfy { $0 == nil })
    }
}
