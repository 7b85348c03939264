/// Builds the page of each component: its doc, the matrix of live previews
/// (one row per text-size step, one column per permutation), its variants,
/// the tokens it reads with their values, and its markup.
struct ComponentPageBuilder {
    let previews: ComponentPreviewRenderer
    let stylesheet: TokenStylesheet?
    /// Rendered `docs/components/NAME.md`, by component name.
    let docs: [String: DocPage]
    var parallel = true

    static let folder = "components"

    func pages() throws(DiagnosticError) -> [SitePage] {
        let columns = PermutationColumn.all(for: previews.axes)
        let anatomyValues = AnatomyValues(stylesheet: stylesheet, columns: columns)
        let results = previews.catalog.components.concurrentMap(parallel: parallel) { component in
            Result { () throws(DiagnosticError) -> SitePage in try page(for: component, columns: columns, anatomyValues: anatomyValues) }
        }
        var pages: [SitePage] = []
        for result in results { pages.append(try result.get()) }
        if let screen = try screenPage() { pages.append(screen) }
        return pages
    }

    /// The Settings screen alone, following the page's switchers.
    private func screenPage() throws(DiagnosticError) -> SitePage? {
        guard previews.catalog["settings-screen"] != nil else { return nil }
        let markup = try previews.markup(PreviewRequest(component: "settings-screen", pinned: false))
        return SitePage(outputPath: "\(Self.folder)/settings-screen-live.html", title: "Settings screen, live",
                        description: "The whole screen, switching theme, appearance and text size.",
                        template: "pages/screen", data: ["screen": .string(markup)])
    }

    private func page(for component: ComponentDefinition, columns: [PermutationColumn], anatomyValues: AnatomyValues) throws(DiagnosticError) -> SitePage {
        var rows: [MustacheValue] = []
        for step in ContentSizeCategory.allCases {
            var cells: [MustacheValue] = []
            for column in columns {
                let request = PreviewRequest(component: component.name, step: step, permutation: column.choices)
                cells.append(["preview": .string(try previews.canvas(request)), "label": .string("\(step.rawValue), \(column.label)")])
            }
            rows.append(["step": .string(step.rawValue), "isDefault": .bool(step == .standard), "cells": .list(cells)])
        }
        var variants: [MustacheValue] = []
        for variant in component.variants {
            let request = PreviewRequest(component: component.name, variant: variant.name)
            variants.append(["name": .string(variant.name), "preview": .string(try previews.canvas(request))])
        }
        let doc = docs[component.name]
        let markup = try previews.markup(PreviewRequest(component: component.name))
        var headings = [Heading(level: 1, text: component.title, id: "top", line: 0)]
        headings += (doc?.headings ?? []).filter { $0.level > 1 }
        headings += [
            Heading(level: 2, text: "Every text size, every permutation", id: "matrix", line: 0),
            Heading(level: 2, text: "Variants", id: "variants", line: 0),
            Heading(level: 2, text: "Tokens it reads", id: "anatomy", line: 0),
            Heading(level: 2, text: "Markup", id: "markup", line: 0),
        ].filter { $0.id != "variants" || !variants.isEmpty }
        return SitePage(
            outputPath: "\(Self.folder)/\(component.name).html",
            title: component.title,
            description: component.description.isEmpty ? nil : component.description,
            template: "pages/component",
            data: [
                "component": ["name": .string(component.name), "title": .string(component.title), "description": .string(component.description)],
                "doc": doc.map { .string($0.html) } ?? .null,
                "columns": .list(columns.map { ["label": .string($0.label)] }),
                "rows": .list(rows),
                "variants": .list(variants),
                "hasVariants": .bool(!variants.isEmpty),
                "anatomy": .list(ComponentAnatomy(component: component, columns: columns, value: anatomyValues.value).rows()),
                "markup": .string(markup),
            ],
            headings: headings)
    }
}
