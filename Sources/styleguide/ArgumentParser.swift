/// A command's arguments, parsed: options with values, flags, positionals. Read by the option or
/// flag a command declares (`arguments[out]`), never by its name.
struct ParsedArguments {
    fileprivate(set) var options: [String: String] = [:]
    fileprivate(set) var flags: Set<String> = []
    var positionals: [String] = []

    subscript(option: CommandOption) -> String? { options[option.name] }
    subscript(flag: CommandFlag) -> Bool { flags.contains(flag.name) }
}

/// An option that takes a value: `--out DIR`.
struct CommandOption {
    var name: String
    /// What the usage shows for the value: `DIR`, `text|json|github`.
    var value: String
    var help: String
    /// A command that cannot run without it: shown without brackets, and its absence is a usage error.
    var isRequired = false

    init(_ name: String, _ value: String, _ help: String, required: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        isRequired = required
    }
}

/// A switch: `--strict`.
struct CommandFlag {
    var name: String
    var help: String

    init(_ name: String, _ help: String) {
        self.name = name
        self.help = help
    }
}

/// A positional argument: `PATH`, shown in brackets when it may be left out.
struct CommandPositional {
    var name: String
    var isOptional: Bool

    static func optional(_ name: String) -> CommandPositional { CommandPositional(name: name, isOptional: true) }
    static func required(_ name: String) -> CommandPositional { CommandPositional(name: name, isOptional: false) }
}

/// What a command accepts, declared once: parsing, the usage line and the help are made from it.
struct CommandSpec {
    var name: String
    var summary: String
    var positionals: [CommandPositional] = []
    var options: [CommandOption] = []
    var flags: [CommandFlag] = []

    var maxPositionals: Int { positionals.count }

    /// `styleguide build [PATH] [--out DIR] ... [--strict]`.
    var usage: String {
        var parts = ["styleguide", name]
        parts += positionals.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        parts += options.map { $0.isRequired ? "\($0.name) \($0.value)" : "[\($0.name) \($0.value)]" }
        parts += flags.map { "[\($0.name)]" }
        return parts.joined(separator: " ")
    }

    var help: String {
        var text = "\(summary)\n\nusage: \(usage)\n\noptions:\n"
        let rows = options.map { ("\($0.name) \($0.value)", $0.help) } + flags.map { ($0.name, $0.help) } + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, help) in rows {
            text += "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help + "\n"
        }
        return text
    }

    /// Parses `arguments`; a usage problem is returned as its one-line message.
    func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            if argument.hasPrefix("-") && argument != "-" {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let name = parts[0]
                if options.contains(where: { $0.name == name }) {
                    if parts.count == 2 {
                        parsed.options[name] = parts[1]
                    } else if index < arguments.count {
                        parsed.options[name] = arguments[index]
                        index += 1
                    } else {
                        return .failure(UsageError(message: "option '\(name)' needs a value", command: self))
                    }
                } else if flags.contains(where: { $0.name == argument }) {
                    parsed.flags.insert(argument)
                } else {
                    return .failure(UsageError(message: "unknown option '\(argument)' for '\(self.name)'", command: self))
                }
            } else {
                parsed.positionals.append(argument)
            }
        }
        if parsed.positionals.count > maxPositionals {
            return .failure(UsageError(message: "unexpected argument '\(parsed.positionals[maxPositionals])' for '\(name)'", command: self))
        }
        if let missing = options.first(where: { $0.isRequired && parsed.options[$0.name] == nil }) {
            return .failure(UsageError(message: "'\(name)' needs \(missing.name) \(missing.value)", command: self))
        }
        return .success(parsed)
    }
}

struct UsageError: Error {
    var message: String
    var command: CommandSpec?
}

import Foundation
