/// Everything a build reads, loaded and parsed: the load stage's result.
struct ProjectInputs: Sendable {
    var templates: SiteTemplates
    var catalog: ComponentCatalog
    /// Nil when the project has no tokens.
    var tokens: TokenProject?
    var docs: [DocSource]
    /// Every file read, with its SHA-256: the report's inputs.
    var read: [(path: String, sha256: String)] = []
    /// Every question asked of the file system, with its answer (`FileQuery` keys).
    var answers: [String: String] = [:]
    /// The token load just done, for the next build to reuse; nil when there was none or it was reused.
    var tokenLoad: TokenLoadCache?
    /// The tokens are the last build's load, taken from the cache.
    var tokensReused = false

    /// The configured appearance modifier, else the one the tokens stylesheet
    /// picks by itself, so switchers and `prefers-color-scheme` always agree.
    func appearanceModifier(config: ProjectConfig) -> String? {
        if let configured = config.appearanceModifier { return configured }
        // Without a name there is nothing to report.
        var unreported = DiagnosticBag()
        return AppearanceAxis.find(in: tokens?.modifiers ?? [], named: nil, diagnostics: &unreported)?.modifier
    }

    /// The modifiers previews vary along; a text-size modifier is the step axis instead.
    func previewAxes(config: ProjectConfig) -> [PreviewAxis] {
        PreviewAxis.axes(of: tokens?.modifiers ?? [], textSizeModifier: config.textSizeModifier)
    }
}

/// The load stage: reads a project's inputs through a file system, collecting every problem, and
/// remembers each file it read.
struct ProjectInputLoader {
    let fileSystem: RecordingFileSystem
    /// The same, unrecorded: the token load's questions are recorded apart (see `loadTokens`).
    private let unrecorded: FileSystem

    /// What the previous build's token load left, while serving.
    let tokenMemory: TokenMemory?
    /// The previous build's token load, from disk, reused when its answers still hold.
    let previousTokenLoad: TokenLoadCache?

    init(fileSystem: FileSystem, tokenMemory: TokenMemory? = nil, previousTokenLoad: TokenLoadCache? = nil) {
        self.fileSystem = RecordingFileSystem(fileSystem)
        unrecorded = fileSystem
        self.tokenMemory = tokenMemory
        self.previousTokenLoad = previousTokenLoad
    }

    func load(_ options: BuildOptions, into diagnostics: inout DiagnosticBag) -> ProjectInputs? {
        var inputs = loadAll(options, into: &diagnostics)
        inputs?.read = fileSystem.readFiles
        inputs?.answers = fileSystem.answers
        return inputs
    }

    private func loadAll(_ options: BuildOptions, into diagnostics: inout DiagnosticBag) -> ProjectInputs? {
        let layout = options.layout
        if let link = fileSystem.escapingLink(of: layout.docs, within: layout.root), link.reason != .outside {
            diagnostics.append(link.diagnostic(display: layout.display))
            // A docs folder that is a broken link was meant to be there.
            if !fileSystem.isDirectory(layout.docs) {
                diagnostics.append(.error(.markdownNoDocs, "no docs folder at `\(layout.display(layout.docs))`; create it with Markdown files, or run `styleguide init`"))
                return nil
            }
        }
        // The tokens (the long part, whose own work spreads over the cores) beside the templates,
        // components and docs; diagnostics kept in the order the four were once loaded in.
        let ((tokens, tokenLoad, reused, tokenDiagnostics), (templates, catalog, docs, before, after)) = bothAtOnce(parallel: options.parallel) {
            var found = DiagnosticBag()
            let (tokens, tokenLoad, reused) = loadTokens(options, into: &found)
            return (tokens, tokenLoad, reused, found.all)
        } _: { [self] in
            var before = DiagnosticBag(), after = DiagnosticBag()
            let templates = loadTemplates(layout, into: &before)
            let catalog = templates.flatMap { loadCatalog($0.files, into: &before) }
            let docs = DocsLoader(fileSystem: fileSystem).load(layout, into: &after)
            return (templates, catalog, docs, before.all, after.all)
        }
        diagnostics.append(contentsOf: before)
        diagnostics.append(contentsOf: tokenDiagnostics)
        diagnostics.append(contentsOf: after)
        // A broken template or component leaves nothing to build with: the previous site stays.
        guard let templates, let catalog, !before.contains(where: { $0.severity == .error }) else { return nil }
        // Tokens that are there but did not load leave nothing to build: the previous site stays.
        guard tokens != nil || !tokenDiagnostics.contains(where: { $0.severity == .error }) else { return nil }
        // A design system's repository without docs is a project; a folder with neither is not.
        guard tokens != nil || fileSystem.isDirectory(layout.docs) else {
            diagnostics.append(.error(.markdownNoDocs, "nothing to build: no docs folder at `\(layout.display(layout.docs))` and no tokens; add Markdown files or tokens, or run `styleguide init`"))
            return nil
        }
        return ProjectInputs(templates: templates, catalog: catalog, tokens: tokens, docs: docs, tokenLoad: tokenLoad, tokensReused: reused)
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

    /// The project's tokens; the load to remember, when it was done afresh and is not kept in
    /// memory; whether they are the previous build's load.
    private func loadTokens(_ options: BuildOptions, into diagnostics: inout DiagnosticBag) -> (TokenProject?, TokenLoadCache?, reused: Bool) {
        let layout = options.layout
        guard fileSystem.fileExists(layout.tokens) else {
            // A docs-only project is fine; configured tokens that are missing are not.
            if options.config.tokens != nil {
                diagnostics.append(.error(.ioNotFound, "the configured tokens `\(layout.display(layout.tokens))` do not exist"))
            }
            return (nil, nil, false)
        }
        let key = TokenLoadCache.key(tokens: layout.tokens, root: layout.root)
        if let previous = previousTokenLoad, previous.key == key, previous.holds(asking: unrecorded) {
            fileSystem.adopt(previous.questions)
            diagnostics.append(contentsOf: previous.diagnostics)
            checkConfiguredModifiers(previous.project, options.config, into: &diagnostics)
            return (previous.project, nil, true)
        }
        // The load's own questions are recorded apart, to be asked again by the next build, then
        // adopted as the build's (each file read and hashed once).
        let questions = RecordingFileSystem(unrecorded)
        var found = DiagnosticBag()
        let project = loadConfiguredOrFound(layout, options.config, fileSystem: questions, into: &found)
        fileSystem.adopt(questions.answers)
        diagnostics.append(contentsOf: found.all)
        guard let project else { return (nil, nil, false) }
        checkConfiguredModifiers(project, options.config, into: &diagnostics)
        let fresh = tokenMemory == nil ? TokenLoadCache(key: key, questions: questions.answers, diagnostics: found.all, project: project) : nil
        return (project, fresh, false)
    }

    /// The configured tokens, or the one source found in the project (none: a docs-only
    /// project; several: an error listing them).
    private func loadConfiguredOrFound(_ layout: ProjectLayout, _ config: ProjectConfig, fileSystem questions: FileSystem,
                                       into diagnostics: inout DiagnosticBag) -> TokenProject? {
        var source = TokenSource(fileSystem: questions, memory: tokenMemory)
        source.readsLayout = config.layoutThemes
        guard config.tokens == nil else {
            return source.load(layout.tokens, displayRoot: layout.root, projectRoot: layout.root, diagnostics: &diagnostics)
        }
        var found = DiagnosticBag()
        let sources = TokenSources(fileSystem: questions, boundary: layout.root).find(in: layout.root, diagnostics: &found)
        found.displayFiles { PathNormalizer.display($0, under: layout.root) }
        diagnostics.append(contentsOf: found.all)
        guard let sources, !sources.isEmpty else { return nil }
        guard let only = TokenSources.single(sources, in: "the project folder", diagnostics: &diagnostics) else { return nil }
        return source.load(only, others: sources, displayRoot: layout.root, projectRoot: layout.root, diagnostics: &diagnostics)
    }

    private func checkConfiguredModifiers(_ project: TokenProject, _ config: ProjectConfig, into diagnostics: inout DiagnosticBag) {
        for (name, contexts) in config.show.sorted(by: { $0.key < $1.key }) {
            guard let modifier = project.modifiers.first(where: { $0.name == name }) else {
                diagnostics.append(.error(.configUnknownModifier, "`show` names the modifier `\(name)`, which the tokens do not have; modifiers: "
                    + project.modifiers.map(\.name).joined(separator: ", "), at: config.showLocation))
                continue
            }
            for context in contexts where !modifier.contexts.contains(context) {
                diagnostics.append(.error(.configUnknownModifier, "`show.\(name)` names `\(context)`, which is not a context of `\(name)`; contexts: "
                    + modifier.contexts.joined(separator: ", "), at: config.showLocation))
            }
        }
        let names = project.modifiers.map(\.name)
        for (key, name) in [("appearance", config.appearanceModifier), ("textSize", config.textSizeModifier)] {
            guard let name, !names.contains(name) else { continue }
            diagnostics.append(.error(.configUnknownModifier, "configuration `\(key)` names the modifier `\(name)`, which the tokens do not have; modifiers: \(names.isEmpty ? "none" : names.joined(separator: ", "))",
                                      at: SourceLocation(file: ConfigLoader.fileName, line: 1, column: 1)))
        }
    }
}
