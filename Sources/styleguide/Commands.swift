import Foundation
import StyleGuideGen

/// A command of the command line: what it accepts, declared once (its usage and help are generated
/// from that), and what it does with the parsed arguments. Its types are sendable so that the
/// list of them can be a global constant.
protocol CLICommand: SendableMetatype {
    static var spec: CommandSpec { get }
    /// The exit status: 0 success, 1 invalid input, 2 usage error.
    static func run(_ arguments: ParsedArguments) -> Int32
    /// True for a command that runs until stopped (`serve`): it frees what it is done with.
    static var runsUntilStopped: Bool { get }
}

extension CLICommand {
    static var runsUntilStopped: Bool { false }
}

/// Dispatch to the commands, the main help, and what every command prints through.
enum Commands {
    static let all: [any CLICommand.Type] = [BuildCommand.self, ServeCommand.self, CheckCommand.self, TokensCommand.self,
                                            DiffTokensCommand.self, InitCommand.self, ConvertCommand.self, SwiftCommand.self]

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
        guard let command = all.first(where: { $0.spec.name == first }) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            return usageFailure(UsageError(message: "unknown \(kind) '\(first)'", command: nil))
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.spec.help, terminator: "")
            return 0
        }
        if rest.contains("--version") {
            print("styleguide \(StyleGuideVersion.current)")
            return 0
        }
        switch command.spec.parse(rest) {
        case .failure(let error): return usageFailure(error)
        case .success(let parsed):
            if command.runsUntilStopped {
                MemoryPolicy.shareArenasAcrossThreads()
            }
            return command.run(parsed)
        }
    }

    static var mainHelp: String {
        var text = "styleguide \(StyleGuideVersion.current): design tokens and Markdown docs to a static style-guide site.\n\n"
        text += "usage: styleguide COMMAND [OPTIONS]\n\ncommands:\n"
        for command in all.map({ $0.spec }) { text += "  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0) + command.summary + "\n" }
        text += "\nRun `styleguide COMMAND --help` for a command's options. `styleguide --version` prints the version.\n"
        text += "Exit status: 0 success, 1 invalid input (diagnostics on standard error), 2 usage error.\n"
        return text
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func usageFailure(_ error: UsageError) -> Int32 {
        printError("styleguide: \(error.message)")
        if let command = error.command {
            printError("usage: \(command.usage)")
        } else {
            printError("usage: styleguide COMMAND [OPTIONS]  (commands: \(all.map { $0.spec.name }.joined(separator: ", ")); see styleguide --help)")
        }
        return 2
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
