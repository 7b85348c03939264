/// How far a command runs the build's steps: `check` renders every page, `swift` stops once the
/// components are bound.
enum BuildStep: Int, Comparable, Sendable {
    case resolveTokens, bindComponents, modelSite, render

    static func < (a: BuildStep, b: BuildStep) -> Bool { a.rawValue < b.rawValue }
}

/// What the steps made, as far as they ran.
struct BuildProducts: Sendable {
    var tokens = ResolvedProjectTokens()
    /// With `tokens --format css`: the tokens stylesheet.
    var tokenStylesheet: String?
    /// The templates the site is drawn with, once the sources loaded.
    var templates: SiteTemplates?
    var bound: BoundComponents?
    /// With `--swift`: the package's files.
    var swift: [OutputFile]?
    /// The finished site: nil when a step left nothing to build, or the steps stopped before it.
    var site: SiteModel?
    var files: [PlannedFile]?
    /// Every question the load steps asked the file system, with its answer.
    var answers: [String: String] = [:]
}

/// The build, one step after another, each a type taking what the steps before it made. Every
/// step runs whatever errors its input holds (an error stays with what it concerns); a step gives
/// nothing only when nothing can be built (no tokens at all, an unreadable config, a broken template).
struct BuildPipeline {
    let options: BuildOptions
    let fileSystem: FileSystem
    var memo = BuildMemo()
    var progress: BuildProgressHandler = { _ in }

    func run(through last: BuildStep, diagnostics: inout DiagnosticBag) -> BuildProducts {
        var made = BuildProducts()
        let recording = RecordingFileSystem(fileSystem)
        // The first two steps read different files: run at once.
        let (sources, tokens) = bothAtOnce(parallel: options.parallel, collecting: &diagnostics) { found in
            last > .resolveTokens ? LoadSources(fileSystem: recording).run(options, diagnostics: &found) : nil
        } _: { found in
            ResolveTokens(fileSystem: recording, memo: memo).run(options, diagnostics: &found)
        }
        made.tokens = tokens
        made.tokenStylesheet = options.tokenStylesheet.flatMap { style in tokens.project.map { MakeTokenStylesheet(options: style).run($0, diagnostics: &diagnostics) } }
        let project = last > .resolveTokens ? LoadedProject(sources, made.tokens, layout: options.layout, fileSystem: recording, diagnostics: &diagnostics) : nil
        project.map { progress(.loaded($0, reused: made.tokens.reused)) }
        made.templates = project?.templates
        made.bound = project.map { BindComponents(options: options).run($0, diagnostics: &diagnostics) }
        if last >= .modelSite, let bound = made.bound, let written = bound.components?.project {
            made.bound?.fonts = FindFonts(options: options, fileSystem: recording).run(written, own: bound.tokens, diagnostics: &diagnostics)
        }
        made.bound.map { progress(.resolved($0)) }
        made.swift = options.swiftPackage.flatMap { package in made.bound.map { MakeSwiftPackage(options: options, package: package).run($0, diagnostics: &diagnostics) } }
        let site = last < .modelSite ? nil : project.flatMap { project in made.bound.flatMap { ModelSite(options: options).run(project, $0, diagnostics: &diagnostics) } }
        made.site = FinishSite(options: options, memo: memo).run(site, made.bound, read: recording.readFiles, diagnostics: &diagnostics)
        made.site.map { progress(.modelled(pages: $0.pages.count + 1)) }
        made.files = last < .render ? nil : made.site.map { RenderSite(site: $0, parallel: options.parallel).run() }
        made.answers = recording.answers
        return made
    }
}

/// `tokens PATH` and `check FILE`: a token file or folder on its own, through the build's steps
/// as far as resolving its tokens (the severity policy applied as for a build).
public enum TokensAsGiven {
    public static func resolve(_ path: String, strict: Bool, fileSystem: FileSystem = LocalFileSystem(), diagnostics: inout DiagnosticBag) -> TokenProject? {
        BuildPipeline(options: BuildOptions(tokensAt: path, strict: strict), fileSystem: fileSystem).run(through: .resolveTokens, diagnostics: &diagnostics).tokens.project
    }

    /// The tokens stylesheet of every permutation (`tokens --format css`); nil when no tokens loaded.
    public static func stylesheet(_ path: String, strict: Bool, options: TokenStylesheetOptions, fileSystem: FileSystem = LocalFileSystem(),
                                  diagnostics: inout DiagnosticBag) -> String? {
        var build = BuildOptions(tokensAt: path, strict: strict)
        build.tokenStylesheet = options
        return BuildPipeline(options: build, fileSystem: fileSystem).run(through: .resolveTokens, diagnostics: &diagnostics).tokenStylesheet
    }
}
