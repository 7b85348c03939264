import Foundation
import Testing
@testable import StyleGuideGen

/// The stylesheet stays close to the information it carries.
@Suite struct TokenStylesheetSizeTests {
    /// Bytes of `  --name: value;\n` for each property whose value in `cell` differs from `reference`'s.
    private func differing(_ values: TokenCSSValues, _ cell: TokenCSSCell, from references: [TokenCSSCell]) -> Int {
        let own = values.resolvedValues(in: cell, wideGamut: false)
        let others = references.map { values.resolvedValues(in: $0, wideGamut: false) }
        return values.properties.filter { property in others.allSatisfy { $0[property] != own[property] } }.reduce(0) { total, property in
            let text = values.declaredValue(ofProperty: property, in: cell)?.rendered(wide: false) ?? "initial"
            return total + "  \(property): \(text);\n".utf8.count
        }
    }

    @Test func sixPermutationsStayWithinBudget() throws {
        let sheet = TokenStylesheet.generate(try CSSFixtures.fixture("six/six.resolver.json"))
        let values = sheet.values
        #expect(values.permutations.count == 6)
        let rules = try CSSTestParser.rules(sheet.css)
        let defaultRule = try #require(rules.first)
        let defaultBytes = defaultRule.declarations.reduce(0) { $0 + "  \($1.property): \($1.value);\n".utf8.count }
        let root = values.defaultCell
        // What really differs: each permutation from the default (at the default step), each step from the
        // default (in the default permutation), and what depends on both (differs from both the cell's
        // permutation at the default step and the default permutation at the cell's step).
        var permutationBytes = 0, stepBytes = 0, jointBytes = 0
        for cell in values.cells where cell != root {
            let sameStepDefault = TokenCSSCell(inputs: root.inputs, step: cell.step)
            let sameInputsDefaultStep = TokenCSSCell(inputs: cell.inputs, step: root.step)
            if cell.step == root.step {
                permutationBytes += differing(values, cell, from: [root])
            } else if cell.inputs == root.inputs {
                stepBytes += differing(values, cell, from: [root])
            } else {
                jointBytes += differing(values, cell, from: [sameStepDefault, sameInputsDefaultStep])
            }
        }
        let differ = permutationBytes + stepBytes + jointBytes
        let budget = Int((Double(defaultBytes + differ) * 1.3).rounded(.down))
        let total = sheet.css.utf8.count
        print("""
        six-permutation stylesheet: \(total) bytes in \(sheet.ruleCount) rules; default rule declarations \(defaultBytes) bytes; \
        really differing \(differ) bytes (permutations \(permutationBytes), steps \(stepBytes), joint \(jointBytes)); \
        budget 1.3 x \(defaultBytes + differ) = \(budget) bytes; ratio \(String(format: "%.2f", Double(total) / Double(defaultBytes + differ)))
        """)
        #expect(total <= budget)
    }
}
