/// One side of a review, made by the build's own steps as far as binding the components: the
/// project's tokens, its templates and components (its own or the built-in ones it had), its
/// configuration's map and contrast pairs, and the tokens stylesheet its site would carry.
public struct ReviewSide: Sendable {
    /// What the page calls it (`main`, `base/`, `.`).
    public var label: String
    public var templates: SiteTemplates
    public var config: ProjectConfig
    /// The text of its `styleguide.json` (empty without one).
    var configText = ""
    var bound: BoundComponents

    /// The project's own tokens, as its token pages show them.
    public var tokens: TokenProject { bound.tokens ?? .empty }

    /// Binds a loaded project as `build` does (step 3).
    init(label: String, loaded: LoadedProject, options: BuildOptions, diagnostics: inout DiagnosticBag) {
        self.label = label
        templates = loaded.templates
        config = options.config
        bound = BindComponents(options: options).run(loaded, diagnostics: &diagnostics)
    }

    /// A side made of tokens already loaded, drawn with `templates` and `catalog`: for comparing
    /// two token projects under one configuration.
    public init(label: String, tokens: TokenProject, templates: SiteTemplates, catalog: ComponentCatalog, config: ProjectConfig,
                diagnostics: inout DiagnosticBag) {
        let loaded = LoadedProject(templates: templates, catalog: catalog, docs: [], tokens: tokens, systemName: nil)
        self.init(label: label, loaded: loaded, options: BuildOptions(layout: ProjectLayout(root: "."), config: config), diagnostics: &diagnostics)
    }

    /// Runs the build's steps on `options` through binding; nil when they leave nothing to
    /// compare (no tokens, a broken template: the diagnostics say why).
    static func load(label: String, options: BuildOptions, fileSystem: FileSystem, diagnostics: inout DiagnosticBag) -> ReviewSide? {
        var steps = options
        steps.parallel = false
        let made = BuildPipeline(options: steps, fileSystem: fileSystem).run(through: .bindComponents, diagnostics: &diagnostics)
        guard let templates = made.templates, let bound = made.bound, bound.tokens != nil else {
            if made.templates != nil, made.bound?.tokens == nil, !diagnostics.hasErrors {
                diagnostics.append(.error(.diffArguments, "\(label) has no tokens to compare"))
            }
            return nil
        }
        var side = ReviewSide(label: label, templates: templates, config: options.config, bound: bound)
        // Read once more for its lines: loading it already succeeded.
        side.configText = options.layout.configFile.flatMap { try? fileSystem.readFile($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return side
    }

    private init(label: String, templates: SiteTemplates, config: ProjectConfig, bound: BoundComponents) {
        self.label = label
        self.templates = templates
        self.config = config
        self.bound = bound
    }

    /// Draws this side's components as its site does.
    var previews: ComponentPreviewRenderer { bound.previews(templates: templates) }
}
