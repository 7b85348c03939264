import Foundation
import Testing
@testable import StyleGuideGen

/// Writes the example's stylesheet and the model's expected values for `Tests/browser/tokens_css_test.py`.
@Suite struct CSSBrowserExportTests {
    static let output = CSSFixtures.repository.appendingPathComponent(".build/css-test")

    @Test func writesTheExample() throws {
        let cells = try export(try CSSFixtures.example(), to: Self.output)
        #expect(cells == 4 * 12)
    }

    /// The six-permutation fixture has wide-gamut colours, so the browser also checks the @supports rules.
    @Test func writesTheWideGamutFixture() throws {
        let cells = try export(try CSSFixtures.fixture("six/six.resolver.json"), to: Self.output.appendingPathComponent("six"))
        #expect(cells == 6 * 12)
    }

    private func export(_ project: TokenProject, to output: URL) throws -> Int {
        let sheet = TokenStylesheet.generate(project)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        let values = sheet.values
        var cells: [[String: Any]] = []
        for cell in values.cells {
            var attributes: [String: String] = [CSSNaming.stepAttribute: cell.step.rawValue]
            for choice in cell.inputs { attributes[values.attributeName(forModifier: choice.modifier)] = choice.context }
            cells.append([
                "attributes": attributes,
                "appearanceContext": cell.inputs.first { $0.modifier == values.appearance?.modifier }?.context ?? "",
                "values": values.resolvedValues(in: cell, wideGamut: true),
            ])
        }
        let document: [String: Any] = [
            "properties": values.properties,
            "appearanceAttribute": values.appearance.map { values.attributeName(forModifier: $0.modifier) } ?? "",
            "mediaContext": values.appearance?.mediaContext ?? "",
            "cells": cells,
            "defaults": Dictionary(uniqueKeysWithValues: values.modifiers.map {
                (values.attributeName(forModifier: $0.name), values.defaults[$0.name] ?? "")
            }),
        ]
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data(sheet.css.utf8).write(to: output.appendingPathComponent("tokens.css"))
        let json = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
        try json.write(to: output.appendingPathComponent("expected.json"))
        return cells.count
    }
}
