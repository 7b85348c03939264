/// Tokens named apart from the configuration.
enum GivenTokens: Sendable {
    /// A token file or folder given on the command line (`tokens PATH`, `check FILE`), its files
    /// named from the current folder.
    case path(String)
    /// One of the sources found in the project folder, with the others (which lend it tokens
    /// where they lie inside its folder).
    case source(FoundSource, among: [FoundSource])
}

/// Options of `styleguide build` and `check`.
public struct BuildOptions: Sendable {
    public var layout: ProjectLayout
    public var config: ProjectConfig
    public var strict: Bool
    /// A build date to show in the site and report; nil keeps output free of
    /// timestamps, so two builds of the same inputs are byte-identical.
    public var date: String?
    /// Pairs below their WCAG level fail the run (`check`); a build warns.
    public var contrastFailuresAreErrors = false
    /// Render independent pages across the cores (off: one after another; same bytes).
    public var parallel = true
    /// Ignore the previous build's cache and render every page (`--clean`).
    public var clean = false
    /// Where the incremental-build cache lives (`--cache-dir`); nil: `.styleguide-cache/` in the
    /// project. Never in the site: two builds of the same inputs are byte-identical wherever written.
    public var cacheDirectory: String?
    /// Also write the Swift package of the same tokens (`build --swift DIR`).
    public var swiftPackage: SwiftPackageOptions?
    /// Tokens a command names apart from the configuration: loaded alone, where they are.
    var givenTokens: GivenTokens?
    /// With `tokens --format css`: the tokens stylesheet, made once the tokens are resolved.
    public var tokenStylesheet: TokenStylesheetOptions?

    /// The cache file of this build's output folder (one per output, so two outputs do not evict each other).
    var cacheFile: String {
        var fingerprinter = Fingerprinter()
        fingerprinter.add(layout.output)
        return cacheFolder + "/build-" + fingerprinter.finalize().prefix(16) + ".json"
    }

    /// The last token load of the project (one for all its outputs: it does not depend on them).
    var tokenLoadCacheFile: String { cacheFolder + "/" + TokenLoadCache.fileName }

    var cacheFolder: String { cacheDirectory.map(PathNormalizer.absolute) ?? layout.root + "/" + BuildCache.folderName }

    public init(layout: ProjectLayout, config: ProjectConfig = ProjectConfig(), strict: Bool = false) {
        self.layout = layout
        self.config = config
        self.strict = strict
    }

    public init(project: Project, strict: Bool = false) {
        self.init(layout: project.layout, config: project.config, strict: strict)
    }

    /// The options of one of several token sources found in `project` (`check` of a repository).
    init(project: Project, source: FoundSource, among sources: [FoundSource], strict: Bool) {
        self.init(project: project, strict: strict)
        givenTokens = .source(source, among: sources)
    }

    /// The options of a token file or folder on its own, from the current folder.
    public init(tokensAt path: String, strict: Bool = false) {
        self.init(layout: ProjectLayout(root: "."), strict: strict)
        givenTokens = .path(path)
    }

    /// The severities the user chose: `--strict`, the config's `diagnostics`,
    /// and for `check` contrast failures as errors. Applied once, by the build's plan.
    public var policy: DiagnosticPolicy {
        var policy = config.policy(strict: strict)
        if contrastFailuresAreErrors { for code in [DiagnosticCode.contrastFailure, .contrastAPCAFailure] { policy.levels[code] = .error } }
        return policy
    }

    var markdown: MarkdownOptions {
        MarkdownOptions(allowRawHTML: config.unsafeHTML, smartPunctuation: config.smartPunctuation)
    }
}

/// What a build produced and found.
public struct BuildResult: Sendable {
    public var pageCount: Int
    public var fileCount: Int
    public var diagnostics: [Diagnostic]
    /// Wall-clock seconds, measured with the injected clock.
    public var seconds: Double
    /// Output paths of the pages this build rendered, and the number whose
    /// unchanged file it took from the previous build (none for failed builds).
    public var renderedPages: [String] = []
    public var reusedPages = 0
    /// Nothing the site is made from had changed: the build stopped before loading anything.
    public var upToDate = false
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    /// The site was written (or was already up to date), errors or not.
    public var wroteSite: Bool { pageCount > 0 }
}
