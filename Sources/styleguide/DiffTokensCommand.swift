import Foundation
import StyleGuideGen

/// `styleguide diff`: the review page or its Markdown summary.
enum DiffTokensCommand: CLICommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "A review page of what changed between two versions of a project (tokens, components, configuration), every component it alters drawn before and after.",
        positionals: [.optional("BASE"), .required("HEAD")],
        options: [baseRef, out, format, linkBase, config])

    static let baseRef = CommandOption("--base-ref", "GIT_REF", "read the base from git at this ref (same path as HEAD), without a checkout; then give only HEAD")
    static let out = CommandOption("--out", "DIR", "the site folder to write diff.html into (default: HEAD's site/, or ./site)")
    static let format = CommandOption("--format", "html|markdown", "html (default): the review page; markdown: a summary on standard output for a pull-request comment")
    static let linkBase = CommandOption("--link-base", "URL", "with markdown: the address the site with diff.html is published at; components link to their before and after there")
    static let config = CommandOption("--config", "FILE", "the configuration of both sides (default: each side's styleguide.json, or the current folder's when HEAD is a token file or folder)")

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
        var diagnostics = DiagnosticBag()
        let request = DiffCommand.Request(base: baseRef == nil ? positionals[0] : nil, head: positionals[positionals.count - 1],
                                          baseRef: baseRef, config: arguments[config])
        let review = DiffCommand.run(request, diagnostics: &diagnostics)
        FileHandle.standardError.write(Data(DiagnosticFormatter.terminal(diagnostics.all).utf8))
        guard let review, !diagnostics.hasErrors else { return 1 }
        if format == "markdown" {
            print(review.markdown(linkBase: arguments[linkBase]), terminator: "")
            return 0
        }
        do {
            let folder = arguments[out] ?? review.project.layout.output
            try DiffOutput(folder: folder, layout: review.project.layout).write(review, html: try review.html())
            print("wrote \(folder)/diff.html")
            return 0
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
    }
}
