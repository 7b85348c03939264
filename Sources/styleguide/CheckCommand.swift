import Foundation
import StyleGuideGen

/// `styleguide check`: every diagnostic, no site written.
enum CheckCommand: CLICommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Validate a project (tokens, docs, templates, contrast) or a token file without writing a site.",
        positionals: [.optional("PATH")],
        options: [SharedOptions.config, SharedOptions.tokens, format],
        flags: [SharedOptions.strict])

    static let format = CommandOption("--format", "text|json|github", "text (default, on standard error), json or github (workflow annotations), on standard output")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard let format = DiagnosticFormat(rawValue: arguments[Self.format] ?? "text") else {
            return Commands.usageFailure(UsageError(message: "unknown format '\(arguments[Self.format] ?? "")' for 'check'; expected text, json or github", command: spec))
        }
        let diagnostics = ProjectCheck().run(path: arguments.positionals.first ?? ".", configPath: arguments[SharedOptions.config], tokens: arguments[SharedOptions.tokens],
                                             strict: arguments[SharedOptions.strict])
        let output = DiagnosticFormatter.format(diagnostics, as: format)
        if format == .text {
            FileHandle.standardError.write(Data(output.utf8))
        } else {
            print(output, terminator: "")
        }
        if format == .github, let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            do {
                try GitHubReport.appendSummary(diagnostics, to: path)
            } catch {
                Commands.printError("could not add the diagnostics to the job summary `\(path)`: \(error.localizedDescription)")
            }
        }
        if !diagnostics.isEmpty { Commands.printError(DiagnosticSummary(diagnostics).description) }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
