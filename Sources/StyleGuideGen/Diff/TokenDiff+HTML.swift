/// The review as a page of the site, rendered through `templates/pages/diff.html`.
extension TokenDiff {
    /// The template the page renders with.
    public static let templateName = "pages/diff"

    /// The stylesheet the page's before/after previews read, beside the page.
    public static let reviewStylesheetPath = "assets/diff-tokens.css"

    /// The page of two token projects compared under one set of templates (`compare(base:head:templates:config:)`):
    /// `catalog` draws the components before and after.
    public func html(templates: SiteTemplates, catalog: ComponentCatalog, siteTitle: String, path: String = "diff.html") throws(DiagnosticError) -> String {
        let previews = ComponentPreviewRenderer(catalog: catalog, templates: templates, axes: axes)
        return try html(templates: templates, previews: (previews, previews), siteTitle: siteTitle, path: path)
    }

    /// The page's HTML. `path` is where it is written, relative to the site root (for relative links);
    /// `previews` draw the components before and after.
    func html(templates: SiteTemplates, previews: (base: ComponentPreviewRenderer, head: ComponentPreviewRenderer), siteTitle: String,
              path: String = "diff.html") throws(DiagnosticError) -> String {
        let drawing = ReviewDrawing(base: previews.base, head: previews.head)
        let reviewData = try reviews.map { review throws(DiagnosticError) in try drawing.data(review, root: PageContext.rootPrefix(for: path)) }
        return try templates.render(Self.templateName, pageData(siteTitle: siteTitle, path: path, reviews: reviewData))
    }

    /// Everything the template sees (values are plain text; the template escapes them).
    func pageData(siteTitle: String, path: String, reviews reviewData: [MustacheValue] = []) -> MustacheValue {
        let root = PageContext.rootPrefix(for: path)
        let groups = groupedEntries
        let touched = touchedComponents
        let crossings = contrastGroups
        let describer = PermutationDescriber(permutations)
        let unchanged = touched.filter { review(of: $0.component) == nil }
        return [
            "site": ["title": .string(siteTitle), "hasTokens": false, "date": .null],
            "page": ["title": "Changes", "description": .string("What changed between \(baseLabel) and \(headLabel)"), "isHome": false,
                     "scopedComponents": true],
            "root": .string(root),
            "nav": ["sections": .list([])],
            "switchers": ["axes": .list([])],
            "diff": [
                "baseLabel": .string(baseLabel),
                "headLabel": .string(headLabel),
                "summary": .string(permutationSummary),
                "isEmpty": .bool(isEmpty),
                "counts": .list(counts(groups, crossings: crossings.count, touched: touched.count)),
                "hasContrast": .bool(!crossings.isEmpty),
                "contrast": .list(crossings.map { crossingData($0, describer: describer, root: root) }),
                "sections": .list(TokenChangeKind.allCases.compactMap { kind in
                    section(kind, groups.filter { $0.kind == kind }, describer: describer, root: root)
                }),
                "hasOneSided": .bool(permutations.contains { $0.presence != .both }),
                "oneSided": .list(permutations.filter { $0.presence != .both }.map { permutation in
                    let added = permutation.presence == .onlyInHead
                    let count = added ? permutation.headTokenCount : permutation.baseTokenCount
                    return ["side": .string(added ? "added" : "removed"), "label": .string(permutation.label),
                            "count": .int(count), "noun": .string(Counted.noun(count, "token"))]
                }),
                "hasComponents": .bool(!touched.isEmpty),
                "reviewStylesheet": .string(root + Self.reviewStylesheetPath),
                "configuration": configuration.map(ReviewDrawing.fileData) ?? .null,
                "reviews": .list(reviewData),
                "hasUnchanged": .bool(!unchanged.isEmpty),
                "unchanged": .list(unchanged.map { item in
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

    /// Each count links to its section; a zero has none to link to.
    private func counts(_ groups: [GroupedDiffEntry], crossings: Int, touched: Int) -> [MustacheValue] {
        var items: [(id: String, label: String, count: Int)] = [("contrast", "contrast crossings", crossings)]
        items += TokenChangeKind.allCases.map { kind in (kind.rawValue, kind.rawValue, groups.filter { $0.kind == kind }.count) }
        items.append(("components", "components touched", touched))
        return items.map { ["id": .string($0.id), "label": .string($0.label), "count": .int($0.count), "linked": .bool($0.count > 0)] }
    }

    private func crossingData(_ group: CrossingGroup, describer: PermutationDescriber, root: String) -> MustacheValue {
        let inputs = group.crossings[0].inputs
        return [
            "foreground": .string(group.foreground),
            "background": .string(group.background),
            "level": .string(group.level.rawValue),
            "permutations": permutationData(group.permutations, group.permutationIndices, describer: describer),
            "direction": .string(group.startsFailing ? "fail" : group.startsPassing ? "pass" : "shift"),
            "measurements": .list([group.before, group.after].map { side in
                guard let side else { return ["measured": false] }
                return ["measured": true, "ratio": .string(side.ratios), "lc": .string(side.lcs), "verdict": .string(side.passes ? "pass" : "fail"),
                        "meets": side.meets.map { .string($0.rawValue) } ?? .null, "apca": side.apca.map(MustacheValue.string) ?? .null]
            }),
            "components": .list(group.components.map { component in
                ["name": .string(component), "href": .string(reviewLink(component, inputs: inputs) ?? Self.matrixLink(component, root: root))]
            }),
        ]
    }

    /// Where a change occurs: the short text, and the labels when the text only counts them.
    private func permutationData(_ text: String, _ indices: [Int], describer: PermutationDescriber) -> MustacheValue {
        ["text": .string(text), "labels": describer.countedLabels(indices).map { ["list": .list($0.map(MustacheValue.string))] } ?? .null]
    }

    /// The component's before and after, when the change alters how it looks.
    func review(of component: String) -> ComponentReview? {
        reviews.first { $0.component == component }
    }

    /// `#review-NAME-N`: the group drawing the component in the permutation with these choices.
    func reviewLink(_ component: String, inputs: [ModifierChoice]) -> String? {
        guard let review = review(of: component) else { return nil }
        let index = review.groups.firstIndex { group in group.columns.contains { $0.matches(inputs) } }
        return "#" + (index.map(review.anchor(ofGroup:)) ?? review.anchor)
    }

    /// A kind's table: a row group per root change, its followers folded under it.
    private func section(_ kind: TokenChangeKind, _ groups: [GroupedDiffEntry], describer: PermutationDescriber, root: String) -> MustacheValue? {
        guard !groups.isEmpty else { return nil }
        return [
            "id": .string(kind.rawValue),
            "title": .string(Self.title(kind)),
            "count": .int(groups.count),
            "entries": .list(rooted(groups).enumerated().map { index, change in
                let group = change.root, entry = group.entry
                return [
                    "kind": .string(kind.rawValue),
                    "anchor": .string(Self.anchor(kind, index)),
                    "name": .string((entry.after ?? entry.before)?.name ?? ""),
                    "oldName": kind == .renamed ? .string(entry.before?.name ?? "") : .null,
                    "rows": .int(group.variants.count),
                    "variants": .list(group.variants.enumerated().map { index, variant in
                        [
                            "isFirst": .bool(index == 0),
                            "follows": variant.entry.follows.map(MustacheValue.string) ?? .null,
                            "values": .list([DiffValueDrawing.data(variant.entry.before), DiffValueDrawing.data(variant.entry.after)]),
                            "permutations": permutationData(variant.permutations, variant.permutationIndices, describer: describer),
                        ]
                    }),
                    "components": componentLinks(change.components, root: root),
                    "followers": change.followers.isEmpty ? .null : [
                        "count": .int(change.followers.count),
                        "noun": .string(change.followers.count == 1 ? "token that aliases it" : "tokens that alias it"),
                        "list": .list(change.followers.map { follower in
                            [
                                "name": .string(follower.paths[0]),
                                "variants": .list(follower.variants.map { variant in
                                    ["alias": variant.entry.after?.aliasName.map { .string("{\($0)}") } ?? .null, "permutations": .string(variant.permutations)]
                                }),
                                "components": componentLinks(follower.components, root: root),
                            ]
                        }),
                    ],
                ]
            }),
        ]
    }

    /// Each component's before/after on this page, or its matrix when the change does not alter how it looks.
    private func componentLinks(_ names: [String], root: String) -> MustacheValue {
        .list(names.map { name in
            ["name": .string(name), "href": .string(review(of: name).map { "#" + $0.anchor } ?? Self.matrixLink(name, root: root))]
        })
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
