/// `tokens/typography.html`: the type scale (every typography token at every
/// step, size/line height in points), then a section per token with its
/// properties and a specimen drawn at each step.
struct TypographyPage {
    let catalog: TokenCatalog
    var scope = TokenPageScope(kind: .typography)
    static let specimenText = "Airplane Mode"

    func page() -> SitePage? {
        let entries = catalog.entries(in: scope)
        guard !entries.isEmpty || catalog.groupPages[scope.kind] != nil else { return nil }
        let data = TokenEntryData(catalog: catalog)
        var ids = UniqueIDs()
        for entry in entries { _ = ids.make(entry.anchor) }
        let scaleID = ids.make("type-scale")
        var headings = [Heading(level: 2, text: "Type scale", id: scaleID, line: 0)]
        var scaleRows: [MustacheValue] = []
        var sections: [MustacheValue] = []
        for entry in entries {
            let variants = catalog.variants(entry.name)
            guard let shown = variants.first(where: { $0.permutations.contains(catalog.project.defaultIndex) }) ?? variants.first,
                  case .typography(let value) = shown.token.value else { continue }
            headings.append(Heading(level: 2, text: entry.name, id: entry.anchor, line: 0))
            scaleRows.append([
                "name": .string(entry.name),
                "href": .string("#" + entry.anchor),
                "scope": variants.count > 1 ? data.scope(shown) : .null,
                "cells": .list(TypeScale.entries(value, rule: shown.token.dynamicType).map { ["size": .string(TokenNumberText.points($0.size)), "lineHeight": .string(TokenNumberText.points($0.lineHeight))] }),
            ])
            sections.append([
                "id": .string(entry.anchor),
                "token": data.entry(shown.token, anchored: false),
                "variants": .list(variants.map { variant(data, $0) }),
            ])
        }
        if scaleRows.isEmpty { headings.removeFirst() }
        return SitePage(outputPath: scope.outputPath, title: scope.title,
                        description: scope.describe("Every typography token at every Dynamic Type step, in points, with specimens."),
                        template: TokenPageKind.typography.template,
                        data: ["scale": scaleRows.isEmpty ? .null : ["id": .string(scaleID), "steps": Self.steps, "rows": .list(scaleRows)],
                               "tokens": .list(sections)].merging(catalog.header(of: scope)) { _, header in header },
                        headings: headings)
    }

    static var steps: MustacheValue { .list(ContentSizeCategory.allCases.map { ["name": .string($0.rawValue)] }) }

    private func variant(_ data: TokenEntryData, _ variant: TokenVariant) -> MustacheValue {
        guard case .typography(let value) = variant.token.value else { return .null }
        let family = TokenCSS.fontFamily(value.fontFamily)
        return [
            "scope": data.scope(variant),
            "alias": data.alias(variant.token),
            "family": .string(value.fontFamily.joined(separator: ", ")),
            "weight": .string(CSSNumberFormat.string(value.fontWeight.weight) + (value.fontWeight.keyword.map { " (\($0))" } ?? "")),
            "letterSpacing": .string(TokenNumberText.points(value.letterSpacing.points) + " pt"),
            "lineHeight": .string(CSSNumberFormat.string(value.lineHeight, fractionDigits: 4)),
            "rule": .string(TypeScale.ruleDescription(variant.token.dynamicType)),
            "rows": .list(TypeScale.entries(value, rule: variant.token.dynamicType).map { entry in
                [
                    "step": .string(entry.step.rawValue),
                    "size": .string(TokenNumberText.points(entry.size)),
                    "lineHeight": .string(TokenNumberText.points(entry.lineHeight)),
                    "style": .string(TokenCSS.specimen(familyCSS: family, weight: value.fontWeight.weight, size: entry.size,
                                                       lineHeight: entry.lineHeight, letterSpacing: value.letterSpacing.points)),
                    "text": .string(Self.specimenText),
                ]
            }),
        ]
    }
}
