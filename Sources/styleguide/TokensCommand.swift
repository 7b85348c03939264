import Foundation
import StyleGuideGen

/// `styleguide tokens`: the resolved tokens as JSON, or the tokens stylesheet.
enum TokensCommand: CLICommand {
    static let spec = CommandSpec(
        name: "tokens",
        summary: "Print the resolved tokens of a project, .resolver.json or .tokens.json file.",
        positionals: [.optional("PATH")],
        options: [input, format, appearance, textSize],
        flags: [all, strict])

    static let input = CommandOption("--input", "modifier=context,...", "the permutation to print, e.g. theme=dark,brand=ocean (default: each modifier's default)")
    static let format = CommandOption("--format", "json|css", "json (default): resolved tokens; css: the tokens stylesheet of every permutation")
    static let appearance = CommandOption("--appearance", "MODIFIER", "with css: the light/dark modifier, also emitted under prefers-color-scheme")
    static let textSize = CommandOption("--text-size", "MODIFIER", "with css: a modifier whose contexts are the Dynamic Type steps")
    static let all = CommandFlag("--all", "print every permutation")
    static let strict = CommandFlag("--strict", "every deviation from DTCG 2025.10 is an error (the spec's verdict)")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments[Self.format] ?? "json"
        guard format == "json" || format == "css" else {
            return Commands.usageFailure(UsageError(message: "unknown format '\(format)' for 'tokens'; expected json or css", command: spec))
        }
        let choices: [String: String]
        do {
            choices = try PermutationSelection.parse(arguments[input] ?? "")
        } catch {
            return Commands.usageFailure(UsageError(message: error.diagnostics.map(\.message).joined(separator: "; "), command: spec))
        }
        if format == "css" && (!choices.isEmpty || arguments[all]) {
            return Commands.usageFailure(UsageError(message: "--format css prints every permutation; --input and --all do not apply", command: spec))
        }
        if arguments[all] && !choices.isEmpty {
            return Commands.usageFailure(UsageError(message: "--all and --input cannot be combined", command: spec))
        }
        let path = arguments.positionals.first ?? "."
        var diagnostics = DiagnosticBag()
        if format == "css" {
            let css = TokensAsGiven.stylesheet(path, strict: arguments[strict], options: TokenStylesheetOptions(
                appearanceModifier: arguments[appearance], textSizeModifier: arguments[textSize]), diagnostics: &diagnostics)
            Commands.report(diagnostics.sorted)
            guard let css else { return 1 }
            print(css, terminator: "")
            return diagnostics.hasErrors ? 1 : 0
        }
        let project = TokensAsGiven.resolve(path, strict: arguments[strict], diagnostics: &diagnostics)
        Commands.report(diagnostics.sorted)
        // Tokens with errors are left out; the rest is printed, and the status says it was not all.
        let status: Int32 = diagnostics.hasErrors ? 1 : 0
        guard let project else { return 1 }
        if arguments[all] {
            print(TokenJSONOutput.text(for: project), terminator: "")
            return status
        }
        do {
            let permutation = try PermutationSelection.select(choices, in: project)
            print(TokenJSONOutput.text(for: permutation.tokens), terminator: "")
            return status
        } catch {
            return Commands.usageFailure(UsageError(message: error.diagnostics.map(\.message).joined(separator: "; "), command: spec))
        }
    }
}
