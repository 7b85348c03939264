import Foundation
import Testing
@testable import StyleGuideGen

/// The Figma variables fixture (`Collection.Mode.json` files) read as the resolver it amounts to,
/// against its EXPECTED.md; `init --from` pointing at the export where it is; and `convert`
/// writing that resolver (and a Tokens Studio project's) with the same values.
@Suite struct FigmaVariablesExportTests {
    static let fixtures = TestFixtures.root.appending(path: "TokenSources")

    /// A project whose `design/` folder is a copy of the fixture (its EXPECTED.md left out).
    static func project(_ fixture: String) throws -> TemporaryProject {
        let project = try TemporaryProject()
        let source = fixtures.appending(path: fixture).path
        for file in try FileManager.default.subpathsOfDirectory(atPath: source) where file.hasSuffix(".json") {
            try project.write("design/" + file, try String(contentsOfFile: source + "/" + file, encoding: .utf8))
        }
        return project
    }

    static func hex(_ tokens: ResolvedTokenSet, _ name: String) -> String? {
        guard case .color(let color)? = tokens[name]?.value else { return nil }
        return color.tokenColor.sRGBFallbackHex  // `#rrggbbaa` when translucent
    }

    /// Whether a file is read by Figma's meaning is first asked of its bytes: a `com.figma` key
    /// spelled with an escape is still found, and a file without one is left as written.
    @Test func aFigmaKeyIsFoundHoweverItIsSpelled() throws {
        func space(_ extensionKey: String) throws -> TokenValue? {
            var diagnostics = DiagnosticBag()
            let json = #"{"space": {"$type": "number", "$value": 8, "$extensions": {"\#(extensionKey)": {"scopes": ["GAP"]}}}}"#
            return try #require(TokenDocumentLoader().load(Data(json.utf8), file: "t.json", diagnostics: &diagnostics))["space"]?.value
        }
        let px = TokenValue.dimension(DimensionValue(value: 8, unit: .px))
        #expect(try space("com.figma") == px)
        #expect(try space(#"com\u002efigma"#) == px)
        #expect(try space(#"\u0063om.figma"#) == px)
        #expect(try space("com.example") == .number(8))
    }

    @Test func collectionsWithModesAreModifiersAndTheRestSets() throws {
        let (project, diagnostics) = loadTokens(at: Self.fixtures.appending(path: "figma-variables").path, fileSystem: LocalFileSystem())
        let tokens = try #require(project, "\(diagnostics)")
        #expect(tokens.modifiers.map(\.name) == ["Color"] && tokens.modifiers[0].contexts == ["Dark", "Light"] && tokens.modifiers[0].defaultContext == "Light")
        #expect(diagnostics.filter { $0.code == .resolverFigmaExport }.count == 1)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        let light = try #require(tokens.permutations.first { $0.inputs == [ModifierChoice(modifier: "Color", context: "Light")] }).tokens
        let dark = try #require(tokens.permutations.first { $0.inputs == [ModifierChoice(modifier: "Color", context: "Dark")] }).tokens
        #expect(light.tokens.count == 45 && dark.tokens.count == 45)
        #expect([Self.hex(light, "bg.default"), Self.hex(dark, "bg.default")] == ["#ffffff", "#0f172a"])
        #expect([Self.hex(light, "overlay"), Self.hex(dark, "overlay")] == ["#00000099", "#000000cc"])
        // Figma's own alias shape (aliasData) is the reference it names.
        #expect([Self.hex(light, "focus-ring"), Self.hex(dark, "focus-ring")] == ["#3b82f6", "#93c5fd"])
        #expect(light["focus-ring"]?.aliasOf == ["color", "blue", "500"])
        // Numbers scoped to gaps and radii are px; a boolean variable is a boolean; a FONT_FAMILY string a family.
        #expect(light["gap.grid"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(light["radius.full"]?.value == .dimension(DimensionValue(value: 9999, unit: .px)))
        #expect(light["feature.rounded-corners"]?.value == .custom(CustomValue(typeName: "boolean", content: .bool(true))))
        #expect(light["font.family.sans"]?.value == .fontFamily(["Inter"]))
    }

    @Test func initFromAFigmaExportPointsAtTheExportWhereItIs() throws {
        let project = try Self.project("figma-variables")
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: project.root + "/design", directory: project.root, diagnostics: &diagnostics), "\(diagnostics.all)")
        #expect(result.written.sorted() == ["docs/index.md", "styleguide.json"])
        #expect(result.config.contains("\"tokens\": \"design\""))
        #expect(result.assumptions.contains { $0.hasPrefix("Color: modes Dark, Light") })
        #expect(!FileManager.default.fileExists(atPath: project.root + "/tokens"))
    }

    @Test func convertWritesTheResolverAFigmaExportIsReadAs() throws {
        let project = try Self.project("figma-variables")
        var diagnostics = DiagnosticBag()
        let result = try #require(TokenConversion().run(source: project.root + "/design", into: project.root + "/tokens", root: project.root, diagnostics: &diagnostics), "\(diagnostics.all)")
        #expect(result.written == ["tokens/design.resolver.json"])
        #expect(result.assumptions.contains { $0.hasPrefix("Color: modes Dark, Light") })
        #expect(result.roundTrip.passed)
        #expect(result.roundTrip.description.hasPrefix("the written resolver gives the same values: 90 token values in 2 permutations"), "\(result.roundTrip.description)")
        let resolver = try #require(project.read("tokens/design.resolver.json"))
        #expect(resolver.contains("\"$ref\": \"../design/Color.Light.json\""))
    }

    @Test func convertWritesATokensStudioProjectAsDTCGFilesWithTheSameValues() throws {
        let project = try Self.project("tokens-studio")
        var diagnostics = DiagnosticBag()
        let result = try #require(TokenConversion().run(source: project.root + "/design", into: project.root + "/tokens", root: project.root, diagnostics: &diagnostics), "\(diagnostics.all)")
        #expect(result.written.contains("tokens/design.resolver.json") && result.written.contains("tokens/design/core/size.tokens.json"))
        #expect(result.roundTrip.passed, "\(result.roundTrip.description)")
        // The written resolver alone: 16 permutations, every value the folder gives (source sets' tokens shown besides).
        let (folder, _) = loadTokens(at: project.root + "/design", fileSystem: LocalFileSystem())
        let (written, found) = loadTokens(at: project.root + "/tokens/design.resolver.json", fileSystem: LocalFileSystem(), root: project.root)
        let resolved = try #require(written, "\(found.filter { $0.severity == .error })")
        #expect(resolved.permutations.count == 16)
        for permutation in try #require(folder).permutations {
            let other = try #require(resolved.permutations.first { $0.inputs == permutation.inputs })
            for token in permutation.tokens.tokens { #expect(other.tokens[token.name]?.value == token.value, "\(token.name)") }
            #expect(other.tokens["dimension.150"] != nil && permutation.tokens["dimension.150"] == nil)
        }
        // Nothing is overwritten: a second conversion into the same folder is refused.
        let before = try #require(project.read("tokens/design.resolver.json"))
        var again = DiagnosticBag()
        #expect(TokenConversion().run(source: project.root + "/design", into: project.root + "/tokens", root: project.root, diagnostics: &again) == nil)
        #expect(again.all.contains { $0.code == .outputRefused && $0.message.contains("exists") })
        #expect(project.read("tokens/design.resolver.json") == before)
    }

    /// A round trip that compared nothing is a failure, never "differs in N of 0".
    @Test func aRoundTripThatComparedNothingFails() {
        let none = TokenConversion.RoundTrip(compared: 0, permutations: 96, missing: ["Size=Medium"])
        #expect(!none.passed)
        #expect(!none.description.contains(" of 0 "), "\(none.description)")
        #expect(!TokenConversion.RoundTrip(compared: 0, permutations: 0).passed)
    }

    @Test func convertOfAFileThatIsNeitherFormatIsAnErrorWithStatus1() throws {
        let project = try Self.project("figma-variables")
        try project.write("plain.tokens.json", ##"{"a": {"$type": "number", "$value": 1}}"##)
        let run = try CommandLineTests.run(["convert", "plain.tokens.json"], in: project.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("not a Tokens Studio project or a Figma variables export"), "\(run.stderr)")
    }
}
