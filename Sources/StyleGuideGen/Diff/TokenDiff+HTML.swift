/// The review as a page of the site, rendered through `templates/pages/diff.html`.
extension TokenDiff {
    /// The template the page renders with.
    public static let templateName = "pages/diff"

    /// The page's HTML. `path` is where it is written, relative to the site root (for relative links).
    public func html(templates: SiteTemplates, siteTitle: String, path: String = "diff.html") throws(DiagnosticError) -> String {
        try templates.render(Self.templateName, pageData(siteTitle: siteTitle, path: path))
    }

    /// Everything the template sees (values are plain text; the template escapes them).
    func pageData(siteTitle: String, path: String) -> MustacheValue {
        let root = PageContext.rootPrefix(for: path)
        let groups = groupedEntries
        let touched = touchedComponents
        return [
            "site": ["title": .string(siteTitle), "hasTokens": false, "date": .null],
            "page": ["title": "Token changes", "description": .string("What changed between \(baseLabel) and \(headLabel)"), "isHome": false],
            "root": .string(root),
            "nav": ["sections": .list([])],
            "switchers": ["axes": .list([])],
            "diff": [
                "baseLabel": .string(baseLabel),
                "headLabel": .string(headLabel),
                "summary": .string(permutationSummary),
                "isEmpty": .bool(isEmpty),
                "counts": .list(counts(groups, touched: touched.count)),
                "hasContrast": .bool(!contrast.isEmpty),
                "contrast": .list(contrast.map { crossingData($0, root: root) }),
                "sections": .list(TokenChangeKind.allCases.compactMap { kind in
                    section(kind, groups.filter { $0.kind == kind }, root: root)
                }),
                "hasOneSided": .bool(permutations.contains { $0.presence != .both }),
                "oneSided": .list(permutations.filter { $0.presence != .both }.map { permutation in
                    let added = permutation.presence == .onlyInHead
                    return ["side": .string(added ? "added" : "removed"), "label": .string(permutation.label),
                            "count": .int(added ? permutation.headTokenCount : permutation.baseTokenCount)]
                }),
                "hasComponents": .bool(!touched.isEmpty),
                "components": .list(touched.map { item in
                    ["name": .string(item.component), "href": .string(Self.matrixLink(item.component, root: root)),
                     "tokens": .list(item.tokens.map(MustacheValue.string))]
                }),
            ],
        ]
    }

    /// `components/NAME.html#matrix` from the page's folder.
    static func matrixLink(_ component: String, root: String) -> String {
        "\(root)components/\(component).html#matrix"
    }

    private func counts(_ groups: [GroupedDiffEntry], touched: Int) -> [MustacheValue] {
        var items: [MustacheValue] = [["id": "contrast", "label": "contrast crossings", "count": .int(contrast.count)]]
        for kind in TokenChangeKind.allCases {
            items.append(["id": .string(kind.rawValue), "label": .string(kind.rawValue), "count": .int(groups.filter { $0.kind == kind }.count)])
        }
        items.append(["id": "components", "label": "components touched", "count": .int(touched)])
        return items
    }

    private func crossingData(_ crossing: ContrastCrossing, root: String) -> MustacheValue {
        let direction = crossing.startsFailing ? "fail" : crossing.startsPassing ? "pass" : "shift"
        return [
            "foreground": .string(crossing.foreground),
            "background": .string(crossing.background),
            "level": .string(crossing.level.rawValue),
            "permutation": .string(crossing.permutation),
            "direction": .string(direction),
            "measurements": .list([crossing.before, crossing.after].map { measurement in
                guard let measurement else { return ["measured": false] }
                return ["measured": true, "ratio": .string(DiffValueText.ratio(measurement.ratio)),
                        "verdict": .string(measurement.passes ? "pass" : "fail")]
            }),
            "crossed": .string(crossing.crossed.map(DiffValueText.threshold).joined(separator: ", ")),
            "components": componentLinks(crossing.components, root: root),
        ]
    }

    private func section(_ kind: TokenChangeKind, _ groups: [GroupedDiffEntry], root: String) -> MustacheValue? {
        guard !groups.isEmpty else { return nil }
        return [
            "id": .string(kind.rawValue),
            "title": .string(Self.title(kind)),
            "count": .int(groups.count),
            "entries": .list(groups.map { group in
                let entry = group.entry
                return [
                    "kind": .string(kind.rawValue),
                    "name": .string((entry.after ?? entry.before)?.name ?? ""),
                    "oldName": kind == .renamed ? .string(entry.before?.name ?? "") : .null,
                    "rows": .int(group.variants.count),
                    "variants": .list(group.variants.enumerated().map { index, variant in
                        [
                            "isFirst": .bool(index == 0),
                            "follows": variant.entry.follows.map(MustacheValue.string) ?? .null,
                            "values": .list([DiffValueDrawing.data(variant.entry.before), DiffValueDrawing.data(variant.entry.after)]),
                            "permutations": .string(variant.permutations),
                        ]
                    }),
                    "components": componentLinks(group.components, root: root),
                ]
            }),
        ]
    }

    private func componentLinks(_ names: [String], root: String) -> MustacheValue {
        .list(names.map { ["name": .string($0), "href": .string(Self.matrixLink($0, root: root))] })
    }
}

/// A value's drawing for the page: a swatch, a bar, a specimen or a preview box, from typed data only.
enum DiffValueDrawing {
    /// Widest bar drawn, in px: larger sizes are capped (the text gives the size).
    static let maxBarWidth = 480.0

    static func data(_ token: DiffToken?) -> MustacheValue {
        guard let token else { return ["present": false] }
        let text = DiffValueText.text(token.value)
        var data: [String: MustacheValue] = [
            "present": true,
            "text": .string(text),
            "type": .string(token.value.typeName),
            "alias": token.aliasName.map { .string("{\($0)}") } ?? .null,
            "isColor": false, "isDimension": false, "isTypography": false, "drawingStyle": .null,
        ]
        switch token.value {
        case .color(let color):
            data["isColor"] = true
            data["swatchStyle"] = .string(TokenCSS.swatch(color))
            data["hex"] = .string(DiffValueText.hex(color))
            // The colour's own CSS is shown only when it says more than its hex.
            if text == DiffValueText.hex(color) { data["text"] = .null }
        case .dimension(let dimension):
            data["isDimension"] = true
            data["barWidth"] = .string(TokenNumberText.px(min(max(dimension.points, 0), maxBarWidth)))
        case .typography(let type):
            data["isTypography"] = true
            data["specimenStyle"] = .string(TokenCSS.specimen(family: type.fontFamily, weight: type.fontWeight.weight, size: type.fontSize.points,
                                                              lineHeight: type.fontSize.points * type.lineHeight, letterSpacing: type.letterSpacing.points))
        case .shadow(let layers): data["drawingStyle"] = .string("box-shadow: \(TokenCSS.shadow(layers))")
        case .border(let border): data["drawingStyle"] = .string("border: \(TokenCSS.border(border))")
        case .gradient(let stops): data["drawingStyle"] = .string("background: \(TokenCSS.gradient(stops))")
        default: break
        }
        return .object(data)
    }
}
