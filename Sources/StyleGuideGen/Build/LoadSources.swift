/// What a project is made of besides its tokens, read and parsed: the first step's result.
struct ProjectSources: Sendable {
    /// Nil when a template or a component is broken: nothing can be built with them.
    var templates: SiteTemplates?
    var catalog: ComponentCatalog?
    var docs: [DocSource]
}

/// Step 1, load sources: the templates, the components and the docs, every problem collected.
struct LoadSources {
    let fileSystem: FileSystem

    /// Nil when the docs folder is a link that leads nowhere: it was meant to be there.
    func run(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> ProjectSources? {
        let layout = options.layout
        if let link = fileSystem.escapingLink(of: layout.docs, within: layout.root), link.reason != .outside {
            diagnostics.append(link.diagnostic(display: layout.display))
            if !fileSystem.isDirectory(layout.docs) {
                diagnostics.append(.error(.markdownNoDocs, "no docs folder at `\(layout.display(layout.docs))`; create it with Markdown files, or run `styleguide init`"))
                return nil
            }
        }
        var found = DiagnosticBag()
        let templates = loadTemplates(layout, into: &found)
        let catalog = templates.flatMap { loadCatalog($0.files, into: &found) }
        let broken = found.hasErrors
        diagnostics.append(contentsOf: found.all)
        let docs = DocsLoader(fileSystem: fileSystem).load(layout, into: &diagnostics)
        return ProjectSources(templates: broken ? nil : templates, catalog: broken ? nil : catalog, docs: docs)
    }

    private func loadTemplates(_ layout: ProjectLayout, into diagnostics: inout DiagnosticBag) -> SiteTemplates? {
        let files = TemplateFiles.load(layout, fileSystem: fileSystem, into: &diagnostics)
        do {
            return try SiteTemplates(files: files)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    private func loadCatalog(_ files: TemplateFiles, into diagnostics: inout DiagnosticBag) -> ComponentCatalog? {
        do {
            return try ComponentCatalog(files: files)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }
}

/// The sources and the tokens together, once they leave something to build.
struct LoadedProject: Sendable {
    var templates: SiteTemplates
    var catalog: ComponentCatalog
    var docs: [DocSource]
    /// Nil for a docs-only project.
    var tokens: TokenProject?
    /// The design system's own name, for a site no config or home doc titles.
    var systemName: String?

    /// Nil when there is nothing to build (the previous site stays): a broken template or
    /// component, tokens that are there but did not load, or neither docs nor tokens.
    init(templates: SiteTemplates, catalog: ComponentCatalog, docs: [DocSource], tokens: TokenProject?, systemName: String?) {
        self.templates = templates
        self.catalog = catalog
        self.docs = docs
        self.tokens = tokens
        self.systemName = systemName
    }

    init?(_ sources: ProjectSources?, _ tokens: ResolvedProjectTokens, layout: ProjectLayout, fileSystem: FileSystem, diagnostics: inout DiagnosticBag) {
        guard let sources, let templates = sources.templates, let catalog = sources.catalog, !tokens.failed else { return nil }
        // A design system's repository without docs is a project; a folder with neither is not.
        guard tokens.project != nil || fileSystem.isDirectory(layout.docs) else {
            diagnostics.append(.error(.markdownNoDocs, "nothing to build: no docs folder at `\(layout.display(layout.docs))` and no tokens; add Markdown files or tokens, or run `styleguide init`"))
            return nil
        }
        self.templates = templates
        self.catalog = catalog
        docs = sources.docs
        self.tokens = tokens.project
        systemName = SystemName.choose(tokenName: tokens.project?.name, layout: layout, fileSystem: fileSystem)
    }

    /// The configured appearance modifier, else the one the tokens stylesheet
    /// picks by itself, so switchers and `prefers-color-scheme` always agree.
    func appearanceModifier(config: ProjectConfig) -> String? {
        config.appearanceModifier ?? AppearanceAxis.detect(in: tokens?.modifiers ?? [])?.modifier
    }

    /// The modifiers previews vary along; a text-size modifier is the step axis instead.
    func previewAxes(config: ProjectConfig) -> [PreviewAxis] {
        PreviewAxis.axes(of: tokens?.modifiers ?? [], textSizeModifier: config.textSizeModifier)
    }
}
