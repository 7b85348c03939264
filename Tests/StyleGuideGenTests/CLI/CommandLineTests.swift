import Foundation
import Testing

/// Runs the built `styleguide` binary the way a user does.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "styleguide")
    }

    static func run(_ arguments: [String], in directory: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func versionAndHelp() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("styleguide "))
        let help = try Self.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("usage: styleguide COMMAND"))
        let buildHelp = try Self.run(["build", "--help"])
        #expect(buildHelp.status == 0 && buildHelp.stdout.contains("--out"))
    }

    @Test(arguments: [["frob"], ["build", "--frob"], ["--frob"], ["build", "a", "b"], ["build", "--out"], []])
    func usageErrorsExitTwoNamingTheProblem(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        if let culprit = arguments.last, arguments.count > 0 {
            #expect(run.stderr.contains(culprit == "b" ? "'b'" : "'\(culprit)'"), "\(run.stderr)")
        }
        #expect(run.stderr.contains("usage:"))
    }

    @Test func buildExitsZeroAndOneWithDiagnostics() throws {
        let project = try TemporaryProject(files: ["docs/a.md": "# A\n"])
        let ok = try Self.run(["build", project.root, "--quiet"])
        #expect(ok.status == 0 && ok.stdout.isEmpty && ok.stderr.isEmpty)
        try project.write("docs/b.md", "---\ntitle B\n---\n")
        let bad = try Self.run(["build"], in: project.root)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("docs/b.md:2:1: error: expected `key: value`"))
        let check = try Self.run(["check", project.root])
        #expect(check.status == 1 && check.stderr.contains("docs/b.md:2:1"))
    }
}
