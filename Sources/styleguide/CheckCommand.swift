import Foundation
import StyleGuideGen

/// `styleguide check`: every diagnostic, no site written.
enum CheckCommand: CLICommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Validate a project (tokens, docs, templates, contrast) or a token file without writing a site.",
        positionals: [.optional("PATH")],
        options: [
            CommandOption("--config", "FILE", "the configuration file (default: PATH/styleguide.json when present)"),
            BuildCommand.tokensOption,
            CommandOption("--format", "text|json|github", "text (default, on standard error), json or github (workflow annotations), on standard output"),
        ],
        flags: [CommandFlag("--strict", "every deviation from DTCG 2025.10, and every component slot left to the example's value, is an error")])

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") else {
            return Commands.usageFailure(UsageError(message: "unknown format '\(arguments.options["--format"] ?? "")' for 'check'; expected text, json or github", command: spec))
        }
        let diagnostics = ProjectCheck().run(path: arguments.positionals.first ?? ".", configPath: arguments.options["--config"], tokens: arguments.options["--tokens"],
                                             strict: arguments.flags.contains("--strict"))
        let output = DiagnosticFormatter.format(diagnostics, as: format)
        if format == .text {
            FileHandle.standardError.write(Data(output.utf8))
        } else {
            print(output, terminator: "")
        }
        if !diagnostics.isEmpty { Commands.printError(DiagnosticSummary(diagnostics).description) }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
