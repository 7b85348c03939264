import Foundation

/// Runs `git` in one folder and returns what it printed. Only fixed
/// subcommands with argument lists are run, never a shell line.
struct GitRunner: Sendable {
    /// The folder git runs in (`git -C`).
    let directory: String

    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: String
    }

    /// Runs `git ARGUMENTS`; throws when git cannot be started at all.
    func run(_ arguments: [String]) throws(DiagnosticError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DiagnosticError(.error(.diffGit, "cannot run git: \(error.localizedDescription)"))
        }
        // Git writes little to stderr; read stdout to its end first, then stderr.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: data,
                      standardError: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
