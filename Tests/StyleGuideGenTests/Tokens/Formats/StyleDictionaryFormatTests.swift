import Foundation
import Testing
@testable import StyleGuideGen

/// The Style Dictionary v3 fixture (CTI paths, `value`/`comment`/`attributes`, `.value` references,
/// unitless sizes) read as DTCG, against its EXPECTED.md.
@Suite struct StyleDictionaryFormatTests {
    static let folder = TestFixtures.root.appending(path: "TokenSources/style-dictionary").path

    static func load() throws -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
        var bag = DiagnosticBag()
        let project = TokenSource(fileSystem: LocalFileSystem()).load(folder, displayRoot: folder, diagnostics: &bag)
        return (try #require(project?.permutations.first?.tokens, "\(bag.all)"), bag.sorted)
    }

    /// One `$description` per token, whatever mix of `description`, `comment` and `$description` it has.
    @Test(arguments: [
        (##"{"value": "#fff", "description": "first", "comment": "second"}"##, "first"),
        (##"{"value": "#fff", "comment": "only"}"##, "only"),
        (##"{"value": "#fff", "description": "legacy", "$description": "own"}"##, "own"),
        (##"{"value": "#fff", "$description": "own", "comment": "legacy"}"##, "own"),
    ])
    func aTokenKeepsOneDescription(token: String, description: String) throws {
        var diagnostics = DiagnosticBag()
        let document = try JSONParser.parse(Data(#"{"color": {"white": \#(token)}}"#.utf8), file: "a.json", diagnostics: &diagnostics)
        let converted = LegacyTokenFormat.converted(document).0
        let members = try #require(converted["color"]?["white"]?.objectMembers)
        #expect(members.filter { $0.key == "$description" }.map { $0.value.stringValue } == [description])
    }

    @Test func eachFileWarnsOnceAndNoTokenFails() throws {
        let (tokens, diagnostics) = try Self.load()
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.folder + "/tokens").filter { $0.hasSuffix(".json") }
        let legacy = diagnostics.filter { $0.code == .formatLegacyTokens }
        #expect(legacy.count == files.count && Set(legacy.compactMap(\.location?.file)).count == files.count)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.filter { $0.severity == .error })")
        #expect(tokens.tokens.count == 49)
    }

    @Test func typesComeFromTypeThenCategoryThenThePath() throws {
        let (tokens, _) = try Self.load()
        let expected: [String: String] = [
            "color.base.blue": "color", "radius.card": "dimension", "size.line-height.body": "number", "time.duration.short": "duration",
            "font.family.code": "fontFamily", "font.weight.regular": "fontWeight", "asset.icon.star": "asset", "content.icon.check": "content",
        ]
        for (name, type) in expected { #expect(tokens[name]?.value.typeName == type, "\(name)") }
    }

    @Test func referencesWithAndWithoutValueResolveAndSizesAreRem() throws {
        let (tokens, _) = try Self.load()
        func hex(_ name: String) -> String? {
            if case .color(let c)? = tokens[name]?.value { return c.tokenColor.sRGBFallbackHex }
            return nil
        }
        #expect(hex("color.background.inverse") == "#111111")
        #expect(hex("color.font.inverse") == "#ffffff")
        #expect(hex("color.background.brand") == "#0b5fff")
        #expect(tokens["size.font.base"]?.value == .dimension(DimensionValue(value: 1, unit: .rem)))
        #expect(tokens["size.font.h1"]?.value == .dimension(DimensionValue(value: 2, unit: .rem)))
        #expect(tokens["size.spacing.gutter"]?.value == .dimension(DimensionValue(value: 1.5, unit: .rem)))
        #expect(tokens["size.border.radius.pill"]?.value == .dimension(DimensionValue(value: 999, unit: .px)))
        if case .duration(let d)? = tokens["time.duration.short"]?.value { #expect(d.value == 150 && d.unit.rawValue == "ms") } else { Issue.record("no duration") }
        if case .color(let shadow)? = tokens["color.base.shadow"]?.value { #expect(shadow.alpha == 0.2) } else { Issue.record("no shadow colour") }
    }
}
