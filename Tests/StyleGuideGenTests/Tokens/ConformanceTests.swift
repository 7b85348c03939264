import Foundation
import Testing
@testable import StyleGuideGen

/// The DTCG 2025.10 verdict (Fixtures/Conformance, written by its generate.py):
/// under `--strict` every valid file gives no diagnostic at all and every
/// invalid one an error with the code its path names
/// (`invalid/format/hex-color--six-digit.tokens.json` -> `format/hex-color`),
/// each file holding exactly one violation.
@Suite struct ConformanceTests {
    static let root = TestFixtures.root.appending(path: "Conformance")

    static func isCase(_ name: String) -> Bool { name.hasSuffix(".tokens.json") || name.hasSuffix(".resolver.json") }

    /// `valid/*.tokens.json` and `valid/*.resolver.json` (their sources live in a subfolder).
    static let valid: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "valid").path)) ?? []
        return names.filter(isCase).sorted()
    }()

    /// `FAMILY/NAME--CASE.tokens.json` (or `.resolver.json`) under `invalid/`.
    static let invalid: [String] = {
        let folder = root.appending(path: "invalid").path
        let families = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return families.flatMap { family -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + family)) ?? []
            return names.filter(isCase).map { family + "/" + $0 }
        }.sorted()
    }()

    /// `format/hex-color--six-digit.tokens.json` -> `format/hex-color`.
    static func code(of file: String) -> String {
        String(file[..<(file.range(of: "--")?.lowerBound ?? file.endIndex)])
    }

    static func path(_ folder: String, _ file: String) -> String { root.appending(path: folder).appending(path: file).path }

    static func describe(_ diagnostics: [Diagnostic]) -> String { diagnostics.map { "\($0) " }.joined(separator: "\n") }

    @Test func thereAreEnoughCases() {
        #expect(Self.valid.count >= 25)
        #expect(Self.valid.filter { $0.hasSuffix(".resolver.json") }.count >= 4)
        #expect(Self.invalid.count >= 40)
    }

    /// Each invalid file names a code the tool has, and every deviation the
    /// tool loads leniently has at least one case.
    @Test func theInvalidCasesCoverEveryDeviation() {
        let named = Set(Self.invalid.map(Self.code(of:)))
        for id in named.sorted() { #expect(DiagnosticCode.named(id) != nil, "no code \(id)") }
        let families = ["format/", "json/", "resolver/"]
        for code in DiagnosticCode.all where code.deviatesFromSpec && families.contains(where: code.id.hasPrefix) {
            #expect(named.contains(code.id), "no invalid case for the deviation \(code.id)")
        }
    }

    @Test(arguments: valid)
    func validFileGivesNoDiagnosticUnderStrict(file: String) {
        let diagnostics = ProjectCheck().run(path: Self.path("valid", file), strict: true)
        #expect(diagnostics.isEmpty, "\(file):\n\(Self.describe(diagnostics))")
    }

    @Test(arguments: valid)
    func validFileGivesNoDiagnosticByDefault(file: String) {
        let diagnostics = ProjectCheck().run(path: Self.path("valid", file), strict: false)
        #expect(diagnostics.isEmpty, "\(file):\n\(Self.describe(diagnostics))")
    }

    @Test(arguments: invalid)
    func invalidFileFailsStrictWithItsCode(file: String) {
        let code = Self.code(of: file)
        let diagnostics = ProjectCheck().run(path: Self.path("invalid", file), strict: true)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "\(file): no error under --strict; got:\n\(Self.describe(diagnostics))")
        #expect(errors.allSatisfy { $0.code.id == code }, "\(file): every error should be \(code); got:\n\(Self.describe(errors))")
    }

    /// By default a deviation loads with its code as a warning and no error;
    /// anything else is an error with its code.
    @Test(arguments: invalid)
    func invalidFileByDefault(file: String) throws {
        let code = try #require(DiagnosticCode.named(Self.code(of: file)), "\(file): unknown code")
        let diagnostics = ProjectCheck().run(path: Self.path("invalid", file), strict: false)
        let errors = diagnostics.filter { $0.severity == .error }
        if code.deviatesFromSpec {
            #expect(errors.isEmpty, "\(file): a deviation should only warn; got:\n\(Self.describe(errors))")
            #expect(diagnostics.contains { $0.code == code && $0.severity == .warning },
                    "\(file): wanted a \(code.id) warning; got:\n\(Self.describe(diagnostics))")
        } else {
            #expect(!errors.isEmpty && errors.allSatisfy { $0.code == code },
                    "\(file): wanted \(code.id) errors; got:\n\(Self.describe(diagnostics))")
        }
    }

    /// `styleguide check --strict FILE` as CI runs it: 0 for the spec's valid files, 1 for the others.
    @Test(arguments: [
        ("valid/ref-token-whole.tokens.json", true, 0),
        ("valid/ref-in-shadow-members.tokens.json", true, 0),
        ("valid/type-color-spaces.tokens.json", true, 0),
        ("valid/resolver-extensions-and-defs.resolver.json", true, 0),
        ("invalid/format/hex-alpha--eight-digit.tokens.json", true, 1),
        ("invalid/format/hex-alpha--eight-digit.tokens.json", false, 0),
        ("invalid/format/missing-type--plain-string.tokens.json", false, 1),
        ("invalid/json/comment--line.tokens.json", true, 1),
        ("invalid/resolver/empty-resolution-order--empty.resolver.json", false, 1),
        ("invalid/resolver/unknown-property--modifier-misspelt-default.resolver.json", false, 1),
        ("invalid/resolver/unlisted-set-merged--brand-set-forgotten.resolver.json", true, 1),
        ("invalid/resolver/unlisted-set-merged--brand-set-forgotten.resolver.json", false, 0),
    ])
    func checkExitStatus(file: String, strict: Bool, status: Int32) throws {
        let run = try CommandLineTests.run(["check", Self.root.appending(path: file).path] + (strict ? ["--strict"] : []))
        #expect(run.status == status, "check \(strict ? "--strict " : "")\(file): \(run.stderr)")
    }

    /// Regenerating gives the checked-in bytes (skipped where python3 is missing).
    @Test func theFixturesAreWhatTheGeneratorWrites() throws {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        let copy = FileManager.default.temporaryDirectory.appending(path: "conformance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appending(path: "generate.py"), to: copy.appending(path: "generate.py"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [copy.appending(path: "generate.py").path]
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for folder in ["valid", "invalid"] {
            let generated = try RealWorldFixtureTests.files(under: copy.appending(path: folder))
            let checkedIn = try RealWorldFixtureTests.files(under: Self.root.appending(path: folder))
            #expect(generated.keys.sorted() == checkedIn.keys.sorted(), "\(folder)")
            for (path, data) in generated { #expect(checkedIn[path] == data, "\(folder)/\(path) differs from generate.py's output") }
        }
    }
}
