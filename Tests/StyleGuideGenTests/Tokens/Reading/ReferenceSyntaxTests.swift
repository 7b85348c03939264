import Testing
@testable import StyleGuideGen

/// Curly aliases read on bytes: whole-string aliases only, every segment non-empty, no brace inside.
@Suite struct ReferenceSyntaxTests {
    @Test(arguments: [
        ("{a.b.c}", ["a", "b", "c"]),
        ("{a}", ["a"]),
        ("{color.text-primary.$root}", ["color", "text-primary", "$root"]),
        ("{couleur.é.ü-ß}", ["couleur", "é", "ü-ß"]),
        ("{a b.c d}", ["a b", "c d"]),
    ])
    func aliasesSplitIntoSegments(text: String, expected: [String]) {
        #expect(ReferenceSyntax.curlyPath(text) == expected)
    }

    @Test(arguments: ["", "{", "{}", "{.}", "{a..b}", "{.a}", "{a.}", "{a{b}", "{a}b}", "{a}}", "a.b", "{a.b", "a.b}", " {a}", "{a} "])
    func othersAreNotAliases(text: String) {
        #expect(ReferenceSyntax.curlyPath(text) == nil)
        #expect(ReferenceSyntax.curlyName(text) == nil)
        #expect(!ReferenceSyntax.isCurlyAlias(text))
    }

    /// The name an alias is looked up by is its segments joined, and a `.` before a combining
    /// mark still separates them (the segments are cut on bytes, not characters).
    @Test(arguments: ["{a.b.c}", "{a}", "{couleur.é.ü-ß}", "{a b.c d}", "{a.\u{301}b}"])
    func theNameIsTheSegmentsJoined(text: String) {
        #expect(ReferenceSyntax.isCurlyAlias(text))
        #expect(ReferenceSyntax.curlyName(text) == ReferenceSyntax.curlyPath(text)?.joined(separator: "."))
    }

    @Test func aDotBeforeACombiningMarkSeparates() {
        #expect(ReferenceSyntax.curlyPath("{a.\u{301}b}") == ["a", "\u{301}b"])
    }

    /// The byte reading gives what splitting the String at dots gives, on every name the
    /// 10,000-token benchmark shapes (long, numbered, nested).
    @Test func matchesSplittingTheString() {
        for depth in 1...6 {
            let segments = (0..<depth).map { "segment\($0 * 37)-x" }
            #expect(ReferenceSyntax.curlyPath("{" + segments.joined(separator: ".") + "}") == segments)
        }
    }
}
