/// `tokens/colors.html`: a table per token group, one row per colour token and
/// one column per permutation; each cell a swatch with its hex and CSS value,
/// the alias it follows, and its contrast on the backgrounds it is drawn on.
/// Then every contrast pair in every permutation.
struct ColorsPage {
    let catalog: TokenCatalog
    let scope: TokenPageScope
    let contrast: ContrastReport
    let colorVision: ColorVisionReport
    /// Contrast results by foreground token and permutation, in report order.
    private let resultsByCell: [ResultCell: [ContrastResult]]

    private struct ResultCell: Hashable {
        var foreground: String
        var permutation: Int
    }

    init(catalog: TokenCatalog, scope: TokenPageScope = TokenPageScope(kind: .colors), contrast: ContrastReport, colorVision: ColorVisionReport = ColorVisionReport()) {
        self.catalog = catalog
        self.scope = scope
        self.contrast = contrast
        self.colorVision = colorVision
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
        data["colorVision"] = .null
        if !colorVision.results.isEmpty, scope.group == nil {
            let id = ids.make("color-vision-pairs")
            headings.append(Heading(level: 2, text: "Colour vision", id: id, line: 0))
            data["colorVision"] = colorVisionData(id: id)
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

    /// One row per pair and simulation (and the pair as it is), one cell per permutation: the distance
    /// in OKLab and the two colours as seen, in text.
    private func colorVisionData(id: String) -> MustacheValue {
        var byPair: [ColorVisionReport.Pair: [Int: ColorVisionReport.Result]] = [:]
        for result in colorVision.results { byPair[result.pair, default: [:]][result.permutationIndex] = result }
        let minimum = ColorFormat.distance(colorVision.minimumDistance)
        let judged = colorVision.simulations.map(\.rawValue)
        let pairs: [MustacheValue] = colorVision.pairs.compactMap { pair in
            guard let results = byPair[pair] else { return nil }
            let views: [ColorVisionSimulation?] = [nil] + ColorVisionSimulation.allCases
            let rows: [MustacheValue] = views.map { simulation in
                [
                    "isFirst": .bool(simulation == nil), "span": .string(String(views.count)),
                    "view": .string(simulation?.title ?? "As they are"),
                    "judged": .bool(simulation.map { colorVision.simulations.contains($0) } ?? false),
                    "cells": .list(catalog.shown.indices.map { index -> MustacheValue in
                        guard let result = results[index] else { return ["missing": true] }
                        guard let simulation, let seen = result.simulated.first(where: { $0.simulation == simulation }) else {
                            return ["missing": false, "distance": .string(ColorFormat.distance(result.distance)), "first": .string(result.firstHex),
                                    "second": .string(result.secondHex), "verdict": .null, "fails": false]
                        }
                        return ["missing": false, "distance": .string(ColorFormat.distance(seen.distance)), "first": .string(seen.firstHex),
                                "second": .string(seen.secondHex), "fails": .bool(!seen.passes),
                                "verdict": .string(!seen.judged ? "not judged" : seen.passes ? "apart" : "too close")]
                    }),
                ]
            }
            return [
                "first": .string(pair.first), "firstHref": catalog.href(pair.first).map(MustacheValue.string) ?? .null,
                "second": .string(pair.second), "secondHref": catalog.href(pair.second).map(MustacheValue.string) ?? .null,
                "origin": .string(pair.origin.text), "rows": .list(rows),
            ]
        }
        return ["id": .string(id), "minimum": .string(minimum), "judged": .string(judged.joined(separator: ", ")), "pairs": .list(pairs)]
    }
}
