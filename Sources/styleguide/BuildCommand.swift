import Foundation
import StyleGuideGen

/// `styleguide build`: the whole site, written atomically.
enum BuildCommand: CLICommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Build the style-guide site from a project folder (default: the current folder).",
        positionals: [.optional("PATH")],
        options: [out, SharedOptions.config, SharedOptions.tokens, date, cacheDir, swift, swiftName],
        flags: SharedOptions.siteFlags + [clean, SharedOptions.quiet])

    static let out = CommandOption("--out", "DIR", "where to write the site (default: PATH/site)")
    static let date = CommandOption("--date", "TEXT", "a build date shown in the site footer and report (default: none, for byte-identical output)")
    static let cacheDir = CommandOption("--cache-dir", "DIR", "where the incremental-build cache is kept (default: PATH/.styleguide-cache; never in the site)")
    static let swift = CommandOption("--swift", "DIR", "also write the Swift package of the same tokens there (see 'styleguide swift')")
    static let swiftName = CommandOption("--swift-name", "NAME", "with --swift: the package and module name (default: DesignTokens)")
    static let clean = CommandFlag("--clean", "render every page, ignoring the cache of the previous build")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let project: Project
        do {
            project = try Project.load(root: arguments.positionals.first ?? ".", configPath: arguments[SharedOptions.config], output: arguments[out],
                                       tokens: arguments[SharedOptions.tokens])
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
        var options = SharedOptions.buildOptions(project, arguments)
        options.date = arguments[date]
        options.clean = arguments[clean]
        options.cacheDirectory = arguments[cacheDir]
        if let folder = arguments[swift] {
            options.swiftPackage = SwiftPackageOptions(output: folder, name: arguments[swiftName] ?? SwiftPackageOptions.defaultName)
        } else if arguments[swiftName] != nil {
            return Commands.usageFailure(UsageError(message: "--swift-name needs --swift DIR", command: spec))
        }
        let printer = ProgressPrinter.standardError(quiet: arguments[SharedOptions.quiet])
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
