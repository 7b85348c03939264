import Testing
@testable import StyleGuideGen

/// Token name segments as Swift identifiers: the same input gives the same name, and every name is valid where it is used.
struct SwiftIdentifierTests {
    @Test(arguments: [
        ("accent-fill", "accentFill"), ("accent_fill", "accentFill"), ("Body Large", "bodyLarge"), ("2xl", "_2xl"),
        ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("Type", "type"), ("init", "`init`"),
        ("🔥", "fire"), ("🔥 hot", "fireHot"), ("café", "cafe"), ("a/b (c)", "aBC"), ("%%%", "token"), ("HTTPStatus", "httpStatus"), ("fgColorRGB", "fgColorRgb"),
        ("fgColor", "fgColor"), ("0,5", "_05"), ("👍🏽", "thumbsUpSignEmojiModifierFitzpatrickType4"),
    ])
    func constantNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.make(name, .lower) == expected)
    }

    @Test(arguments: [("color", "Color"), ("String", "String_"), ("Theme", "Theme_"), ("2xl", "_2xl"), ("font-weight", "FontWeight"), ("", "Group")])
    func groupNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.make(name, .upper) == expected)
    }

    @Test func collidingSiblingsAreNumberedInPathOrderWithAWarning() {
        var diagnostics = DiagnosticBag()
        let tree = SwiftNameTree(paths: [["space", "accentFill"], ["space", "accent-fill"], ["space", "accent_fill"], ["space", "2xl"], ["2xl", "x"]],
                                 origin: "token", diagnostics: &diagnostics)
        #expect(tree.identifierPath(["space", "accent-fill"]) == ["Space", "accentFill"])
        #expect(tree.identifierPath(["space", "accentFill"]) == ["Space", "accentFill_2"])
        #expect(tree.identifierPath(["space", "accent_fill"]) == ["Space", "accentFill_3"])
        #expect(tree.identifierPath(["2xl", "x"]) == ["_2xl", "x"])
        #expect(diagnostics.all.map(\.code) == [.swiftNameCollision, .swiftNameCollision])
        #expect(diagnostics.all.map(\.subject) == ["space.accentFill", "space.accent_fill"])
    }
}
