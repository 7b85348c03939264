import Testing
@testable import StyleGuideGen

/// Token name segments as Swift identifiers: the same input gives the same name, and every name is valid where it is used.
struct SwiftIdentifierTests {
    @Test(arguments: [
        ("accent-fill", "accentFill"), ("accent_fill", "accentFill"), ("Body Large", "bodyLarge"), ("2xl", "step2xl"),
        ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("Type", "type"), ("init", "`init`"),
        ("🔥", "fire"), ("🔥 hot", "fireHot"), ("café", "cafe"), ("a/b (c)", "aBC"), ("%%%", "token"), ("HTTPStatus", "httpStatus"), ("fgColorRGB", "fgColorRgb"),
        ("fgColor", "fgColor"), ("0,5", "step0_5"), ("_100", "step100"), ("100", "step100"), ("_", "base"), ("1-5", "step1_5"), ("👍🏽", "thumbsUpSignEmojiModifierFitzpatrickType4"),
    ])
    func constantNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.make(name, .lower) == expected)
    }

    @Test(arguments: [("color", "Color"), ("String", "String_"), ("Theme", "Theme_"), ("2xl", "Step2xl"), ("font-weight", "FontWeight"), ("", "Token"), ("_", "Base")])
    func groupNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.make(name, .upper) == expected)
    }

    /// A second name says what it is, a third is numbered with a warning; internal groups are left out.
    @Test func collidingSiblingsSayWhatTheyAre() {
        var diagnostics = DiagnosticBag()
        let tree = SwiftNameTree(paths: [["space", "accentFill"], ["space", "accent-fill"], ["space", "accent_fill"], ["space", "2xl"], ["2xl", "x"],
                                         ["font-size"], ["fontSize", "body"], ["_size", "12"], ["size", "12"], ["gray", "_100"], ["gray", "_"]],
                                 origin: "token", diagnostics: &diagnostics)
        #expect(tree.identifierPath(["space", "accent-fill"]) == ["space", "accentFill"])
        #expect(tree.identifierPath(["space", "accentFill"]) == ["space", "accentFillToken"])
        #expect(tree.identifierPath(["space", "accent_fill"]) == ["space", "accentFillToken2"])
        #expect(tree.identifierPath(["2xl", "x"]) == ["step2xl", "x"])
        #expect(tree.identifierPath(["fontSize", "body"]) == ["fontSize", "body"])
        #expect(tree.identifierPath(["font-size"]) == ["fontSizeToken"])
        #expect(tree.identifierPath(["_size", "12"]) == nil)
        #expect(tree.identifierPath(["size", "12"]) == ["size", "step12"])
        #expect(tree.root.groups.first { $0.segment == "size" }?.typeName == "Size")
        #expect(tree.accessor("gray._100") == "gray.step100" && tree.accessor("gray._") == "gray.base")
        #expect(diagnostics.all.map(\.code) == [.swiftNameCollision])
        #expect(diagnostics.all.map(\.subject) == ["space.accent_fill"])
    }
}
