import Foundation
import StyleGuideGen

/// `styleguide build`: the whole site, written atomically.
enum BuildCommand: CLICommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Build the style-guide site from a project folder (default: the current folder).",
        positionals: [.optional("PATH")],
        options: [
            CommandOption("--out", "DIR", "where to write the site (default: PATH/site)"),
            CommandOption("--config", "FILE", "the configuration file (default: PATH/styleguide.json when present)"),
            tokensOption,
            CommandOption("--date", "TEXT", "a build date shown in the site footer and report (default: none, for byte-identical output)"),
            CommandOption("--cache-dir", "DIR", "where the incremental-build cache is kept (default: PATH/.styleguide-cache; never in the site)"),
            CommandOption("--swift", "DIR", "also write the Swift package of the same tokens there (see 'styleguide swift')"),
            CommandOption("--swift-name", "NAME", "with --swift: the package and module name (default: DesignTokens)"),
        ],
        flags: siteFlags + [
            CommandFlag("--clean", "render every page, ignoring the cache of the previous build"),
            CommandFlag("--quiet", "print only diagnostics"),
        ])

    /// Which token source of the project to read, where it holds several.
    static let tokensOption = CommandOption("--tokens", "PATH", "the token source, relative to PATH: a folder, resolver or token file (default: the one found in PATH)")

    /// The switches every command that builds a site takes (`build`, `serve`).
    static let siteFlags = [
        CommandFlag("--strict", "every deviation from DTCG 2025.10, and every component slot left to the example's value, is an error"),
        CommandFlag("--unsafe-html", "render raw HTML written in docs (off: it is omitted)"),
        CommandFlag("--smart", "smart punctuation in docs (curly quotes, dashes)"),
    ]

    /// The build options of a project with `siteFlags` applied.
    static func options(_ project: Project, flags: Set<String>) -> BuildOptions {
        var options = BuildOptions(project: project, strict: flags.contains("--strict"))
        if flags.contains("--unsafe-html") { options.config.unsafeHTML = true }
        if flags.contains("--smart") { options.config.smartPunctuation = true }
        return options
    }

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let project: Project
        do {
            project = try Project.load(root: arguments.positionals.first ?? ".", configPath: arguments.options["--config"], output: arguments.options["--out"],
                                       tokens: arguments.options["--tokens"])
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
        var options = options(project, flags: arguments.flags)
        options.date = arguments.options["--date"]
        options.clean = arguments.flags.contains("--clean")
        options.cacheDirectory = arguments.options["--cache-dir"]
        if let folder = arguments.options["--swift"] {
            options.swiftPackage = SwiftPackageOptions(output: folder, name: arguments.options["--swift-name"] ?? SwiftPackageOptions.defaultName)
        } else if arguments.options["--swift-name"] != nil {
            return Commands.usageFailure(UsageError(message: "--swift-name needs --swift DIR", command: spec))
        }
        let printer = ProgressPrinter.standardError(quiet: arguments.flags.contains("--quiet"))
        let result = SiteBuilder(progress: printer.handle).build(options)
        printer.finish(result)
        FileHandle.standardError.write(Data(DiagnosticFormatter.terminal(result.diagnostics).utf8))
        if !result.diagnostics.isEmpty { Commands.printError(DiagnosticSummary(result.diagnostics).description) }
        guard result.succeeded else {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            Commands.printError("build failed: \(errors) error\(errors == 1 ? "" : "s"); " + (result.wroteSite
                ? "the site was written with everything else, and lists the errors on its Diagnostics page"
                : "the previous site, if any, is unchanged"))
            return 1
        }
        return 0
    }
}
