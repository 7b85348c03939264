/// `tokens/colors.html`: a table per token group, one row per colour token and
/// one column per permutation; each cell a swatch with its hex and CSS value,
/// the alias it follows, and its contrast on the backgrounds it is drawn on.
/// Then every contrast pair in every permutation.
struct ColorsPage {
    let catalog: TokenCatalog
    let scope: TokenPageScope
    let contrast: ContrastReport
    /// Contrast results by foreground token and permutation, in report order.
    private let resultsByCell: [ResultCell: [ContrastResult]]

    private struct ResultCell: Hashable {
        var foreground: String
        var permutation: Int
    }

    init(catalog: TokenCatalog, scope: TokenPageScope = TokenPageScope(kind: .colors), contrast: ContrastReport) {
        self.catalog = catalog
        self.scope = scope
        self.contrast = contrast
        var index: [ResultCell: [ContrastResult]] = [:]
        for result in contrast.results {
            index[ResultCell(foreground: result.foreground, permutation: result.permutationIndex), default: []].append(result)
        }
        resultsByCell = index
    }

    func page() -> SitePage? {
        let entries = catalog.entries(in: scope)
        guard !entries.isEmpty || catalog.groupPages[scope.kind] != nil else { return nil }
        var ids = UniqueIDs()
        var headings: [Heading] = []
        let sections: [MustacheValue] = entries.groupedInOrder(by: TokenCatalog.parentGroup).map { group, members in
            let title = group.isEmpty ? "Ungrouped" : group
            let id = ids.make("group-" + CSSNaming.kebab(title))
            headings.append(Heading(level: 2, text: title, id: id, line: 0))
            if let steps = ColorRamp.steps(members) {
                return ["id": .string(id), "title": .string(title), "ramp": ColorRamp.data(steps, catalog: catalog), "rows": .list([])]
            }
            return ["id": .string(id), "title": .string(title), "ramp": .null, "rows": .list(members.map(row))]
        }
        var data: [String: MustacheValue] = ["groups": .list(sections), "permutations": permutationHeaders(), "contrast": .null,
                                             "live": .bool(!catalog.shown.isAll)].merging(catalog.header(of: scope)) { _, header in header }
        // The pairs are shown once: on the kind's own page.
        if !contrast.results.isEmpty, scope.group == nil {
            let id = ids.make("contrast-pairs")
            headings.append(Heading(level: 2, text: "Contrast pairs", id: id, line: 0))
            data["contrast"] = ["id": .string(id), "pairs": .list(contrastRows())]
        }
        return SitePage(outputPath: scope.outputPath, title: scope.title,
                        description: scope.describe("Every colour token in \(catalog.shown.phrase), with its contrast on the backgrounds it is drawn on."),
                        template: TokenPageKind.colors.template, data: data, headings: headings)
    }

    /// Column headers: one per permutation, each modifier choice on its own line.
    private func permutationHeaders() -> MustacheValue {
        .list(catalog.shown.indices.map { index in
            let inputs = catalog.project.permutations[index].inputs
            return [
                "label": .string(catalog.label(ofPermutation: index)),
                "inputs": .list(inputs.isEmpty ? [["modifier": .null, "context": "Default"]] : inputs.map { ["modifier": .string($0.modifier), "context": .string($0.context)] }),
            ]
        })
    }

    private func row(_ entry: TokenCatalog.Entry) -> MustacheValue {
        let tokens = catalog.tokens(entry.name)
        let first = tokens.compactMap { $0 }.first
        let data = TokenEntryData(catalog: catalog)
        return [
            "token": first.map { data.entry($0) } ?? .null,
            "liveStyle": .string("background: var(--" + TokenPropertyNames.propertyName(for: entry.path, in: catalog.names) + ")"),
            "cells": .list(catalog.shown.indices.map { index in cell(tokens[index], name: entry.name, permutation: index) }),
        ]
    }

    private func cell(_ token: ResolvedToken?, name: String, permutation: Int) -> MustacheValue {
        guard let token, case .color(let value) = token.value else { return ["missing": true] }
        let color = value.tokenColor
        let hex = color.sRGBFallbackHex
        let css = TokenCSS.wideColor(value)
        let results = resultsByCell[ResultCell(foreground: name, permutation: permutation)] ?? []
        return [
            "missing": false,
            "swatchStyle": .string(TokenCSS.swatch(value)),
            "hex": .string(hex),
            "css": css == hex ? .null : .string(css),
            "outOfGamut": .bool(!color.isInSRGBGamut),
            "alias": TokenEntryData(catalog: catalog).alias(token),
            "contrast": .list(results.map(contrastEntry)),
            "hasContrast": .bool(!results.isEmpty),
        ]
    }

    private func contrastEntry(_ result: ContrastResult) -> MustacheValue {
        .object(result.verdictData.merging([
            "missing": false,
            "background": .string(result.background),
            "backgroundHref": catalog.href(result.background).map(MustacheValue.string) ?? .null,
        ]) { $1 })
    }

    /// One row per pair (foreground on background at a level), one cell per permutation.
    private func contrastRows() -> [MustacheValue] {
        var order: [ContrastRequirementKey] = []
        var cells: [ContrastRequirementKey: [Int: ContrastResult]] = [:]
        for result in contrast.results {
            let key = ContrastRequirementKey(result)
            if cells[key] == nil { order.append(key) }
            cells[key, default: [:]][result.permutationIndex] = result
        }
        return order.map { key in
            let byPermutation = cells[key] ?? [:]
            let sources = byPermutation.values.first?.sources ?? []
            return [
                "foreground": .string(key.foreground),
                "foregroundHref": catalog.href(key.foreground).map(MustacheValue.string) ?? .null,
                "background": .string(key.background),
                "backgroundHref": catalog.href(key.background).map(MustacheValue.string) ?? .null,
                "level": .string(key.wcagLevel.rawValue),
                "required": .string(CSSNumberFormat.string(key.wcagLevel.minimumRatio)),
                "sources": .string(sources.map(\.description).joined(separator: ", ")),
                "cells": .list(catalog.shown.indices.map { index in
                    byPermutation[index].map { contrastEntry($0) } ?? ["missing": true]
                }),
            ]
        }
    }
}
