import Foundation
import Testing
@testable import StyleGuideGen

/// Writes the example's stylesheet and the model's expected values for `Tests/browser/tokens_css_test.py`.
@Suite struct CSSBrowserExportTests {
    static let output = CSSFixtures.repository.appendingPathComponent(".build/css-test")

    @Test func writesStylesheetAndExpectedValues() throws {
        let sheet = TokenStylesheet.generate(try CSSFixtures.example())
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
        ]
        try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
        try Data(sheet.css.utf8).write(to: Self.output.appendingPathComponent("tokens.css"))
        let json = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
        try json.write(to: Self.output.appendingPathComponent("expected.json"))
        #expect(cells.count == 4 * 12)
    }
}
