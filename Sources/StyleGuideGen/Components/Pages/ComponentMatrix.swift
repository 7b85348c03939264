/// The matrix of a component page: a group of rows for the default, then one for each state and
/// variant, in the order the metadata names them; a row per text-size step, a cell per shown
/// permutation. Each group is a `<details>` (the default open), so a long matrix reads group by group
/// without script.
struct ComponentMatrix {
    let previews: ComponentPreviewRenderer
    let columns: [PermutationColumn]

    /// The states and variants the matrix draws: all of them, but a `live` component's (a whole
    /// screen), whose default matrix alone is the site's largest page: those are drawn once, at
    /// Large, under Variants.
    static func inMatrix(_ component: ComponentDefinition) -> [ComponentVariant] {
        component.livePage == nil ? component.variants : []
    }

    /// The states and variants drawn once, at Large, below the matrix.
    static func drawnOnce(_ component: ComponentDefinition) -> [ComponentVariant] {
        component.livePage == nil ? [] : component.variants
    }

    /// One Mustache object per group: `title`, `id`, `count`, `isOpen`, `rows` (each `step`,
    /// `isDefault`, `cells` of `preview` and `label`).
    func groups(of component: ComponentDefinition) throws(DiagnosticError) -> [MustacheValue] {
        var groups: [MustacheValue] = []
        let cases: [ComponentVariant?] = [nil] + Self.inMatrix(component)
        for (index, variant) in cases.enumerated() {
            groups.append([
                "title": .string(variant.map { "\(Self.kindTitle($0.kind)): \($0.name)" } ?? "Default"),
                "id": .string("matrix-\(index + 1)"),
                "count": .string(Self.count(ContentSizeCategory.allCases.count * columns.count)),
                "isOpen": .bool(variant == nil),
                "rows": .list(try rows(of: component, variant: variant)),
            ])
        }
        return groups
    }

    private func rows(of component: ComponentDefinition, variant: ComponentVariant?) throws(DiagnosticError) -> [MustacheValue] {
        var rows: [MustacheValue] = []
        for step in ContentSizeCategory.allCases {
            var cells: [MustacheValue] = []
            for column in columns {
                let request = PreviewRequest(component: component.name, step: step, permutation: column.choices, variant: variant?.name)
                // Each cell names all three coordinates: a screen reader reaching it alone learns where it is.
                let label = "\(step.rawValue), \(column.label), \(variant?.label ?? "default")"
                cells.append(["preview": .string(try previews.canvas(request)), "label": .string(label)])
            }
            rows.append(["step": .string(step.rawValue), "isDefault": .bool(step == .standard), "cells": .list(cells)])
        }
        return rows
    }

    static func kindTitle(_ kind: ComponentVariant.Kind) -> String {
        switch kind {
        case .state: "State"
        case .variant: "Variant"
        }
    }

    /// `48 previews`, `1 preview`.
    static func count(_ previews: Int) -> String { "\(previews) preview\(previews == 1 ? "" : "s")" }
}
