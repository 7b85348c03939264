/// What binding makes of the loaded project: the components the site shows, their slots bound to
/// the project's tokens, the tokens stylesheet written from both, and every contrast pair checked.
struct BoundComponents: Sendable {
    /// The catalog without the components the config excludes (or hides, as built-ins).
    var catalog: ComponentCatalog
    /// The project's own tokens, as its token pages show them; nil for a docs-only project.
    var tokens: TokenProject?
    /// Contracts, bindings, and the tokens with the slot tokens added.
    var components: ComponentTokens?
    var stylesheet: TokenStylesheet?
    var contrast = ContrastReport()
    /// Every declared touch target's size in every permutation at every step.
    var touchTargets = TouchTargetReport()
    /// The pairs meant to be told apart, under each simulated colour vision deficiency.
    var colorVision = ColorVisionReport()
    var axes: [PreviewAxis]
    var appearanceModifier: String?
    /// The project's fonts the stylesheet names (`FindFonts`, once the site is to be made).
    var fonts = ProjectFonts()

    /// The axes the site's pages compare: the configured `show`, else the appearance, contrast and brand axes.
    func comparedAxes(show configured: [String: [String]]) -> [String: [String]] {
        ComparedAxes.show(configured: configured, project: tokens, appearance: appearanceModifier)
    }

    /// The permutations token pages and the Swift package show, given the compared axes.
    func shownPermutations(show: [String: [String]]) -> ShownPermutations {
        ShownPermutations.select(tokens ?? .empty, appearance: appearanceModifier, show: show)
    }

    /// The permutations a component's matrix shows, given the compared axes.
    func matrixColumns(show: [String: [String]]) -> [PermutationColumn] {
        PermutationColumn.shown(for: axes, appearance: appearanceModifier, show: show)
    }

    /// Draws the components as the site does: the example's values named where a slot takes them.
    func previews(templates: SiteTemplates) -> ComponentPreviewRenderer {
        let components = self.components
        return ComponentPreviewRenderer(catalog: catalog, templates: templates, axes: axes,
                                        defaultedSlots: { components?.defaultedSlots(of: $0) ?? [] })
    }
}

/// Step 3, bind components: each component's slots bound to the project's tokens, the tokens
/// stylesheet written, the contrast pairs checked.
struct BindComponents {
    let options: BuildOptions

    /// The project's tokens with the Dynamic Type rules binding gave its own slot tokens (a
    /// `typography.body` without a rule scales as Body), so the token pages say what the CSS does.
    static func scaling(_ raw: TokenProject, as bound: TokenProject) -> TokenProject {
        var project = raw
        for index in project.permutations.indices {
            let tokens = raw.permutations[index].tokens
            // Binding keeps the project's own tokens as they are and adds slot tokens: a rule can come
            // only from a token that is not one of the project's (known by instance, not by name).
            let own = Set(tokens.tokens.lazy.map(\.instance))
            let scaled = bound.permutations[index].tokens.tokens.compactMap { slot -> ResolvedToken? in
                guard !own.contains(slot.instance), let rule = slot.dynamicType, var copy = tokens[slot.name], copy.dynamicType == nil else { return nil }
                copy.dynamicType = rule
                return copy
            }
            if !scaled.isEmpty { project.permutations[index].tokens = ResolvedTokenSet(tokens: tokens.tokens + scaled, groupDescriptions: tokens.groupDescriptions) }
        }
        return project
    }

    func run(_ inputs: LoadedProject, diagnostics: inout DiagnosticBag) -> BoundComponents {
        let config = options.config
        let configured = inputs.catalog.excluding(config.components.exclude, diagnostics: &diagnostics)
            .applyingExamples(config.components.examples, diagnostics: &diagnostics)
        // After the examples: a kept built-in (one the project's components include) uses them.
        let catalog = config.components.builtIns ? configured : configured.withoutBuiltIns()
        var bound = BoundComponents(catalog: catalog, tokens: inputs.tokens,
                                     axes: inputs.previewAxes(config: config), appearanceModifier: inputs.appearanceModifier(config: config))
        // Without tokens (a docs-only project, or tokens that failed to load) the previews still
        // show something real: the example's values.
        let tokens = inputs.tokens ?? .empty
        diagnostics.append(contentsOf: ExampleTheme.shared.diagnostics)
        var bindings = SlotBinder(map: config.map, mapLocation: config.mapLocation).bind(catalog, project: tokens, diagnostics: &diagnostics)
        bindings.project = bindings.project.completingReducedMotion()
        let components = bindings
        let stylesheetOptions = TokenStylesheetOptions(appearanceModifier: bound.appearanceModifier, textSizeModifier: config.textSizeModifier)
        // The stylesheet and the contrast pairs both read the bound tokens and their property names
        // only: worked out at once.
        let names = CSSPropertyNames(project: components.project)
        let (stylesheet, (contrastBySize, contrastDiagnostics)) = bothAtOnce(parallel: options.parallel) {
            TokenStylesheet.generate(components.project, options: stylesheetOptions, names: names)
        } _: {
            var found = DiagnosticBag()
            let report = ContrastReport.evaluate(project: components.project, catalog: catalog, config: config.contrast, names: names, diagnostics: &found)
            return (report, found.all)
        }
        diagnostics.append(contentsOf: stylesheet.diagnostics)
        diagnostics.append(contentsOf: MissingTokenCheck.diagnostics(catalog: catalog, stylesheet: stylesheet, columns: PermutationColumn.all(for: bound.axes)))
        diagnostics.append(contentsOf: UnscaledTokenCheck.diagnostics(catalog: catalog, components: components))
        diagnostics.append(contentsOf: contrastDiagnostics)
        // The text sizes at each step are the stylesheet's: judged once both are made.
        let contrast = contrastBySize.judgingTextSizes(in: stylesheet)
        diagnostics.append(contentsOf: contrast.failureWarnings(bound: components))
        if inputs.tokens != nil {
            bound.colorVision = ColorVisionReport.evaluate(components: components, ownTokens: inputs.tokens, config: config.colorVision, diagnostics: &diagnostics)
        }
        bound.components = components
        bound.tokens = inputs.tokens.map { Self.scaling($0, as: components.project) }
        bound.stylesheet = stylesheet
        bound.contrast = contrast
        bound.touchTargets = Self.touchTargets(of: bound, templates: inputs.templates, names: names, diagnostics: &diagnostics)
        return bound
    }

    /// Every declared touch target sized from the bound stylesheet, as the previews draw it, in every permutation.
    private static func touchTargets(of bound: BoundComponents, templates: SiteTemplates, names: CSSPropertyNames,
                                     diagnostics: inout DiagnosticBag) -> TouchTargetReport {
        guard let stylesheet = bound.stylesheet, let components = bound.components else { return TouchTargetReport() }
        let previews = bound.previews(templates: templates)
        // A preview that cannot be drawn is reported by its component page; here it has no size.
        let report = TouchTargetReport.evaluate(catalog: bound.catalog, stylesheet: stylesheet, columns: PermutationColumn.all(for: bound.axes)) { request in
            try? previews.markup(request)
        }
        diagnostics.append(contentsOf: report.warnings(catalog: bound.catalog, components: components, names: names, permutations: components.project.permutations))
        return report
    }
}
