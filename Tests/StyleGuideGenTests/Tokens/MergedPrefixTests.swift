import Foundation
import Testing
@testable import StyleGuideGen

/// Every permutation's merge is built on the merge of the documents all of them start with,
/// when its own documents only write plain tokens in existing groups: it must equal merging
/// all its documents whole, and anything else must be merged whole.
@Suite struct MergedPrefixTests {
    private static let base = """
    {"color": {"$type": "color", "$description": "Colours",
       "red": {"$value": "#ff0000"}, "accent": {"$value": "{color.red}"},
       "old": {"$deprecated": "use accent", "grey": {"$value": "#888888"}}},
     "space": {"$type": "dimension", "unit": {"$value": {"value": 4, "unit": "px"}},
       "inset": {"$value": {"value": 8, "unit": "px"}, "tight": {"$value": {"value": 2, "unit": "px"}}}},
     "plain": {"$value": 3}}
    """

    private static func json(_ text: String, _ file: String) throws -> JSONValue {
        try JSONParser.parse(text, file: file)
    }

    /// The prefix of `base` and the merge of `base` + `context` both ways (nil: not built on the prefix).
    private static func bothWays(_ context: String) throws -> (onPrefix: MergedTokens?, whole: MergedTokens) {
        let documents = [try json(base, "/base.json"), try json(context, "/context.json")]
        var collected = CollectedDocuments(documents, dialect: .dtcg)
        collected.mergeSharedPrefix([documents[0]])
        let prefix = try #require(collected.sharedPrefix)
        var names = collected.names
        let layers = documents.map { collected.collected($0, names: &names) }
        return (MergedTokens(extending: prefix, with: layers, names: names),
                MergedTokens(layers, names: names, loadNames: collected.names.count))
    }

    /// What a merge holds, in order, as text to compare.
    private static func summary(_ merged: MergedTokens) -> [String] {
        merged.order.map { id in
            let token = merged.raw[id]!
            return "\(token.name) \(token.groupType?.name ?? "-") \(token.deprecated?.reason ?? "-") \(token.origin.map { "\($0.document):\($0.entry)" } ?? "-") \(token.location)"
        } + merged.names.names.filter(merged.isGroup) + merged.groupDescriptions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    @Test(arguments: [
        ##"{"color": {"red": {"$value": "#990000"}, "old": {"grey": {"$value": "#444444"}}, "new": {"$value": "{color.red}"}}}"##,
        ##"{"space": {"unit": {"$value": {"value": 2, "unit": "px"}}}, "plain": {"$value": 4}, "top": {"$value": 1}}"##,
        ##"{}"##,
    ])
    func plainOverridesAreMergedOnThePrefix(context: String) throws {
        let (onPrefix, whole) = try Self.bothWays(context)
        let merged = try #require(onPrefix)
        #expect(Self.summary(merged) == Self.summary(whole))
        #expect(merged.raw.count == whole.raw.count && !merged.hasOwnNames)
    }

    /// A merge on the prefix lists its own tokens over the prefix's table, which stays as it was;
    /// a name holds the very same token in two tables only where neither wrote over their shared base.
    @Test func ownTokensGoOverThePrefixTableWithoutChangingIt() throws {
        let (onPrefix, whole) = try Self.bothWays(##"{"color": {"red": {"$value": "#990000"}}, "plain": {"$value": 4}}"##)
        let merged = try #require(onPrefix)
        let red = try #require(merged.names.id(of: "color.red")), plain = try #require(merged.names.id(of: "plain"))
        let unit = try #require(merged.names.id(of: "space.unit"))
        #expect(merged.raw[red]?.value.stringValue == "#990000" && merged.raw[plain]?.value.numberValue == 4)
        var table = merged.raw
        #expect(table.holdsTheSameBaseToken(unit, as: merged.raw) && !table.holdsTheSameBaseToken(red, as: merged.raw))
        table.layOver()
        table[unit] = merged.raw[plain]
        #expect(table[unit]?.name == "plain" && merged.raw[unit]?.name == "space.unit")
        let accent = try #require(merged.names.id(of: "color.accent"))
        #expect(!table.holdsTheSameBaseToken(unit, as: merged.raw) && table.holdsTheSameBaseToken(accent, as: merged.raw))
        // Tables built apart share no base, however alike their tokens.
        #expect(!whole.raw.holdsTheSameBaseToken(unit, as: merged.raw))
    }

    @Test(arguments: [
        ##"{"color": {"$type": "string", "red": {"$value": "x"}}}"##,           // a group's type changes what its tokens inherit
        ##"{"color": {"$description": "Hues"}}"##,                               // a group's description
        ##"{"color": {"old": {"$deprecated": false}}}"##,                        // a group's deprecation
        ##"{"space": {"inset": {"$value": {"value": 6, "unit": "px"}}}}"##,      // a token that holds tokens, replaced
        ##"{"space": {"inset": {"small": {"$value": {"value": 1, "unit": "px"}}}}}"##,  // a group where a token holds tokens
        ##"{"color": {"$value": "#000000"}}"##,                                  // a token replacing a group
        ##"{"plain": {"kid": {"$value": 1}}}"##,                                 // a group replacing a token
        ##"{"fresh": {"t": {"$value": 1}}}"##,                                   // a group the prefix lacks
    ])
    func otherChangesAreMergedWhole(context: String) throws {
        let (onPrefix, _) = try Self.bothWays(context)
        #expect(onPrefix == nil)
    }

    /// Through the resolver: every permutation of a resolver whose contexts override plain
    /// tokens equals the same permutation resolved alone.
    @Test func permutationsBuiltOnThePrefixEqualThemselvesResolvedAlone() throws {
        let files = [
            "/p/t.resolver.json": """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}},
                           "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
            """,
            "/p/base.tokens.json": Self.base,
            "/p/dark.tokens.json": ##"{"color": {"red": {"$value": "#990000"}, "old": {"grey": {"$value": "#111111"}}, "night": {"$value": "{color.accent}"}}}"##,
            "/p/compact.tokens.json": ##"{"space": {"unit": {"$value": {"value": 2, "unit": "px"}}}, "plain": {"$value": "{color.red}"}}"##,
        ]
        let project = try PermutationSharingTests.loadedAndCheckedAlone(files)
        #expect(project.permutations.count == 4)
        let dark = try #require(project.permutations.first { $0.label == "theme=dark, density=compact" })
        #expect(dark.tokens["color.old.grey"]?.deprecated == Deprecation(reason: "use accent"))
        #expect(dark.tokens["color.night"]?.type == .color && dark.tokens["plain"]?.aliasOf == ["color", "red"])
    }
}
