/// The touch-target rows under a component's matrix: each target it declares, its size at every
/// text-size step, one row per set of shown permutations that draw it the same.
struct ComponentTouchTargets {
    let report: TouchTargetReport
    let columns: [PermutationColumn]
    let catalog: ComponentCatalog

    /// `name`, `selector`, `drawnIn`, `permutations`, `columns` (indices of the matrix's columns),
    /// `width` (what decides it when no cell has one), and `cells` (`step`, `text`, `verdict`, `fails`, `width`, `height`).
    func rows(for component: ComponentDefinition) -> [MustacheValue] {
        let own = report.results.filter { $0.component == component.name }
        var rows: [MustacheValue] = []
        for (_, target) in own.groupedInOrder(by: \.selector) {
            guard let first = target.first else { continue }
            // Shown columns with the same sizes at every step share a row.
            let shown = columns.enumerated().map { index, column in (index, column, target.filter { $0.permutation == column.choices }) }.filter { !$0.2.isEmpty }
            for (_, same) in shown.groupedInOrder(by: { $0.2.map { "\($0.width ?? -1) \($0.height)" }.joined(separator: ",") }) {
                guard let results = same.first?.2 else { continue }
                let variants = first.variants.map { name in component.variants.first { $0.name == name }?.label ?? name }
                rows.append([
                    "name": .string(first.target), "selector": .string(first.selector),
                    "drawnIn": .string(variants.isEmpty ? "" : "in " + variants.joined(separator: ", ")),
                    "permutations": .string(same.count == columns.count ? (columns.count == 1 ? "" : "every column") : same.map { $0.1.label }.joined(separator: ", ")),
                    "columns": .string(same.map { String($0.0) }.joined(separator: " ")),
                    // The matrix groups that draw it (`matrix-1` the default): every group when it names none.
                    "groups": .string(groups(of: first, in: component)),
                    "widthNote": results.contains { $0.width != nil } ? .null : .string(Self.widthNote(first, catalog: catalog)),
                    "cells": .list(ContentSizeCategory.allCases.map { step in cell(results.first { $0.step == step }, step: step) }),
                ])
            }
        }
        return rows
    }

    private func groups(of result: TouchTargetResult, in component: ComponentDefinition) -> String {
        let cases: [String?] = [nil] + ComponentMatrix.inMatrix(component).map(\.name)
        return cases.enumerated().filter { _, name in result.variants.isEmpty || name.map(result.variants.contains) ?? false }
            .map { index, _ in "matrix-\(index + 1)" }.joined(separator: " ")
    }

    private func cell(_ result: TouchTargetResult?, step: ContentSizeCategory) -> MustacheValue {
        guard let result else { return ["step": .string(step.rawValue), "text": .string("–"), "verdict": .string(""), "fails": .bool(false), "height": .string(""), "width": .string("")] }
        return [
            "step": .string(step.rawValue),
            "text": .string(TouchTargetReport.sizeText(width: result.width, height: result.height)),
            "verdict": .string(result.passes ? "passes" : "under 44"),
            "fails": .bool(!result.passes),
            "height": .string(TouchTargetReport.number(result.height)),
            "width": .string(result.width.map(TouchTargetReport.number) ?? ""),
        ]
    }

    /// Why a target's width is not given: a text button's follows its label, a row fills its container.
    static func widthNote(_ result: TouchTargetResult, catalog: ComponentCatalog) -> String {
        "width: " + (result.size.widthFollows ?? "follows its content")
    }
}
