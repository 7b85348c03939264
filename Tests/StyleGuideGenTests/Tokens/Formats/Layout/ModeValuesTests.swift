import Testing
@testable import StyleGuideGen

/// Light and dark groups side by side inside token files: in each mode their tokens also stand
/// without the mode's name, as aliases of that mode's.
@Suite struct ModeValuesTests {
    /// Every lifted token of each context: its dotted path and the reference it holds.
    private func lifted(_ files: [String]) throws -> [String: [String]] {
        let documents = try files.enumerated().map { try JSONParser.parse($1, file: "f\($0).json") }
        let reading = try #require(ModeValues.read(documents))
        var found: [String: [String]] = [:]
        for (_, context, document) in reading.documents { found[context, default: []] += Self.aliases(document, path: []) }
        return found
    }

    private static func aliases(_ node: JSONValue, path: [String]) -> [String] {
        guard let members = node.objectMembers else { return [] }
        if let value = members.first(where: { $0.key == "$value" })?.value, case .string(let text) = value.kind {
            return [path.joined(separator: ".") + " " + text]
        }
        return members.flatMap { aliases($0.value, path: path + [$0.key]) }
    }

    @Test func tokensOfSiblingModeGroupsStandWithoutTheModeName() throws {
        let found = try lifted([
            ##"{"color": {"light": {"text": {"$value": "#000"}, "bg": {"$value": "#fff"}}, "dark": {"text": {"$value": "#fff"}, "bg": {"$value": "#000"}}}}"##,
            ##"{"size": {"light": {"gap": {"$value": "1px"}}, "dark": {"gap": {"$value": "2px"}}}, "color": {"text": {"$value": "#111"}}}"##,
        ])
        // `color.text` is a token of its own in the second file: it stays that one's.
        #expect(found["light"]?.sorted() == ["color.bg {color.light.bg}", "size.gap {size.light.gap}"])
        #expect(found["dark"]?.sorted() == ["color.bg {color.dark.bg}", "size.gap {size.dark.gap}"])
    }

    @Test func aTokenUnderTwoModeGroupsIsLiftedOutOfTheOutermost() throws {
        let found = try lifted([
            ##"{"a": {"light": {"x": {"$value": 1}, "b": {"light": {"y": {"$value": 2}}, "dark": {"y": {"$value": 3}}}}, "dark": {"x": {"$value": 4}, "b": {"light": {"y": {"$value": 5}}, "dark": {"y": {"$value": 6}}}}}}"##,
        ])
        #expect(found["light"]?.sorted() == ["a.b.dark.y {a.light.b.dark.y}", "a.b.light.y {a.light.b.light.y}", "a.dark.b.y {a.dark.b.light.y}", "a.x {a.light.x}"])
        #expect(found["dark"]?.sorted() == ["a.b.dark.y {a.dark.b.dark.y}", "a.b.light.y {a.dark.b.light.y}", "a.light.b.y {a.light.b.dark.y}", "a.x {a.dark.x}"])
    }
}
