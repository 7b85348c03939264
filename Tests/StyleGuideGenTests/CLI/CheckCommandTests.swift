import Foundation
import Testing
@testable import StyleGuideGen

/// `styleguide check` as CI runs it: exit statuses, the three formats, and
/// one malformed input per rule, each starting from a clean starter project.
@Suite struct CheckCommandTests {
    static func starter() throws -> TemporaryProject {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        return project
    }

    @Test func aCleanProjectExitsZeroAndPrintsNothing() throws {
        let project = try Self.starter()
        let run = try CommandLineTests.run(["check", project.root])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stderr)")
        let json = try CommandLineTests.run(["check", project.root, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 0)
        #expect(object["version"] as? Int == 1)
    }

    /// One broken input per rule: the file to write, its text, and where the error must point.
    @Test(arguments: [
        ("tokens JSON", "tokens/light.tokens.json", "{\n  \"color\": {,}\n}\n", "tokens/light.tokens.json:2:13: error:"),
        ("token type", "tokens/brand-ocean.tokens.json", "{\"radius\": {\"button\": {\"$type\": \"dimension\", \"$value\": {\"value\": 22, \"unit\": \"zz\"}}}}", "tokens/brand-ocean.tokens.json:1:"),
        ("front matter", "docs/broken.md", "---\ntitle: x\norder: first\n---\n", "docs/broken.md:3:8: error: `order` must be a whole number"),
        ("doc link", "docs/links.md", "# L\n\n[gone](nowhere.md)\n", "docs/links.md:3:1: error: link to a missing page"),
        ("component block", "docs/preview.md", "# P\n\n```component settings-row\nicon: rocket\n```\n", "docs/preview.md:4:1: error: component `settings-row`: `icon` must be one of"),
        ("template", "templates/pages/doc.html", "{{#content}}\n{{/contnet}}\n", "templates/pages/doc.html:2:1: error:"),
        ("config", "styleguide.json", "{\"title\": \"x\", \"colour\": 1}", "styleguide.json:1:16: error: unknown configuration key `colour`"),
        ("contrast", "styleguide.json", "{\"contrast\": {\"pairs\": [{\"foreground\": \"color.system.gray\", \"background\": \"color.grouped-background\"}]}}", "styleguide.json:1:25: error: contrast of color.system.gray on color.grouped-background is"),
    ])
    func eachRuleFailsWithItsPosition(rule: String, file: String, text: String, expected: String) throws {
        let project = try Self.starter()
        try project.write(file, text)
        let run = try CommandLineTests.run(["check", project.root], in: project.root)
        #expect(run.status == 1, "\(rule)")
        #expect(run.stderr.contains(expected), "\(rule): \(run.stderr)")
        let github = try CommandLineTests.run(["check", project.root, "--format", "github"], in: project.root)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file="), "\(rule): \(github.stdout)")
        let json = try CommandLineTests.run(["check", project.root, "--format", "json"], in: project.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(((object["summary"] as? [String: Any])?["errors"] as? Int ?? 0) >= 1, "\(rule)")
        #expect(!json.stdout.contains("\"line\": 0"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let project = try Self.starter()
        try project.write("tokens/extra.tokens.json", "{\"gap\": {\"$type\": \"dimension\", \"$value\": \"12px\"}}")
        // A folder with a resolver reads only the resolver's files: reference it.
        let resolver = try #require(project.read("tokens/styleguide.resolver.json"))
        try project.write("tokens/styleguide.resolver.json", resolver.replacingOccurrences(of: "\"$ref\": \"base.tokens.json\"\n        }", with: "\"$ref\": \"base.tokens.json\"\n        }, { \"$ref\": \"extra.tokens.json\" }"))
        let lenient = try CommandLineTests.run(["check", project.root])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("tokens/extra.tokens.json:1:42: warning: dimension written as the string \"12px\""), "\(lenient.stderr)")
        #expect(lenient.stderr.hasSuffix("1 warning: 1 format/unit-string\n"), "\(lenient.stderr)")
        let strict = try CommandLineTests.run(["check", project.root, "--strict"])
        #expect(strict.status == 1 && strict.stderr.contains(": error: dimension written as the string \"12px\"; use the 2025.10 shape {\"value\": 12, \"unit\": \"px\"} [gap] (format/unit-string)"))
        #expect(strict.stderr.hasSuffix("1 error: 1 format/unit-string\n"), "\(strict.stderr)")
    }

    /// A large design system's first check: every diagnostic in the formats, a terminal
    /// build shows 50 of one code and counts the rest; report.json has them all.
    @Test func manyDiagnosticsOfOneCodeAreCappedOnTheTerminalAndSummarised() throws {
        let project = try Self.starter()
        let colours = (0..<60).map { "\"c\($0)\": {\"$value\": \"#00000\($0 % 10)\"}" }.joined(separator: ", ")
        try project.write("tokens/extra.tokens.json", "{\"grey\": {\"$type\": \"color\", \(colours)}}")
        let resolver = try #require(project.read("tokens/styleguide.resolver.json"))
        try project.write("tokens/styleguide.resolver.json", resolver.replacingOccurrences(of: "\"$ref\": \"base.tokens.json\"\n        }", with: "\"$ref\": \"base.tokens.json\"\n        }, { \"$ref\": \"extra.tokens.json\" }"))
        let check = try CommandLineTests.run(["check", project.root, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect(((object["summary"] as? [String: Any])?["codes"] as? [String: Int])?["format/hex-color"] == 60)
        #expect(check.stderr == "60 warnings: 60 format/hex-color\n")
        let build = try CommandLineTests.run(["build", project.root, "--quiet"])
        #expect(build.status == 0)
        #expect(build.stderr.components(separatedBy: "(format/hex-color)").count - 1 == 50, "\(build.stderr)")
        #expect(build.stderr.contains("note: 10 more format/hex-color not shown (60 in all; every diagnostic is in report.json)"))
        let report = try #require(project.read("site/report.json"))
        #expect(report.components(separatedBy: "\"format/hex-color\"").count - 1 == 60)
    }

    /// The spec's verdict on what we ship: the bundled example and a new project are clean DTCG 2025.10.
    @Test func theExampleAndAStarterProjectAreCleanUnderStrict() throws {
        let starter = try Self.starter()
        for path in [TokensCommandTests.example, starter.root, TokensCommandTests.example + "/tokens/styleguide.resolver.json"] {
            let run = try CommandLineTests.run(["check", path, "--strict"])
            #expect(run.status == 0 && run.stderr.isEmpty && run.stdout.isEmpty, "\(path): \(run.stderr)")
        }
    }

    @Test func githubAnnotationsEscapeTheirProperties() {
        let line = DiagnosticFormatter.format([.error(.formatInvalidValue, "50% done,\nnext", at: SourceLocation(file: "a,b:c.json", line: 2, column: 3), subject: "x")], as: .github)
        #expect(line == "::error file=a%2Cb%3Ac.json,line=2,col=3,title=styleguide format/invalid-value [x]::50%25 done,%0Anext\n")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CommandLineTests.run(["check", "--format", "xml"]).status == 2)
        #expect(try CommandLineTests.run(["check", "--frob"]).status == 2)
    }
}
