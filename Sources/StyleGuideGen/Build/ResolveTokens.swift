/// The project's tokens after step 2: every permutation resolved.
struct ResolvedProjectTokens: Sendable {
    /// Nil for a project without tokens, or when they did not load.
    var project: TokenProject?
    /// Tokens are there but did not load: nothing to build.
    var failed = false
    /// The load done afresh, for the next build to reuse; nil when there was none or it was reused.
    var fresh: TokenLoadCache?
    /// The tokens are the last build's load.
    var reused = false
}

/// Step 2, resolve tokens: the configured token source, or the one found in the project, read and
/// every permutation resolved (aliases, themes), or taken from the memo when nothing it read changed.
struct ResolveTokens {
    /// Records what the load asks, for the report and the next build's up-to-date check.
    let fileSystem: RecordingFileSystem
    let memo: BuildMemo

    func run(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> ResolvedProjectTokens {
        var resolved = resolve(options, diagnostics: &diagnostics)
        resolved.project = resolved.project?.lightByDefault(appearanceModifier: options.config.appearanceModifier)
            .applyingDynamicTypeRules(options.config.dynamicType, diagnostics: &diagnostics)
            .applyingReducedMotion(options.config.reducedMotion, diagnostics: &diagnostics)
        return resolved
    }

    private func resolve(_ options: BuildOptions, diagnostics: inout DiagnosticBag) -> ResolvedProjectTokens {
        if let given = options.givenTokens {
            return load(given, root: options.layout.root, diagnostics: &diagnostics)
        }
        let layout = options.layout
        guard fileSystem.fileExists(layout.tokens) else {
            // A docs-only project is fine; configured tokens that are missing are not.
            if options.config.tokens != nil {
                diagnostics.append(.error(.ioNotFound, "the configured tokens `\(layout.display(layout.tokens))` do not exist"))
            }
            return ResolvedProjectTokens(failed: options.config.tokens != nil)
        }
        let key = TokenLoadCache.key(tokens: layout.tokens, root: layout.root)
        if let previous = memo.tokenLoad(key: key, asking: fileSystem.base) {
            fileSystem.adopt(previous.questions)
            diagnostics.append(contentsOf: previous.diagnostics)
            checkConfiguredModifiers(previous.project, options.config, into: &diagnostics)
            return ResolvedProjectTokens(project: previous.project, reused: true)
        }
        // The load's own questions are recorded apart, to be asked again by the next build, then
        // adopted as the build's (each file read and hashed once).
        let questions = RecordingFileSystem(fileSystem.base)
        var found = DiagnosticBag()
        let project = loadConfiguredOrFound(layout, options.config, fileSystem: questions, into: &found)
        fileSystem.adopt(questions.answers)
        diagnostics.append(contentsOf: found.all)
        guard let project else { return ResolvedProjectTokens(failed: found.hasErrors) }
        checkConfiguredModifiers(project, options.config, into: &diagnostics)
        let fresh = memo.tokenMemory == nil ? TokenLoadCache(key: key, questions: questions.answers, diagnostics: found.all, project: project) : nil
        return ResolvedProjectTokens(project: project, fresh: fresh)
    }

    /// Tokens a command named, loaded alone with no memo.
    private func load(_ given: GivenTokens, root: String, diagnostics: inout DiagnosticBag) -> ResolvedProjectTokens {
        var found = DiagnosticBag()
        let source = TokenSource(fileSystem: fileSystem.base)
        let project = switch given {
        case .path(let path): source.load(path, diagnostics: &found)
        case .source(let one, let all): source.load(one, others: all, displayRoot: root, projectRoot: root, diagnostics: &found)
        }
        diagnostics.append(contentsOf: found.all)
        return ResolvedProjectTokens(project: project, failed: project == nil && found.hasErrors)
    }

    /// The configured tokens, or the one source found in the project (none: a docs-only
    /// project; several: an error listing them).
    private func loadConfiguredOrFound(_ layout: ProjectLayout, _ config: ProjectConfig, fileSystem questions: FileSystem,
                                       into diagnostics: inout DiagnosticBag) -> TokenProject? {
        var source = TokenSource(fileSystem: questions, memory: memo.tokenMemory)
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
