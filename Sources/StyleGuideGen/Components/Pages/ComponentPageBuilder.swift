import Foundation

/// Builds the page of each component: its doc, the matrix of live previews
/// (a group per state and variant, one row per text-size step, one column per
/// permutation), the tokens it reads with their values, and its markup.
struct ComponentPageBuilder {
    let previews: ComponentPreviewRenderer
    let stylesheet: TokenStylesheet?
    /// How each slot is filled; nil for a project without tokens.
    let components: ComponentTokens?
    /// Rendered `docs/components/NAME.md`, by component name.
    let docs: [String: DocPage]
    /// The permutations the matrices show, of how many.
    let columns: [PermutationColumn]
    /// Every declared contrast pair, measured: the page shows those its component draws.
    var contrast = ContrastReport()
    /// Every declared touch target, sized: the page shows its component's under the matrix.
    var touchTargets = TouchTargetReport()
    var parallel = true

    static let folder = "components"

    static func pagePath(of name: String) -> String { "\(folder)/\(name).html" }

    /// The page of a `live` component that follows the switchers.
    static func livePagePath(of name: String) -> String { "\(folder)/\(name)-live.html" }

    func pages() throws(DiagnosticError) -> [SitePage] {
        let anatomyValues = AnatomyValues(stylesheet: stylesheet, columns: columns)
        let results = previews.catalog.components.concurrentMap(parallel: parallel) { component in
            Result { () throws(DiagnosticError) -> SitePage in try page(for: component, columns: columns, anatomyValues: anatomyValues) }
        }
        var pages: [SitePage] = []
        for result in results { pages.append(try result.get()) }
        for component in previews.catalog.components {
            if let description = component.livePage { pages.append(try livePage(component, description: description)) }
        }
        return pages
    }

    /// A component alone on a page (a whole screen), following the page's switchers.
    private func livePage(_ component: ComponentDefinition, description: String) throws(DiagnosticError) -> SitePage {
        let markup = try previews.markup(PreviewRequest(component: component.name, pinned: false))
        var page = SitePage(outputPath: Self.livePagePath(of: component.name), title: "\(component.title), live",
                        description: description, template: "pages/screen", data: ["screen": .string(markup)],
                        tokensStylesheet: tokensStylesheetPath(of: component))
        page.badge = component.status?.title
        return page
    }

    /// Each component's tokens stylesheet: the properties its previews read (its parts' included), those
    /// of every component its doc embeds, and those the site's stylesheets read; none without tokens.
    func tokensStylesheets() -> [OutputFile] {
        guard let stylesheet else { return [] }
        let components = previews.catalog.components
        // What the site's own stylesheets read from the tokens: the preview canvas's background and text.
        let site = previews.templates.files.assets.filter { $0.path.hasSuffix(".css") }.flatMap { StylesheetReferences.tokenProperties(in: $0.text) }
        let sets = components.map { component in
            let shown = [component.name] + (docs[component.name]?.components ?? [])
            return Set((site + shown.flatMap { previews.catalog.previewProperties(of: $0) }).map { "--" + $0 })
        }
        return zip(components, stylesheet.css(keepingEach: sets)).map { component, css in
            OutputFile(path: Self.tokensStylesheetPath(of: component.name), contents: Data(css.utf8))
        }
    }

    static func tokensStylesheetPath(of name: String) -> String { "assets/tokens/\(name).css" }

    private func tokensStylesheetPath(of component: ComponentDefinition) -> String? {
        stylesheet == nil ? nil : Self.tokensStylesheetPath(of: component.name)
    }

    private func page(for component: ComponentDefinition, columns: [PermutationColumn], anatomyValues: AnatomyValues) throws(DiagnosticError) -> SitePage {
        let groups = try ComponentMatrix(previews: previews, columns: columns).groups(of: component)
        var variants: [MustacheValue] = []
        for variant in ComponentMatrix.drawnOnce(component) {
            let request = PreviewRequest(component: component.name, variant: variant.name)
            variants.append(["name": .string(variant.label), "preview": .string(try previews.canvas(request))])
        }
        let doc = docs[component.name]
        let defaulted = components?.defaultedSlots(of: component.name) ?? []
        let contract = contractRows(component)
        let contrastRows = ComponentContrast(report: contrast, columns: columns).rows(for: component)
        let touchRows = ComponentTouchTargets(report: touchTargets, columns: columns, catalog: previews.catalog).rows(for: component)
        let total = PermutationColumn.all(for: previews.axes).count
        let shownNote: MustacheValue = columns.count == total ? .null
            : .string(ShownPermutations.note(showing: columns.count, of: total, held: PermutationColumn.held(in: columns, axes: previews.axes),
                                             live: "The Settings screen's live page follows the switchers."))
        let markup = try previews.markup(PreviewRequest(component: component.name))
        var headings = [Heading(level: 1, text: component.title, id: "top", line: 0)]
        headings += (doc?.headings ?? []).filter { $0.level > 1 }
        headings += [
            Heading(level: 2, text: "Every text size, every permutation", id: "matrix", line: 0),
            Heading(level: 3, text: "Touch targets", id: "touch-targets", line: 0),
            Heading(level: 2, text: "Variants", id: "variants", line: 0),
            Heading(level: 2, text: "Contract", id: "contract", line: 0),
            Heading(level: 2, text: "Contrast", id: "contrast", line: 0),
            Heading(level: 2, text: "Tokens it reads", id: "anatomy", line: 0),
            Heading(level: 2, text: "Markup", id: "markup", line: 0),
        ].filter { ($0.id != "touch-targets" || !touchRows.isEmpty) && ($0.id != "variants" || !variants.isEmpty) && ($0.id != "contract" || !contract.isEmpty) && ($0.id != "contrast" || !contrastRows.isEmpty) }
        var page = SitePage(
            outputPath: Self.pagePath(of: component.name),
            title: component.title,
            description: component.description.isEmpty ? nil : component.description,
            template: "pages/component",
            data: [
                "component": ["name": .string(component.name), "title": .string(component.title), "description": .string(component.description),
                              "descriptionHTML": .string(InlineMarkdown.html(component.description))],
                "doc": doc.map { .string(ComponentDocText.withoutTitle($0.html)) } ?? .null,
                "columns": .list(columns.map { ["label": .string($0.label)] }),
                "shownNote": shownNote,
                "groups": .list(groups),
                "variants": .list(variants),
                "hasVariants": .bool(!variants.isEmpty),
                "anatomy": .list(ComponentAnatomy(component: component, columns: columns, value: anatomyValues.value, reduced: anatomyValues.reducedMotionValue).rows()),
                "contract": .list(contract),
                "hasContract": .bool(!contract.isEmpty),
                "contrast": .list(contrastRows),
                "touchTargets": .list(touchRows),
                "hasTouchTargets": .bool(!touchRows.isEmpty),
                "touchSteps": .list(ContentSizeCategory.allCases.map { .string($0.rawValue) }),
                "hasContrast": .bool(!contrastRows.isEmpty),
                "defaulted": .list(defaulted.map { .string($0) }),
                "hasDefaulted": .bool(!defaulted.isEmpty),
                "markup": .string(markup),
                "swift": SwiftUsage.snippet(for: component).map { .string($0) } ?? .null,
            ].merging(ComponentAbout(component: component, shown: previews.catalog).data) { _, about in about },
            headings: headings,
            tokensStylesheet: tokensStylesheetPath(of: component))
        page.badge = component.status?.title
        return page
    }

    /// One row per slot: what it is for, its type, how it scales, and what fills it here; a slot
    /// read through an included component says which ("through Standard button").
    private func contractRows(_ component: ComponentDefinition) -> [MustacheValue] {
        guard let contract = components?.contracts.first(where: { $0.component == component.name }) else { return [] }
        return (contract.slots + contract.nestedSlots).map { slot in
            let binding = components?.bindings[slot.name]
            let through = slot.through.map { previews.catalog[$0]?.title ?? $0 }
            return [
                "slot": .string(slot.name), "type": .string(slot.type?.rawValue ?? ""), "purpose": .string(slot.purpose),
                "scaling": .string(slot.scalingText), "filledBy": .string(binding?.text ?? slot.name),
                "source": .string(binding?.sourceName ?? "own"), "isDefaulted": .bool(binding?.isDefaulted ?? false),
                "through": through.map { .string($0) } ?? .null,
            ]
        }
    }
}
