import Foundation

/// The build: five stages over values, each reading only what the one before produced.
///
///     load     ProjectInputLoader     -> ProjectInputs   config, templates, components, tokens, docs
///     resolve  ResolveStage           -> ResolvedInputs  slots bound, tokens stylesheet, contrast
///     model    ModelStage             -> SiteModel       docs, component and token pages, report
///     render   SiteRenderer           -> [PlannedFile]   every file of the site
///     write    IncrementalSiteWriter                     the folder, swapped in atomically
///     (swift   SwiftPackageStage      -> [OutputFile]    with `--swift`: the package, from the resolve stage)
///
/// Every stage runs whatever errors the inputs hold (an error stays with what it concerns, and
/// the site shows everything else); nothing is written only when a stage has nothing to give
/// (no tokens at all, an unreadable configuration, a broken template).
public struct SiteBuilder: Sendable {
    public var fileSystem: FileSystem
    public var clock: @Sendable () -> Date
    public var progress: BuildProgressHandler
    /// Kept from build to build while serving, so a rebuild redoes only the tokens an edit reaches.
    public var tokenMemory: TokenMemory?

    public init(fileSystem: FileSystem = LocalFileSystem(), clock: @escaping @Sendable () -> Date = Date.init, progress: @escaping BuildProgressHandler = { _ in },
                tokenMemory: TokenMemory? = nil) {
        self.fileSystem = fileSystem
        self.tokenMemory = tokenMemory
        self.clock = clock
        self.progress = progress
    }

    /// Everything a build checks, pages rendered and dropped one by one (a
    /// docs site of thousands of pages is never held in memory).
    public func validate(_ options: BuildOptions, diagnostics: inout DiagnosticBag) {
        guard let planned = plan(options, diagnostics: &diagnostics) else { return }
        let failures = planned.files.concurrentMap(parallel: options.parallel) { file -> [Diagnostic] in
            do throws(DiagnosticError) {
                _ = try file.output()
                return []
            } catch {
                return error.diagnostics
            }
        }
        diagnostics.append(contentsOf: failures.flatMap { $0 })
    }

    /// The stages up to the files: load, resolve, model, render (pages fingerprinted, rendered
    /// only when written). Nil when a stage had nothing to give; the severity policy is applied once, here.
    func plan(_ options: BuildOptions, previousTokenLoad: TokenLoadCache? = nil, diagnostics: inout DiagnosticBag) -> Plan? {
        let inputs = ProjectInputLoader(fileSystem: fileSystem, tokenMemory: tokenMemory, previousTokenLoad: previousTokenLoad).load(options, into: &diagnostics)
        if let inputs {
            progress(.loaded(docs: inputs.docs.count, tokens: inputs.tokens?.defaultPermutation?.tokens.count ?? 0,
                             permutations: inputs.tokens?.permutations.count ?? 0, components: inputs.catalog.components.count,
                             tokensReused: inputs.tokensReused))
        }
        let resolved = inputs.map { ResolveStage(options: options).run($0, diagnostics: &diagnostics) }
        if let bindings = resolved?.components?.bindings.values {
            progress(.resolved(slots: bindings.count, mapped: bindings.count(where: \.isMapped), defaulted: bindings.count(where: \.isDefaulted)))
        }
        let site = resolved.flatMap { ModelStage(options: options).run($0, diagnostics: &diagnostics) }
        let swift = options.swiftPackage.flatMap { package in resolved.map { SwiftPackageStage(options: options, package: package).run($0, diagnostics: &diagnostics) } }
        diagnostics.apply(options.policy)
        diagnostics.displayFiles(options.layout.display)
        guard var site, let resolved, let inputs else { return nil }
        // The diagnostics are final only now: their page and the report come last.
        site.append(section: "Build", pages: [DiagnosticsPage(diagnostics: diagnostics.sorted, search: site.search).page()].compactMap { $0 })
        let colorsPage = TokenPageScope(kind: .colors).outputPath
        site.overview.health = BuildHealth(diagnostics: diagnostics.sorted, contrast: resolved.contrast,
                                           contrastPage: site.pages.contains { $0.outputPath == colorsPage } ? colorsPage : nil)
        site.report = ModelStage.report(site: site, resolved: resolved, options: options)
        site.report.diagnostics = diagnostics.sorted
        progress(.modelled(pages: site.pages.count + 1))
        return Plan(files: SiteRenderer(site: site, parallel: options.parallel).plan(), pages: site.pages.count + 1, answers: inputs.answers, swift: swift ?? [],
                    tokenLoad: inputs.tokenLoad)
    }

    /// What the stages up to the files made.
    struct Plan: Sendable {
        var files: [PlannedFile]
        var pages: Int
        /// Every question the load asked the file system, with its answer.
        var answers: [String: String]
        var swift: [OutputFile]
        /// The token load done afresh, to save for the next build.
        var tokenLoad: TokenLoadCache?
    }

    /// Builds and writes the site atomically into `options.layout.output`,
    /// rendering only the pages the previous build's cache cannot supply; when
    /// nothing the site is made from has changed, stops before loading anything.
    public func build(_ options: BuildOptions) -> BuildResult {
        let start = clock()
        var diagnostics = DiagnosticBag()
        var summary = IncrementalSiteWriter.Summary()
        func result(_ pages: Int) -> BuildResult {
            BuildResult(pageCount: pages, fileCount: summary.files, diagnostics: diagnostics.sorted, seconds: clock().timeIntervalSince(start),
                        renderedPages: summary.renderedPages, reusedPages: summary.reusedPages)
        }
        if let refusal = OutputFolderPolicy(layout: options.layout).refusal(fileSystem: fileSystem) {
            diagnostics.append(.error(.outputRefused, refusal))
            return result(0)
        }
        if let package = options.swiftPackage, let refusal = SwiftPackageBuilder.refusal(package, layout: options.layout, option: "--swift", fileSystem: fileSystem) {
            diagnostics.append(refusal)
            return result(0)
        }
        let output = options.layout.output
        let last = lastBuild(options)
        // The package is written from the loaded tokens, so with `--swift` the build always loads them.
        if options.swiftPackage == nil, let previous = last.pages, let manifest = previous.manifest,
           manifest.holds(for: options, pages: previous.entries, fileSystem: fileSystem) {
            progress(.upToDate(files: manifest.files, output: options.layout.display(output)))
            return BuildResult(pageCount: manifest.pages, fileCount: manifest.files, diagnostics: manifest.diagnostics,
                               seconds: clock().timeIntervalSince(start), reusedPages: manifest.pages, upToDate: true)
        }
        guard let planned = plan(options, previousTokenLoad: last.tokenLoad, diagnostics: &diagnostics) else {
            diagnostics.append(contentsOf: last.warnings)
            return result(0)
        }
        let built = diagnostics.sorted
        diagnostics.append(contentsOf: last.warnings)
        // The token load is encoded while the pages are written: it is saved only after them.
        let (written, tokenLoad) = bothAtOnce(parallel: options.parallel) { [fileSystem] in
            Result { () throws(DiagnosticError) in
                try IncrementalSiteWriter(destination: output, fileSystem: fileSystem, previous: last.pages, parallel: options.parallel).write(planned.files)
            }
        } _: { [tokenMemory] in
            // While serving, the token memory does this job better.
            tokenMemory == nil ? planned.tokenLoad.map { $0.encoded() } : nil
        }
        do {
            summary = try written.get()
            summary.cache.manifest = InputManifest(options: InputManifest.fingerprint(options),
                                                   answers: planned.answers.merging(InputManifest.configAnswers(options.layout, fileSystem: fileSystem)) { $1 },
                                                   outputs: summary.outputs, pages: planned.pages, files: summary.files, diagnostics: built)
            diagnostics.append(contentsOf: saveForNextBuild(summary.cache, tokenLoad: tokenLoad, options: options))
            progress(.rendered(pages: summary.renderedPages.count, unchanged: summary.reusedPages))
            progress(.written(files: summary.files, output: options.layout.display(output)))
            if let package = options.swiftPackage {
                try SwiftPackageBuilder(fileSystem: fileSystem).write(planned.swift, package: package, layout: options.layout)
                progress(.wroteSwiftPackage(name: package.name, files: planned.swift.count + 1, output: options.layout.display(package.output)))
            }
        } catch {
            summary = IncrementalSiteWriter.Summary()
            diagnostics.append(contentsOf: error.diagnostics)
            return result(0)
        }
        return result(planned.pages)
    }

    /// What the last build left for this one (nothing with `--clean`), with why any of it is not used.
    private struct LastBuild: Sendable {
        var pages: BuildCache?
        var tokenLoad: TokenLoadCache?
        var warnings: [Diagnostic] = []
    }

    private func lastBuild(_ options: BuildOptions) -> LastBuild {
        guard !options.clean else { return LastBuild() }
        let pages = BuildCacheStore.load(options.cacheFile, tool: ToolIdentity.current, display: options.layout.display(options.cacheFile), fileSystem: fileSystem)
        // While serving, the token memory does this job better.
        let tokens = tokenMemory != nil ? (cache: nil, warning: nil)
            : TokenLoadCacheStore.load(options.tokenLoadCacheFile, key: TokenLoadCache.key(tokens: options.layout.tokens, root: options.layout.root),
                                       display: options.layout.display(options.tokenLoadCacheFile), fileSystem: fileSystem)
        return LastBuild(pages: pages.cache, tokenLoad: tokens.cache, warnings: [pages.warning, tokens.warning].compactMap { $0 })
    }

    /// Saves the page cache and the encoded token load, if any, after the site is in place; a
    /// failure only costs the next build its reuse, so it comes back as a warning.
    private func saveForNextBuild(_ pages: BuildCache, tokenLoad: Data?, options: BuildOptions) -> [Diagnostic] {
        let layout = options.layout
        let pagesWarning = BuildCacheStore.save(pages, to: options.cacheFile, display: layout.display(options.cacheFile), fileSystem: fileSystem)
        let tokensWarning = tokenLoad.flatMap {
            TokenLoadCacheStore.save($0, to: options.tokenLoadCacheFile, display: layout.display(options.tokenLoadCacheFile), fileSystem: fileSystem)
        }
        return [pagesWarning, tokensWarning].compactMap { $0 }
    }
}
