/// What the resolve stage makes of the inputs: the components the site shows, their slots bound to
/// the project's tokens, the tokens stylesheet written from both, and every contrast pair checked.
struct ResolvedInputs: Sendable {
    var templates: SiteTemplates
    /// The catalog without the components the config excludes.
    var catalog: ComponentCatalog
    var docs: [DocSource]
    /// The project's own tokens, as its token pages show them; nil for a docs-only project.
    var tokens: TokenProject?
    /// Contracts, bindings, and the tokens with the slot tokens added.
    var components: ComponentTokens?
    var stylesheet: TokenStylesheet?
    var contrast = ContrastReport()
    var axes: [PreviewAxis]
    var appearanceModifier: String?
    /// Files the load stage read, with their SHA-256, for the report.
    var read: [(path: String, sha256: String)]
}

/// The resolve stage: reads only the load stage's `ProjectInputs`.
struct ResolveStage {
    let options: BuildOptions

    func run(_ inputs: ProjectInputs, diagnostics: inout DiagnosticBag) -> ResolvedInputs {
        let config = options.config
        let catalog = inputs.catalog.excluding(config.components.exclude, diagnostics: &diagnostics)
            .applyingExamples(config.components.examples, diagnostics: &diagnostics)
        var resolved = ResolvedInputs(templates: inputs.templates, catalog: catalog, docs: inputs.docs, tokens: inputs.tokens,
                                      axes: inputs.previewAxes(config: config), appearanceModifier: inputs.appearanceModifier(config: config),
                                      read: inputs.read)
        // Without tokens (a docs-only project, or tokens that failed to load) the previews still
        // show something real: the example's values.
        let tokens = inputs.tokens ?? TokenProject(name: nil, description: nil, modifiers: [],
                                                   permutations: [ResolvedPermutation(inputs: [], tokens: ResolvedTokenSet(tokens: []))], defaultIndex: 0)
        let components = SlotBinder(map: config.map).bind(catalog, project: tokens, diagnostics: &diagnostics)
        let stylesheetOptions = TokenStylesheetOptions(appearanceModifier: resolved.appearanceModifier, textSizeModifier: config.textSizeModifier)
        let stylesheet = TokenStylesheet.generate(components.project, options: stylesheetOptions)
        diagnostics.append(contentsOf: stylesheet.diagnostics)
        diagnostics.append(contentsOf: MissingTokenCheck.diagnostics(catalog: catalog, stylesheet: stylesheet, columns: PermutationColumn.all(for: resolved.axes)))
        let contrast = ContrastReport.evaluate(project: components.project, catalog: catalog, config: config.contrast, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: contrast.failureWarnings)
        resolved.components = components
        resolved.stylesheet = stylesheet
        resolved.contrast = contrast
        return resolved
    }
}
