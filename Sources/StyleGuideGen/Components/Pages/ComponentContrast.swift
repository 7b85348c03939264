/// The contrast rows of a component's page: each pair its stylesheets declare (its own, its base's
/// and those of the components it includes, as the previews draw them), with the ratio and the
/// verdict in every shown column.
struct ComponentContrast {
    let report: ContrastReport
    let columns: [PermutationColumn]

    func rows(for component: ComponentDefinition) -> [MustacheValue] {
        let drawn = Set([component.name] + component.parts)
        let results = report.results.filter { result in result.sources.contains { $0.component.map(drawn.contains) ?? false } }
        let pairs = results.groupedInOrder { "\($0.foreground) on \($0.background) \($0.level.rawValue) \($0.apca?.minimum ?? 0)" }
        return pairs.compactMap { _, pair in
            guard let first = pair.first else { return nil }
            return [
                "foreground": .string(first.foreground), "background": .string(first.background), "level": .string(first.requirementText),
                "cells": .list(columns.map { column in cell(pair.first { column.matches($0.inputs) }) }),
            ]
        }
    }

    private func cell(_ result: ContrastResult?) -> MustacheValue {
        guard let result else { return ["text": .string("–"), "fails": .bool(false)] }
        // The ratio's verdict, then APCA's Lc and, where a minimum applies, at which text sizes it fails.
        let text = "\(ContrastFormat.ratio(result.ratio)):1 \(result.wcagVerdict); \(APCAFormat.lc(result.lc))" + (result.apcaVerdict.map { " \($0)" } ?? "")
        return ["text": .string(text), "fails": .bool(!result.passes)]
    }
}
