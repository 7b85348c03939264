import Foundation
import StyleGuideGen

/// `styleguide diff`: the review page or its Markdown summary.
enum DiffTokensCommand: CLICommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "A review page of what changed between two versions of the tokens, every component it alters drawn before and after.",
        positionals: [.optional("BASE"), .required("HEAD")],
        options: [baseRef, out, format, linkBase, config])

    static let baseRef = CommandOption("--base-ref", "GIT_REF", "read the base from git at this ref (same path as HEAD), without a checkout; then give only HEAD")
    static let out = CommandOption("--out", "DIR", "the site folder to write diff.html into (default: HEAD's site/, or ./site)")
    static let format = CommandOption("--format", "html|markdown", "html (default): the review page; markdown: a summary on standard output for a pull-request comment")
    static let linkBase = CommandOption("--link-base", "URL", "with markdown: the address the site with diff.html is published at; components link to their before and after there")
    static let config = CommandOption("--config", "FILE", "the configuration whose contrast pairs are compared (default: HEAD/styleguide.json when present)")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments[Self.format] ?? "html"
        guard format == "html" || format == "markdown" else {
            return Commands.usageFailure(UsageError(message: "unknown format '\(format)' for 'diff'; expected html or markdown", command: spec))
        }
        let baseRef = arguments[Self.baseRef]
        let positionals = arguments.positionals
        guard positionals.count == (baseRef == nil ? 2 : 1) else {
            return Commands.usageFailure(UsageError(message: baseRef == nil ? "give BASE and HEAD" : "with --base-ref give only HEAD", command: spec))
        }
        let headPath = positionals[positionals.count - 1]
        // HEAD may be a whole project (its config and site) or just its tokens.
        let head = PathNormalizer.absolute(headPath)
        let fileSystem = LocalFileSystem()
        let isProject = fileSystem.fileExists(head + "/" + ConfigLoader.fileName) || fileSystem.isDirectory(head + "/docs")
        let project: Project
        do {
            project = try Project.load(root: isProject ? headPath : ".", configPath: arguments[config])
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
        var loading = DiagnosticBag()
        let templates = TemplateFiles.load(project.layout, fileSystem: LocalFileSystem(), into: &loading)
        let catalog: ComponentCatalog
        let siteTemplates: SiteTemplates
        do {
            siteTemplates = try SiteTemplates(files: templates)
            catalog = try ComponentCatalog(files: templates)
        } catch {
            Commands.report(loading.all + error.diagnostics)
            return 1
        }
        var diagnostics = DiagnosticBag()
        // A project whose configuration names its tokens (one source of several, say) is compared by
        // them, the base at the same place.
        let named = isProject && project.config.tokens != nil ? PathNormalizer.display(project.layout.tokens, under: head) : nil
        let headTokens = named.map { headPath + "/" + $0 } ?? headPath
        let baseTokens = baseRef == nil ? named.map { positionals[0] + "/" + $0 } ?? positionals[0] : nil
        let result = DiffCommand.run(basePath: baseTokens, headPath: headTokens, baseRef: baseRef,
                                     catalog: catalog, contrast: project.config.contrast, map: project.config.map,
                                     stylesheet: TokenStylesheetOptions(appearanceModifier: project.config.appearanceModifier,
                                                                        textSizeModifier: project.config.textSizeModifier),
                                     diagnostics: &diagnostics)
        Commands.report(loading.all + diagnostics.all)
        guard let result, !diagnostics.hasErrors else { return 1 }
        if format == "markdown" {
            print(result.markdown(linkBase: arguments[linkBase]), terminator: "")
            return 0
        }
        do {
            let html = try result.html(templates: siteTemplates, catalog: catalog, siteTitle: SiteTitle.read(project))
            let folder = arguments[out] ?? project.layout.output
            try DiffOutput(folder: folder, layout: project.layout).write(result, html: html, templates: templates, catalog: catalog)
            print("wrote \(folder)/diff.html")
            return 0
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
    }
}
