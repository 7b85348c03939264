import Foundation
import Testing
@testable import StyleGuideGen

/// Token files as four public design systems publish them (Fixtures/RealWorld,
/// written by its generate.py): every one loads by default with exactly the
/// coded warnings its expected.txt lists (one per deviation from DTCG
/// 2025.10, the same problem in several permutations reported once; notes,
/// which point at a problem's other place, are not counted), and
/// `--strict` reports the same diagnostics with each deviation as an error.
@Suite struct RealWorldFixtureTests {
    static let root = TestFixtures.root.appending(path: "RealWorld")

    struct System: Sendable, CustomTestStringConvertible {
        var name: String
        var resolver: String
        var permutations: Int
        /// Tokens in the default permutation, custom types and a valued token's children included
        /// (generate.py prints the count).
        var minimumTokens: Int
        var testDescription: String { name }
    }

    static let systems = [
        System(name: "primer-like", resolver: "primer.resolver.json", permutations: 4, minimumTokens: 1244),
        System(name: "carbon-like", resolver: "carbon.resolver.json", permutations: 4, minimumTokens: 546),
        System(name: "spectrum-like", resolver: "spectrum.resolver.json", permutations: 4, minimumTokens: 549),
        System(name: "figma-export", resolver: "figma.resolver.json", permutations: 2, minimumTokens: 365),
    ]

    /// Codes that are not deviations from the spec: `--strict` leaves them warnings.
    static let notDeviations: Set<String> = ["json/duplicate-key", "resolver/unused-set", "resolver/unused-modifier"]

    static func path(_ system: System) -> String { root.appending(path: system.name).appending(path: system.resolver).path }

    /// expected.txt: `CODE COUNT` per line.
    static func expected(_ system: System) throws -> [String: Int] {
        let text = try String(contentsOf: root.appending(path: system.name).appending(path: "expected.txt"), encoding: .utf8)
        var result: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let count = try #require(parts.count == 2 ? Int(parts[1]) : nil, "bad line in expected.txt: \(line)")
            result[String(parts[0])] = count
        }
        return result
    }

    /// Warnings and errors per code; notes (a duplicate key's other place) point at a problem counted once.
    static func counts(_ diagnostics: [Diagnostic]) -> [String: Int] {
        diagnostics.filter { $0.severity != .note }.reduce(into: [:]) { $0[$1.code.id, default: 0] += 1 }
    }

    /// Which codes differ, and a few diagnostics of each, for a readable failure.
    static func difference(_ got: [String: Int], _ want: [String: Int], _ diagnostics: [Diagnostic]) -> String {
        Set(got.keys).union(want.keys).sorted().compactMap { code -> String? in
            guard got[code] != want[code] else { return nil }
            let samples = diagnostics.filter { $0.code.id == code }.prefix(3).map(\.description).joined(separator: "\n    ")
            return "\(code): got \(got[code] ?? 0), expected \(want[code] ?? 0)" + (samples.isEmpty ? "" : "\n    " + samples)
        }.joined(separator: "\n")
    }

    static func load(_ system: System) throws -> TokenProject {
        var bag = DiagnosticBag()
        let project = TokenSource().load(path(system), diagnostics: &bag)
        return try #require(project, "\(bag.all.prefix(5).map(\.description))")
    }

    static func permutation(_ project: TokenProject, _ label: String) throws -> ResolvedTokenSet {
        try #require(project.permutations.first { $0.label == label }, "no permutation \(label) in \(project.permutations.map(\.label))").tokens
    }

    static func color(_ token: ResolvedToken?) -> ColorValue? {
        if case .color(let value)? = token?.value { return value }
        return nil
    }

    static func dimension(_ token: ResolvedToken?) -> DimensionValue? {
        if case .dimension(let value)? = token?.value { return value }
        return nil
    }

    static func typography(_ token: ResolvedToken?) -> TypographyValue? {
        if case .typography(let value)? = token?.value { return value }
        return nil
    }

    // MARK: Diagnostics

    @Test(arguments: systems)
    func defaultCheckReportsExactlyTheExpectedCodes(system: System) throws {
        let diagnostics = ProjectCheck().run(path: Self.path(system), strict: false)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.count) errors, e.g. \(errors.prefix(5).map(\.description))")
        let want = try Self.expected(system)
        let got = Self.counts(diagnostics)
        #expect(got == want, "\(system.name):\n\(Self.difference(got, want, diagnostics))")
    }

    @Test(arguments: systems)
    func strictCheckReportsTheSameCodesWithDeviationsAsErrors(system: System) throws {
        let diagnostics = ProjectCheck().run(path: Self.path(system), strict: true)
        let want = try Self.expected(system)
        let got = Self.counts(diagnostics)
        #expect(got == want, "\(system.name) --strict:\n\(Self.difference(got, want, diagnostics))")
        for code in want.keys.sorted() {
            let found = diagnostics.filter { $0.code.id == code && $0.severity != .note }
            let severity: Severity = Self.notDeviations.contains(code) ? .warning : .error
            #expect(found.allSatisfy { $0.severity == severity }, "\(system.name): \(code) should be \(severity) under --strict")
            #expect(DiagnosticCode.named(code)?.deviatesFromSpec == !Self.notDeviations.contains(code),
                    "\(code) is not catalogued as expected")
        }
    }

    @Test(arguments: systems)
    func everyPermutationLoads(system: System) throws {
        let project = try Self.load(system)
        #expect(project.permutations.count == system.permutations)
        let tokens = try #require(project.defaultPermutation).tokens
        #expect(tokens.count >= system.minimumTokens, "\(system.name): \(tokens.count) tokens in the default permutation")
        for permutation in project.permutations {
            #expect(permutation.tokens.count >= system.minimumTokens, "\(system.name) \(permutation.label): \(permutation.tokens.count) tokens")
        }
    }

    // MARK: Spot values

    @Test func primerValues() throws {
        let project = try Self.load(Self.systems[0])
        let light = try #require(project.defaultPermutation).tokens
        #expect(project.defaultPermutation?.label == "theme=light")
        // "#818b981f": 8-digit hex, alpha 0x1f / 255.
        let muted = try #require(Self.color(light["bgColor.neutral.muted"]))
        #expect(abs(muted.alpha - 31.0 / 255) < 0.0005)
        #expect(muted.colorSpace == .srgb && muted.hex == "#818b98")
        // "16px" and "0" strings; an em size kept as em.
        #expect(Self.dimension(light["base.size.16"]) == DimensionValue(value: 16, unit: .px))
        #expect(Self.dimension(light["stack.padding.none"])?.value == 0)
        #expect(Self.dimension(light["stack.gap.none"])?.value == 0)
        let inline = try #require(Self.dimension(light["text.codeInline.size"]))
        #expect(inline.unit.rawValue == "em" && inline.value == 0.9285)
        // Shadow layers with hex-alpha colours and px strings.
        if case .shadow(let layers)? = light["shadow.floating.small"]?.value {
            #expect(layers.count == 3)
            #expect(layers[1].offsetY == DimensionValue(value: 6, unit: .px) && layers[1].spread.value == -3)
            #expect(abs(layers[0].color.alpha - 31.0 / 255) < 0.0005)
        } else {
            Issue.record("shadow.floating.small is not a shadow: \(String(describing: light["shadow.floating.small"]))")
        }
        // A shorthand without letterSpacing still loads; lineHeight 16px of 12px is 1.3333.
        #expect(light["text.body.medium.shorthand"]?.type == .typography)
        let caption = try #require(Self.typography(light["text.caption.shorthand"]))
        #expect(abs(caption.lineHeight - 16.0 / 12) < 0.001)
        // Vendor extensions kept as written; a custom type kept.
        #expect(light["fgColor.default"]?.extensions?["org.primer.figma"]?["mode"]?.stringValue == "light")
        #expect(light["viewportRange.narrow"] != nil)
        // The high-contrast context overrides part of the light one.
        let contrast = try Self.permutation(project, "theme=light-high-contrast")
        #expect(light["fgColor.muted"]?.aliasOf == ["base", "color", "neutral", "9"])
        #expect(contrast["fgColor.muted"]?.aliasOf == ["base", "color", "neutral", "11"])
        #expect(contrast["fgColor.default"]?.aliasOf == ["base", "color", "neutral", "13"])
    }

    @Test func carbonValues() throws {
        let project = try Self.load(Self.systems[1])
        let white = try #require(project.defaultPermutation).tokens
        // Untyped in the file: inferred from {value, unit}.
        let container = try #require(white["layout.container.container-01"])
        #expect(container.type == .dimension)
        #expect(Self.dimension(container) == DimensionValue(value: 1.5, unit: .rem))
        #expect(white["layout.size.2xlarge"]?.type == .dimension)
        // rem strings, a number written as a string, a number holding a dimension.
        #expect(Self.dimension(white["spacing.spacing-05"]) == DimensionValue(value: 1, unit: .rem))
        #expect(white["layout.grid.columns"]?.value == .number(16))
        #expect(Self.dimension(white["type-scale.1"])?.points == 12)
        #expect(white["layout.grid.margin"] != nil)
        // Typography with string members, extras, a missing member, a px lineHeight.
        let body = try #require(Self.typography(white["type.body-short-01"]))
        #expect(body.fontSize == DimensionValue(value: 0.875, unit: .rem))
        #expect(body.letterSpacing == DimensionValue(value: 0.16, unit: .px))
        #expect(body.lineHeight == 1.28572)
        #expect(body.fontFamily.first == "IBM Plex Sans")
        #expect(white["type.quotation-01"]?.type == .typography)
        #expect(white["type.fluid-display-01"]?.type == .typography)
        let code = try #require(Self.typography(white["type.code-02"]))
        #expect(abs(code.lineHeight - 20.0 / 14) < 0.001)
        // rgba() and a named colour; an alias without $type takes its target's.
        let overlay = try #require(Self.color(white["overlay"]))
        #expect(overlay.alpha == 0.5)
        #expect(Self.color(white["focus-inset"])?.components == [.value(1), .value(1), .value(1)])
        #expect(white["text-primary"]?.type == .color && white["text-primary"]?.aliasOf == ["color", "gray", "100"])
        // Another theme.
        let g100 = try Self.permutation(project, "theme=g100")
        #expect(g100["background"]?.aliasOf == ["color", "gray", "100"])
        #expect(Self.color(g100["focus-inset"])?.hex == "#161616")
    }

    @Test func spectrumValues() throws {
        let project = try Self.load(Self.systems[2])
        let light = try #require(project.defaultPermutation).tokens
        #expect(project.defaultPermutation?.label == "colorScheme=light, scale=desktop")
        // A token with $value and child tokens: both kept.
        let parent = try #require(light["accent-background-color-default"])
        let hover = try #require(light["accent-background-color-default.hover"])
        #expect(parent.type == .color && hover.type == .color)
        #expect(parent.value == light["accent-color-900"]?.value)
        #expect(hover.value == light["accent-color-1000"]?.value)
        #expect(light["neutral-subdued-background-color-default.key-focus"] != nil)
        // Token-level $ref, to a token and to its $value.
        let gray800 = try #require(light["gray-800"])
        #expect(light["body-color"]?.type == .color)
        #expect(light["body-color"]?.value == gray800.value)
        #expect(light["code-color"]?.value == gray800.value)
        #expect(light["title-color"]?.value == light["gray-900"]?.value)
        // rgb() strings.
        #expect(Self.color(light["black-overlay"])?.components == [.value(0), .value(0), .value(0)])
        #expect(Self.color(light["transparent-black-500"])?.alpha == 0.51)
        // Desktop px strings and bare numbers; mobile sp (like rem) and dp (px).
        #expect(Self.dimension(light["font-size-100"]) == DimensionValue(value: 14, unit: .px))
        #expect(Self.dimension(light["focus-indicator-thickness"]) == DimensionValue(value: 2, unit: .px))
        #expect(Self.dimension(light["focus-indicator-gap"]) == DimensionValue(value: 2, unit: .px))
        let mobile = try Self.permutation(project, "colorScheme=light, scale=mobile")
        let sp = try #require(Self.dimension(mobile["font-size-100"]))
        #expect(sp.unit == .rem && sp.points == 17, "17sp: \(sp)")
        #expect(Self.dimension(mobile["touch-target-size"]) == DimensionValue(value: 48, unit: .px))
        #expect(mobile["heading-size-m"]?.aliasOf == ["font-size-500"])
        // The JSONC file: comments and trailing commas skipped, its tokens loaded.
        #expect(light["black-font-weight"]?.value == .fontWeight(FontWeightValue(weight: 900)))
        #expect(light["code-xs"]?.type == .typography)
        #expect(light["heading-sans-serif-emphasized-m"]?.type == .typography)
        // Custom types kept.
        #expect(light["opacity-disabled"] != nil && light["line-height-100"] != nil && light["font-style-italic"] != nil)
        // Duplicate keys: the last wins.
        let dark = try Self.permutation(project, "colorScheme=dark, scale=desktop")
        #expect(dark["negative-color-900"]?.aliasOf == ["red-1000"])
        #expect(dark["notice-color-100"]?.aliasOf == ["orange-200"])
        #expect(light["negative-color-900"]?.aliasOf == ["red-900"])
    }

    @Test func figmaExportValues() throws {
        let project = try Self.load(Self.systems[3])
        let light = try #require(project.defaultPermutation).tokens
        // An 8-digit hex: "#0000001A".
        let black10 = try #require(Self.color(light["Black A.10"]))
        #expect(abs(black10.alpha - 26.0 / 255) < 0.0005)
        // 2025.10 colour objects with alpha and an upper-case hex fallback.
        let white20 = try #require(Self.color(light["White A.20"]))
        #expect(white20.alpha == 0.2 && white20.hex == "#ffffff")
        // pt is taken as px; bare numbers as px.
        #expect(Self.dimension(light["iOS.Body"]) == DimensionValue(value: 17, unit: .px))
        #expect(Self.dimension(light["Radius.M"]) == DimensionValue(value: 8, unit: .px))
        // com.figma extensions kept as written.
        let scopes = light["Blue.500"]?.extensions?["com.figma"]?["scopes"]?.arrayValue
        #expect(scopes?.first?.stringValue == "ALL_SCOPES")
        #expect(light["Blue.500"]?.extensions?["com.figma"]?["hiddenFromPublishing"] != nil)
        // Names with spaces and emoji; the Light/Dark modifier.
        #expect(light["🎨 Brand.Primary"]?.aliasOf == ["Blue", "600"])
        #expect(light["Background.Brand Subtle"]?.type == .color)
        #expect(light["Text Style.Heading 1"]?.type == .typography)
        let dark = try Self.permutation(project, "Color=Dark")
        #expect(dark["🎨 Brand.Primary"]?.aliasOf == ["Blue", "300"])
        #expect(light["Feature Flags.Show Beta Badge"] != nil && light["Copy.Brand Name"] != nil)
    }

    // MARK: The command line

    @Test(arguments: systems)
    func checkFormatJSONReportsTheExpectedCodes(system: System) throws {
        let run = try CommandLineTests.run(["check", Self.path(system), "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        let got = entries.filter { $0["severity"] as? String != "note" }
            .reduce(into: [String: Int]()) { $0[($1["code"] as? String) ?? "(no code)", default: 0] += 1 }
        #expect(got == (try Self.expected(system)), "\(system.name): \(got)")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        // JSON (on standard output) also under --strict: the text format writes every diagnostic
        // to standard error, more than a pipe holds while the helper reads standard output first.
        let strict = try CommandLineTests.run(["check", Self.path(system), "--strict", "--format", "json"])
        #expect(strict.status == 1)
        let strictObject = try #require(try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [String: Any])
        let strictErrors = ((strictObject["summary"] as? [String: Any])?["errors"] as? Int) ?? 0
        let deviations = try Self.expected(system).filter { !Self.notDeviations.contains($0.key) }.values.reduce(0, +)
        #expect(strictErrors == deviations)
    }

    // MARK: The generator

    /// Regenerating gives the checked-in bytes (skipped where python3 is missing).
    @Test func theFixturesAreWhatTheGeneratorWrites() throws {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        let out = FileManager.default.temporaryDirectory.appending(path: "realworld-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.root.appending(path: "generate.py").path, "--out", out.path]
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for system in Self.systems {
            let generated = try Self.files(under: out.appending(path: system.name))
            let checkedIn = try Self.files(under: Self.root.appending(path: system.name))
            #expect(generated.keys.sorted() == checkedIn.keys.sorted(), "\(system.name)")
            for (path, data) in generated { #expect(checkedIn[path] == data, "\(system.name)/\(path) differs from generate.py's output") }
        }
    }

    static func files(under folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            let full = folder.appending(path: relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }
}
