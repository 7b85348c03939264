/// `tokens/dimensions.html`: spacing, sizes and radii, each drawn (a bar, or a
/// rounded square for radii), grouped by their top-level group; then every
/// dimension that follows the text size, at each of the 12 steps.
struct DimensionsPage {
    let catalog: TokenCatalog
    var scope = TokenPageScope(kind: .dimensions)

    func page() -> SitePage? {
        let entries = catalog.entries(in: scope)
        guard !entries.isEmpty || catalog.groupPages[scope.kind] != nil else { return nil }
        let data = TokenEntryData(catalog: catalog)
        var ids = UniqueIDs()
        for entry in entries { _ = ids.make(entry.anchor) }
        var headings: [Heading] = []
        let sections: [MustacheValue] = entries.groupedInOrder(by: { TokenPageSplit.topLevelGroup(of: $0.path) }).map { group, members in
            let title = group.isEmpty ? "Ungrouped" : group
            let id = ids.make("group-" + CSSNaming.kebab(title))
            headings.append(Heading(level: 2, text: title, id: id, line: 0))
            return ["id": .string(id), "title": .string(title), "rows": .list(data.rows(members, extra: Self.drawing))]
        }
        let scaled = scaledRows(entries, data: data)
        if !scaled.isEmpty {
            let id = ids.make("scaled-dimensions")
            headings.append(Heading(level: 2, text: "Scaled with the text size", id: id, line: 0))
            return page(sections: sections, headings: headings, scaled: ["id": .string(id), "steps": TypographyPage.steps, "rows": .list(scaled)])
        }
        return page(sections: sections, headings: headings, scaled: .null)
    }

    private func page(sections: [MustacheValue], headings: [Heading], scaled: MustacheValue) -> SitePage {
        SitePage(outputPath: scope.outputPath, title: scope.title,
                 description: scope.describe("Spacing, sizes and radii, drawn to scale, with their values at every text size."),
                 template: TokenPageKind.dimensions.template,
                 data: ["groups": .list(sections), "scaled": scaled].merging(catalog.header(of: scope)) { _, header in header },
                 headings: headings)
    }

    /// Value text and drawing of one dimension.
    static func drawing(_ token: ResolvedToken) -> [String: MustacheValue] {
        guard case .dimension(let value) = token.value else { return [:] }
        let number = TokenNumberText.points(value.points)
        let written = value.unit == .rem ? "\(CSSNumberFormat.string(value.value)) rem (\(number) pt)" : "\(number) pt"
        let length = TokenNumberText.px(max(value.points, 0))
        let isRadius = token.path.contains { $0.lowercased().contains("radius") || $0.lowercased().contains("radii") || $0.lowercased().contains("corner") }
        return [
            "value": .string(written),
            "rule": .string(TypeScale.ruleDescription(token.dynamicType)),
            "radiusStyle": isRadius ? .string("border-radius: \(length)") : .null,
            "barStyle": isRadius ? .null : .string("width: \(length)"),
        ]
    }

    /// One row per scaling dimension (and value variant): its value at each step.
    private func scaledRows(_ entries: [TokenCatalog.Entry], data: TokenEntryData) -> [MustacheValue] {
        entries.flatMap { entry in
            catalog.variants(entry.name).compactMap { variant -> MustacheValue? in
                guard case .dimension(let value) = variant.token.value,
                      let values = ScaledDimension.values(value, rule: variant.token.dynamicType) else { return nil }
                return [
                    "name": .string(entry.name),
                    "href": .string("#" + entry.anchor),
                    "scope": data.scope(variant),
                    "rule": .string(TypeScale.ruleDescription(variant.token.dynamicType)),
                    "cells": .list(values.map { ["value": .string(TokenNumberText.points($0.points))] }),
                ]
            }
        }
    }
}
