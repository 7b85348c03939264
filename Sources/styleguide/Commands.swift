import Foundation
import StyleGuideGen

enum Commands {
    static let all: [CommandSpec] = [build, serve, check, tokens, diff, initialize]

    static let diff = CommandSpec(
        name: "diff",
        summary: "A review page of what changed between two versions of the tokens.",
        usage: "styleguide diff BASE HEAD | --base-ref GIT_REF HEAD [--out DIR] [--format html|markdown] [--link-base URL] [--config FILE]",
        options: [
            ("--base-ref", "read the base from git at this ref (same path as HEAD), without a checkout"),
            ("--out", "the site folder to write diff.html into (default: HEAD's site/, or ./site)"),
            ("--format", "html (default): the review page; markdown: a summary on standard output for a pull-request comment"),
            ("--link-base", "with markdown: the address the site with diff.html is published at; components link to their before and after there"),
            ("--config", "the configuration whose contrast pairs are compared (default: HEAD/styleguide.json when present)"),
        ],
        flags: [],
        maxPositionals: 2)

    static let initialize = CommandSpec(
        name: "init",
        summary: "Write a starter project into DIR (default: the current folder), or with --from make a design system's folder a project.",
        usage: "styleguide init [DIR] [--templates] | init --from TOKENS [DIR]",
        options: [("--from", "a .resolver.json, .tokens.json or folder of them inside DIR: write styleguide.json with a guessed map, and docs/index.md")],
        flags: [("--templates", "also write the default templates into DIR/templates to edit")],
        maxPositionals: 1)

    static let build = CommandSpec(
        name: "build",
        summary: "Build the style-guide site from a project folder (default: the current folder).",
        usage: "styleguide build [PATH] [--out DIR] [--config FILE] [--date TEXT] [--cache-dir DIR] [--strict] [--unsafe-html] [--smart] [--clean] [--quiet]",
        options: [
            ("--out", "where to write the site (default: PATH/site)"),
            ("--cache-dir", "where the incremental-build cache is kept (default: PATH/.styleguide-cache; never in the site)"),
            ("--config", "the configuration file (default: PATH/styleguide.json when present)"),
            ("--date", "a build date shown in the site footer and report (default: none, for byte-identical output)"),
        ],
        flags: [
            ("--strict", "every deviation from DTCG 2025.10, and every component slot left to the example's value, is an error"),
            ("--unsafe-html", "render raw HTML written in docs (off: it is omitted)"),
            ("--smart", "smart punctuation in docs (curly quotes, dashes)"),
            ("--clean", "render every page, ignoring the cache of the previous build"),
            ("--quiet", "print only diagnostics"),
        ],
        maxPositionals: 1)

    static let tokens = CommandSpec(
        name: "tokens",
        summary: "Print the resolved tokens of a project, .resolver.json or .tokens.json file.",
        usage: "styleguide tokens [PATH] [--input modifier=context,...] [--all] [--format json|css] [--appearance MODIFIER] [--text-size MODIFIER] [--strict]",
        options: [
            ("--input", "the permutation to print, e.g. theme=dark,brand=ocean (default: each modifier's default)"),
            ("--format", "json (default): resolved tokens; css: the tokens stylesheet of every permutation"),
            ("--appearance", "with css: the light/dark modifier, also emitted under prefers-color-scheme"),
            ("--text-size", "with css: a modifier whose contexts are the Dynamic Type steps"),
        ],
        flags: [("--all", "print every permutation"), ("--strict", "every deviation from DTCG 2025.10 is an error (the spec's verdict)")],
        maxPositionals: 1)

    static let check = CommandSpec(
        name: "check",
        summary: "Validate a project (tokens, docs, templates, contrast) or a token file without writing a site.",
        usage: "styleguide check [PATH] [--config FILE] [--format text|json|github] [--strict]",
        options: [
            ("--config", "the configuration file (default: PATH/styleguide.json when present)"),
            ("--format", "text (default, on standard error), json or github (workflow annotations), on standard output"),
        ],
        flags: [("--strict", "every deviation from DTCG 2025.10, and every component slot left to the example's value, is an error")],
        maxPositionals: 1)

    static var mainHelp: String {
        var text = "styleguide \(StyleGuideVersion.current): design tokens and Markdown docs to a static style-guide site.\n\n"
        text += "usage: styleguide COMMAND [OPTIONS]\n\ncommands:\n"
        for command in all { text += "  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0) + command.summary + "\n" }
        text += "\nRun `styleguide COMMAND --help` for a command's options. `styleguide --version` prints the version.\n"
        text += "Exit status: 0 success, 1 invalid input (diagnostics on standard error), 2 usage error.\n"
        return text
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            printError(mainHelp)
            return 2
        }
        switch first {
        case "-h", "--help", "help":
            print(mainHelp, terminator: "")
            return 0
        case "--version", "-V":
            print("styleguide \(StyleGuideVersion.current)")
            return 0
        default:
            break
        }
        guard let command = all.first(where: { $0.name == first }) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            return usageFailure(UsageError(message: "unknown \(kind) '\(first)'", command: nil))
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help, terminator: "")
            return 0
        }
        if rest.contains("--version") {
            print("styleguide \(StyleGuideVersion.current)")
            return 0
        }
        switch command.parse(rest) {
        case .failure(let error): return usageFailure(error)
        case .success(let parsed):
            switch command.name {
            case "build": return runBuild(parsed)
            case "tokens": return runTokens(parsed)
            case "init": return runInit(parsed)
            case "diff": return runDiff(parsed)
            case "serve": return runServe(parsed)
            default: return runCheck(parsed)
            }
        }
    }

    static func runBuild(_ arguments: ParsedArguments) -> Int32 {
        let project: Project
        do {
            project = try Project.load(root: arguments.positionals.first ?? ".", configPath: arguments.options["--config"], output: arguments.options["--out"])
        } catch {
            report(error.diagnostics)
            return 1
        }
        var options = BuildOptions(project: project, strict: arguments.flags.contains("--strict"))
        options.date = arguments.options["--date"]
        if arguments.flags.contains("--unsafe-html") { options.config.unsafeHTML = true }
        if arguments.flags.contains("--smart") { options.config.smartPunctuation = true }
        options.clean = arguments.flags.contains("--clean")
        options.cacheDirectory = arguments.options["--cache-dir"]
        let printer = ProgressPrinter.standardError(quiet: arguments.flags.contains("--quiet"))
        let result = SiteBuilder(progress: printer.handle).build(options)
        printer.finish(result)
        FileHandle.standardError.write(Data(DiagnosticFormatter.terminal(result.diagnostics).utf8))
        if !result.diagnostics.isEmpty { printError(DiagnosticSummary(result.diagnostics).description) }
        guard result.succeeded else {
            printError("build failed: \(result.diagnostics.filter { $0.severity == .error }.count) error(s); the previous site, if any, is unchanged")
            return 1
        }
        return 0
    }

    static func runCheck(_ arguments: ParsedArguments) -> Int32 {
        guard let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") else {
            return usageFailure(UsageError(message: "unknown format '\(arguments.options["--format"] ?? "")' for 'check'; expected text, json or github", command: check))
        }
        let diagnostics = ProjectCheck().run(path: arguments.positionals.first ?? ".", configPath: arguments.options["--config"],
                                             strict: arguments.flags.contains("--strict"))
        let output = DiagnosticFormatter.format(diagnostics, as: format)
        if format == .text {
            FileHandle.standardError.write(Data(output.utf8))
        } else {
            print(output, terminator: "")
        }
        if !diagnostics.isEmpty { printError(DiagnosticSummary(diagnostics).description) }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    static func runTokens(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.options["--format"] ?? "json"
        guard format == "json" || format == "css" else {
            return usageFailure(UsageError(message: "unknown format '\(format)' for 'tokens'; expected json or css", command: tokens))
        }
        let choices: [String: String]
        do {
            choices = try PermutationSelection.parse(arguments.options["--input"] ?? "")
        } catch {
            return usageFailure(UsageError(message: error.diagnostics.map(\.message).joined(separator: "; "), command: tokens))
        }
        if format == "css" && (!choices.isEmpty || arguments.flags.contains("--all")) {
            return usageFailure(UsageError(message: "--format css prints every permutation; --input and --all do not apply", command: tokens))
        }
        if arguments.flags.contains("--all") && !choices.isEmpty {
            return usageFailure(UsageError(message: "--all and --input cannot be combined", command: tokens))
        }
        var loading = DiagnosticBag()
        let project = TokenSource().load(arguments.positionals.first ?? ".", diagnostics: &loading)
        loading.apply(DiagnosticPolicy(strict: arguments.flags.contains("--strict")))
        let diagnostics = loading.sorted
        report(diagnostics)
        guard let project, !diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
        if format == "css" {
            let stylesheet = TokenStylesheet.generate(project, options: TokenStylesheetOptions(
                appearanceModifier: arguments.options["--appearance"], textSizeModifier: arguments.options["--text-size"]))
            var found = DiagnosticBag(stylesheet.diagnostics)
            let here = PathNormalizer.absolute(".")
            found.displayFiles { PathNormalizer.display($0, under: here) }
            report(found.sorted)
            if found.hasErrors { return 1 }
            print(stylesheet.css, terminator: "")
            return 0
        }
        if arguments.flags.contains("--all") {
            print(TokenJSONOutput.text(for: project), terminator: "")
            return 0
        }
        do {
            let permutation = try PermutationSelection.select(choices, in: project)
            print(TokenJSONOutput.text(for: permutation.tokens), terminator: "")
            return 0
        } catch {
            return usageFailure(UsageError(message: error.diagnostics.map(\.message).joined(separator: "; "), command: tokens))
        }
    }

    static func runDiff(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.options["--format"] ?? "html"
        guard format == "html" || format == "markdown" else {
            return usageFailure(UsageError(message: "unknown format '\(format)' for 'diff'; expected html or markdown", command: diff))
        }
        let baseRef = arguments.options["--base-ref"]
        let positionals = arguments.positionals
        guard positionals.count == (baseRef == nil ? 2 : 1) else {
            return usageFailure(UsageError(message: baseRef == nil ? "give BASE and HEAD" : "with --base-ref give only HEAD", command: diff))
        }
        let headPath = positionals[positionals.count - 1]
        // HEAD may be a whole project (its config and site) or just its tokens.
        let head = PathNormalizer.absolute(headPath)
        let fileSystem = LocalFileSystem()
        let isProject = fileSystem.fileExists(head + "/" + ConfigLoader.fileName) || fileSystem.isDirectory(head + "/docs")
        let project: Project
        do {
            project = try Project.load(root: isProject ? headPath : ".", configPath: arguments.options["--config"])
        } catch {
            report(error.diagnostics)
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
            report(loading.all + error.diagnostics)
            return 1
        }
        var diagnostics = DiagnosticBag()
        let result = DiffCommand.run(basePath: baseRef == nil ? positionals[0] : nil, headPath: headPath, baseRef: baseRef,
                                     catalog: catalog, contrast: project.config.contrast, map: project.config.map,
                                     stylesheet: TokenStylesheetOptions(appearanceModifier: project.config.appearanceModifier,
                                                                        textSizeModifier: project.config.textSizeModifier),
                                     diagnostics: &diagnostics)
        report(loading.all + diagnostics.all)
        guard let result, !diagnostics.hasErrors else { return 1 }
        if format == "markdown" {
            print(result.markdown(linkBase: arguments.options["--link-base"]), terminator: "")
            return 0
        }
        do {
            let html = try result.html(templates: siteTemplates, catalog: catalog, siteTitle: SiteTitle.read(project))
            let folder = arguments.options["--out"] ?? project.layout.output
            try DiffOutput(folder: folder, layout: project.layout).write(result, html: html, templates: templates, catalog: catalog)
            print("wrote \(folder)/diff.html")
            return 0
        } catch {
            report(error.diagnostics)
            return 1
        }
    }

    static func runInit(_ arguments: ParsedArguments) -> Int32 {
        let directory = arguments.positionals.first ?? "."
        if let source = arguments.options["--from"] { return runInitFrom(source, directory: directory) }
        do {
            let written = try ProjectInitializer(includeTemplates: arguments.flags.contains("--templates")).write(into: directory)
            print("wrote \(written.count) files into \(directory); next: styleguide build \(directory)")
            return 0
        } catch {
            report(error.diagnostics)
            return 1
        }
    }

    static func runInitFrom(_ source: String, directory: String) -> Int32 {
        var diagnostics = DiagnosticBag()
        let result = ExistingProjectInitializer().run(source: source, directory: directory, diagnostics: &diagnostics)
        report(diagnostics.sorted.filter { $0.severity == .error })
        guard let result else { return 1 }
        for assumption in result.assumptions { print("assumed \(assumption)") }
        for entry in result.guess.entries {
            switch entry.target {
            case .token(let token): print("mapped \(entry.slot) -> \(token) (\(entry.reason))")
            case .members(let members):
                print("mapped \(entry.slot) -> " + members.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + " (\(entry.reason))")
            }
        }
        for slot in result.guess.own { print("own    \(slot) (the tokens have it)") }
        for slot in result.guess.unmapped { print("not mapped \(slot.slot): no \(slot.type) token looks like it; the example's value stays") }
        for path in result.written { print("wrote \(path)") }
        for path in result.kept { print("kept  \(path) (it exists)") }
        if let comparison = result.comparison { print("checked \(comparison)") }
        if result.kept.contains("styleguide.json") {
            print("styleguide.json exists: merge this into it:\n" + result.config, terminator: "")
        }
        print("\(result.guess.entries.count) slots mapped, \(result.guess.unmapped.count) left to the example's values; next: styleguide build \(directory)")
        return 0
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func usageFailure(_ error: UsageError) -> Int32 {
        printError("styleguide: \(error.message)")
        if let command = error.command {
            printError("usage: \(command.usage)")
        } else {
            printError("usage: styleguide COMMAND [OPTIONS]  (commands: \(all.map(\.name).joined(separator: ", ")); see styleguide --help)")
        }
        return 2
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
