import Foundation
import Testing
@testable import StyleGuideGen

/// The Tokens Studio fixture (four theme groups, `source` sets, arithmetic, modifiers) against
/// values worked out by hand in its EXPECTED.md, from the plugin's and sd-transforms' rules.
@Suite struct TokensStudioProjectTests {
    static let folder = TestFixtures.root.appending(path: "TokenSources/tokens-studio").path

    static func load() throws -> (project: TokenProject, diagnostics: [Diagnostic]) {
        let (project, diagnostics) = loadTokens(at: folder, fileSystem: LocalFileSystem())
        return (try #require(project, "\(diagnostics.map(\.description))"), diagnostics)
    }

    static func permutation(_ project: TokenProject, _ choices: [String: String]) throws -> ResolvedTokenSet {
        try #require(project.permutations.first { Dictionary(uniqueKeysWithValues: $0.inputs.map { ($0.modifier, $0.context) }) == choices }).tokens
    }

    static let a = ["Color theme": "ocean", "Size": "compact", "Typography": "default", "Color scheme": "light"]
    static let b = ["Color theme": "forest", "Size": "comfortable", "Typography": "large", "Color scheme": "dark"]

    static func px(_ tokens: ResolvedTokenSet, _ name: String) -> Double? {
        if case .dimension(let d)? = tokens[name]?.value, d.unit == .px { return d.value }
        return nil
    }

    /// `#rrggbb` or `#rrggbbaa`, as the fixture's tables write colours.
    static func hex(_ tokens: ResolvedTokenSet, _ name: String) -> String? {
        guard case .color(let color)? = tokens[name]?.value else { return nil }
        let rgb = color.tokenColor.sRGB
        let bytes = [rgb.x, rgb.y, rgb.z] + (color.alpha < 1 ? [color.alpha] : [])
        return "#" + bytes.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }

    @Test func everyThemeCombinationIsAPermutation() throws {
        let (project, diagnostics) = try Self.load()
        #expect(project.modifiers.map(\.name) == ["Color theme", "Size", "Typography", "Color scheme"])
        #expect(project.modifiers.map(\.contexts) == [["ocean", "forest"], ["compact", "comfortable"], ["default", "large"], ["light", "dark"]])
        #expect(project.permutations.count == 2 * 2 * 2 * 2)
        // Nothing but notes: the project is read by its own rules, and the disabled legacy set's broken reference is never read.
        #expect(diagnostics.filter { $0.severity != .note }.map(\.description) == [])
        #expect(diagnostics.contains { $0.code == .formatTokensStudioType })
    }

    @Test func arithmeticFollowsTheSizeTheme() throws {
        let (project, _) = try Self.load()
        let (a, b) = (try Self.permutation(project, Self.a), try Self.permutation(project, Self.b))
        // floor(base × 1.5), base × 2, roundTo(base / 3, 2), (base + 2px) × 3, roundTo(base / 2, 0).
        #expect([Self.px(a, "spacing.inline"), Self.px(a, "spacing.sm"), Self.px(a, "spacing.hairline"), Self.px(a, "spacing.gutter"), Self.px(a, "border.width.thick")]
                == [6, 8, 1.33, 18, 2])
        #expect([Self.px(b, "spacing.inline"), Self.px(b, "spacing.sm"), Self.px(b, "spacing.hairline"), Self.px(b, "spacing.gutter"), Self.px(b, "border.width.thick")]
                == [7, 10, 1.67, 21, 3])
        #expect([Self.px(a, "font.size.sm"), Self.px(a, "font.size.xl"), Self.px(a, "font.size.2xl")] == [12.8, 25, 31])
        #expect([Self.px(b, "font.size.sm"), Self.px(b, "font.size.lg"), Self.px(b, "font.size.xl")] == [15, 21.6, 25.9])
        #expect(Self.px(a, "sizing.control.height") == 40 && Self.px(b, "sizing.control.height") == 50)
        // Shorthand is CSS for the browser, each reference written out.
        #expect(a["spacing.inset-squish"]?.value == .css(CSSTextValue(type: .dimension, text: "8px 16px")))
    }

    @Test func coloursFollowTheirThemesAliasesAndModifiers() throws {
        let (project, _) = try Self.load()
        let (a, b) = (try Self.permutation(project, Self.a), try Self.permutation(project, Self.b))
        #expect(Self.hex(a, "color.accent.default") == "#2563eb")
        #expect(Self.hex(a, "color.accent.hover") == "#1f54c8")       // darken 0.15 in srgb
        #expect(Self.hex(a, "color.accent.surface") == "#e2ecfe")     // mix with white 0.85 in srgb
        #expect(Self.hex(a, "color.overlay") == "#0f172a99")
        #expect(Self.hex(a, "color.focus-ring") == "#3b82f680")       // rgba({color.blue.500}, 0.5)
        #expect(Self.hex(b, "color.accent.default") == "#4ade80")
        #expect(Self.hex(b, "color.accent.hover") == "#6ee599")       // lighten 0.2 in hsl
        #expect(Self.hex(b, "color.overlay") == "#000000b8")          // the dark set's override
        // darken 0.2 in lch: L and C × 0.8, the result kept in lch.
        guard case .color(let pressed)? = a["color.accent.pressed"]?.value else { Issue.record("no color.accent.pressed"); return }
        #expect(pressed.colorSpace == .lch)
        #expect(Self.hex(a, "color.accent.pressed").map { ["#274fb7", "#274fb8", "#264fb7"].contains($0) } == true, "\(Self.hex(a, "color.accent.pressed") ?? "")")
    }

    @Test func typographyIsReadTheDTCGWay() throws {
        let (project, _) = try Self.load()
        let a = try Self.permutation(project, Self.a)
        guard case .typography(let title)? = a["typography.title"]?.value, case .typography(let caption)? = a["typography.caption"]?.value else {
            Issue.record("no typography.title or typography.caption")
            return
        }
        #expect(title.fontWeight.weight == 600 && title.lineHeight == 1.5 && title.fontSize.value == 20)
        #expect(title.letterSpacing == DimensionValue(value: -0.005, unit: DimensionUnit(rawValue: "em")))
        #expect(caption.fontWeight.weight == 300 && caption.extra.contains { $0.property == "font-style" && $0.value == "italic" })
    }

    /// The plugin's single-file sync: every set a top-level key beside `$themes` and `$metadata`.
    @Test func theSingleFileFormGivesTheFoldersValues() throws {
        let (folder, _) = try Self.load()
        let root = URL(fileURLWithPath: Self.folder)
        var members: [String] = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: Self.folder).filter({ $0.hasSuffix(".json") }).sorted() {
            let text = try String(contentsOf: root.appending(path: file), encoding: .utf8)
            members.append("\"\(file.dropLast(5))\": \(text)")  // `core/color`, `$themes`, `$metadata`
        }
        let single = "{\n" + members.joined(separator: ",\n") + "\n}\n"
        let (project, diagnostics) = loadTokens(at: "/p/tokens.json", fileSystem: InMemoryFileSystem(text: ["/p/tokens.json": single]))
        let loaded = try #require(project, "\(diagnostics.filter { $0.severity == .error })")
        #expect(loaded.permutations.count == folder.permutations.count)
        for permutation in folder.permutations {
            let other = try #require(loaded.permutations.first { $0.inputs == permutation.inputs })
            #expect(other.tokens.tokens.map(\.name) == permutation.tokens.tokens.map(\.name))
            #expect(other.tokens.tokens.map(\.value) == permutation.tokens.tokens.map(\.value))
        }
    }

    /// `styleguide check FOLDER` on the project folder checks its tokens (it has no docs of its own).
    @Test func checkReadsTheFolderAsTokens() {
        let diagnostics = ProjectCheck().run(path: Self.folder, strict: false)
        #expect(diagnostics.filter { $0.severity != .note }.map(\.description) == [])
        #expect(diagnostics.contains { $0.code == .formatTokensStudioType })
    }

    @Test func sourceSetsResolveReferencesButAreNotShown() throws {
        let (project, _) = try Self.load()
        for permutation in project.permutations {
            #expect(permutation.tokens["dimension.150"] == nil && permutation.tokens["color.blue.500"] == nil)
            #expect(permutation.tokens["spacing.inline"] != nil)
        }
    }
}

/// Broken Tokens Studio projects: coded errors at the place, never a crash.
@Suite struct TokensStudioErrorTests {
    static func load(_ files: [String: String]) -> [Diagnostic] {
        loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: files.reduce(into: [:]) { $0["/p/" + $1.key] = $1.value })).1
    }

    static let themes = ##"[{"name": "light", "group": "Mode", "selectedTokenSets": {"core": "source", "semantic": "enabled"}}]"##
    static let order = ##"{"tokenSetOrder": ["core", "semantic"]}"##

    @Test func aCycleThroughArithmeticIsACycle() {
        let found = Self.load(["$themes.json": Self.themes, "$metadata.json": Self.order, "core.json": "{}",
                               "semantic.json": ##"{"a": {"$type": "spacing", "$value": "{b} * 2"}, "b": {"$type": "spacing", "$value": "{a} + 1"}}"##])
        #expect(found.filter { $0.code == .formatCircularReference }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["1:38", "1:86"])
    }

    @Test func badArithmeticIsAnErrorAtTheToken() {
        let found = Self.load(["$themes.json": Self.themes, "$metadata.json": Self.order, "core.json": ##"{"base": {"$type": "sizing", "$value": "4"}}"##,
                               "semantic.json": ##"{"zero": {"$type": "sizing", "$value": "{base} / 0"}, "fn": {"$type": "sizing", "$value": "pow({base}, 2)"}}"##])
        let errors = found.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.formatInvalidExpression, .formatInvalidExpression])
        #expect(errors.contains { $0.message.contains("division by zero") && $0.location?.file == "/p/semantic.json" && $0.subject == "zero" })
        #expect(errors.contains { $0.message.contains("unknown function pow()") && $0.subject == "fn" })
    }

    @Test func aThemeNamingNoSetAndASetOutOfOrderAreErrorsInThemesJSON() {
        let found = Self.load(["$themes.json": ##"[{"name": "light", "selectedTokenSets": {"core": "enabled", "semantic": "enabled", "gone": "enabled", "off": "disabled"}}]"##,
                               "$metadata.json": ##"{"tokenSetOrder": ["core"]}"##, "core.json": "{}", "semantic.json": "{}"])
        // In the file's order: `semantic` (not in tokenSetOrder) comes before `gone` (no file); `off` is disabled.
        #expect(found.map(\.code) == [.resolverSetOrder, .resolverUnknownSet])
        #expect(found.map(\.subject) == ["semantic", "gone"])
        #expect(found.allSatisfy { $0.location?.file == "/p/$themes.json" && $0.location?.line == 1 })
    }

    @Test func aProjectWithoutThemesIsOnePermutationOfEverySet() throws {
        let (project, found) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: [
            "/p/$metadata.json": ##"{"tokenSetOrder": ["a", "b"]}"##,
            "/p/a.json": ##"{"x": {"$type": "number", "$value": 1}, "y": {"$type": "number", "$value": 1}}"##,
            "/p/b.json": ##"{"y": {"value": 2, "type": "number"}}"##,
        ]))
        let tokens = try #require(project?.permutations.first?.tokens, "\(found)")
        #expect(project?.permutations.count == 1)
        if case .number(let y)? = tokens["y"]?.value { #expect(y == 2) } else { Issue.record("y is not the later set's 2") }
    }
}
