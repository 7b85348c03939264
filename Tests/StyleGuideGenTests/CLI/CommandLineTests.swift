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

    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drain at once: a run that fills one (thousands of diagnostics)
        // while the other is read to its end would otherwise never finish.
        nonisolated(unsafe) var stderr = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr = err.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
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

/// `styleguide tokens` and `check` on the bundled example theme.
@Suite struct TokensCommandTests {
    static let example = TestFixtures.repositoryRoot.path

    @Test func printsTheDefaultPermutationAndASelectedOne() throws {
        let light = try CommandLineTests.run(["tokens", Self.example])
        #expect(light.status == 0, "\(light.stderr)")
        let lightJSON = try #require(try JSONSerialization.jsonObject(with: Data(light.stdout.utf8)) as? [String: Any])
        let dark = try CommandLineTests.run(["tokens", Self.example + "/tokens/styleguide.resolver.json", "--input", "theme=dark,brand=ocean"])
        let darkJSON = try #require(try JSONSerialization.jsonObject(with: Data(dark.stdout.utf8)) as? [String: Any])
        func hex(_ json: [String: Any], _ name: String) -> String? {
            ((json[name] as? [String: Any])?["$value"] as? [String: Any])?["hex"] as? String
        }
        #expect(hex(lightJSON, "color.label") == "#000000")
        #expect(hex(darkJSON, "color.label") == "#ffffff")
        #expect(hex(lightJSON, "color.accent") == "#0088ff")
        #expect(hex(darkJSON, "color.accent") == "#00c2d4")
        #expect((darkJSON["color.accent"] as? [String: Any])?["aliasOf"] as? String == "color.system.teal")
    }

    @Test func allPrintsEveryPermutation() throws {
        let run = try CommandLineTests.run(["tokens", Self.example, "--all"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["permutations"] as? [Any])?.count == 4)
    }

    @Test func exitStatuses() throws {
        #expect(try CommandLineTests.run(["tokens", Self.example, "--input", "theme=sepia"]).status == 2)
        #expect(try CommandLineTests.run(["tokens", Self.example, "--input", "mood=dark"]).status == 2)
        #expect(try CommandLineTests.run(["tokens", Self.example, "--format", "yaml"]).status == 2)
        #expect(try CommandLineTests.run(["check", Self.example + "/tokens/styleguide.resolver.json"]).status == 0)
        let project = try TemporaryProject(files: ["bad.tokens.json": "{\n  \"a\": {\"$type\": \"dimension\", \"$value\": \"16px\"}\n}\n"])
        let lenient = try CommandLineTests.run(["check", project.root + "/bad.tokens.json"])
        #expect(lenient.status == 0 && lenient.stderr.contains("warning: dimension written as the string \"16px\""))
        let strict = try CommandLineTests.run(["tokens", project.root + "/bad.tokens.json", "--strict"])
        #expect(strict.status == 1 && strict.stderr.contains(":2:41: error:"), "\(strict.stderr)")
        // What loaded is printed all the same; the status says the verdict.
        #expect(strict.stdout.contains("\"a\""))
        let dangling = try TemporaryProject(files: ["t.tokens.json": "{ \"a\": {\"$type\": \"number\", \"$value\": 1}, \"b\": {\"$value\": \"{nope}\"} }"])
        let partial = try CommandLineTests.run(["tokens", dangling.root + "/t.tokens.json"])
        #expect(partial.status == 1 && partial.stderr.contains("points at no token [b]"), "\(partial.stderr)")
        #expect(partial.stdout.contains("\"a\"") && !partial.stdout.contains("\"b\""))
    }
}
