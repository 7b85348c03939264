import Foundation
import Testing

/// The usage each command prints is made from its declared options; the README shows the same lines.
@Suite struct UsageTests {
    static let commands = ["build", "serve", "check", "tokens", "diff", "init", "convert", "swift"]

    func usage(_ command: String) throws -> String {
        let help = try CommandLineTests.run([command, "--help"])
        #expect(help.status == 0)
        return try #require(help.stdout.split(separator: "\n").first { $0.hasPrefix("usage: ") }).dropFirst("usage: ".count).description
    }

    @Test func theReadmeListsEachCommandsUsage() throws {
        let readme = try String(contentsOf: TestFixtures.repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "## Usage\n\n```\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map(String.init)
        #expect(lines == (try Self.commands.map(usage)) + ["styleguide --help | --version"])
    }

    @Test(arguments: commands)
    func everyDeclaredOptionIsInTheUsageAndTheHelp(_ command: String) throws {
        let help = try CommandLineTests.run([command, "--help"]).stdout
        let usage = try usage(command)
        let options = help.components(separatedBy: "options:\n").last?.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map(String.init)
        }.filter { $0.hasPrefix("--") && $0 != "--help" } ?? []
        #expect(!options.isEmpty)
        for option in options { #expect(usage.contains("[\(option)") || usage.contains(" \(option) "), "\(command): \(option) missing from the usage") }
    }
}
