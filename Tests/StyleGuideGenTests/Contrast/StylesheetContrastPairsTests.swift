import Testing
@testable import StyleGuideGen

@Suite struct StylesheetContrastPairsTests {
    @Test func colourAndBackgroundInOneRuleArePaired() {
        let css = """
        .button {
          color: var(--color-on-accent);
          background: var(--color-accent, #00f);
        }
        .label { color: var(--color-label); }
        .tile { background-color: var(--color-icon-wifi); fill: var(--color-on-accent) }
        """
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "b.css", component: "button", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(pairs.map { "\($0.foreground) on \($0.background)" } == ["color-on-accent on color-accent", "color-on-accent on color-icon-wifi"])
        #expect(pairs.first?.location == SourceLocation(file: "b.css", line: 2, column: 3))
        #expect(pairs.allSatisfy { !$0.largeText && $0.level == nil })
    }

    @Test func aRuleWithOnlyAColourOrAVariableFreeBackgroundHasNoPair() {
        let css = ".a { color: var(--x); background: #fff } .b { background: var(--y) } @media (min-width: 1px) { .c { color: red; background: var(--y) } }"
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "a.css", component: "a", diagnostics: &diagnostics)
        #expect(pairs.isEmpty)
    }

    @Test func pairsInsideMediaQueriesAreFound() {
        let css = "@media (prefers-contrast: more) {\n  .c { color: var(--fg); background: var(--bg) }\n}\n"
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "c.css", component: "c", diagnostics: &diagnostics)
        #expect(pairs.map(\.foreground) == ["fg"] && pairs.map(\.background) == ["bg"])
        #expect(pairs.first?.location.line == 2)
    }

    @Test func commentsDeclarePairsWithFlags() {
        let css = """
        /* contrast: --color-label on --color-cell-background (large), --color-secondary-label on --color-cell-background */
        .row { color: var(--color-label); }
        /* contrast: --a on --b (AAA)
           --c on --d (large, AAA) */
        """
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "row.css", component: "row", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(pairs.map { "\($0.foreground)/\($0.background)/\($0.largeText)/\($0.level?.rawValue ?? "-")" } == [
            "color-label/color-cell-background/true/-", "color-secondary-label/color-cell-background/false/-",
            "a/b/false/AAA", "c/d/true/AAA",
        ])
        #expect(pairs[2].location.line == 3)
    }

    @Test func aCommentGivesItsPairItsOwnAPCAMinimum() {
        let css = "/* contrast: --a on --b (apca 75), --c on --d (large, apca 45, AAA), --e on --f */"
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "row.css", component: "row", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(pairs.map(\.apca) == [75, 45, nil])
        #expect(pairs[1].largeText && pairs[1].level == .aaa)
    }

    @Test func aDeclarationInsideACommentIsNotAPair() {
        let css = ".a { /* color: var(--x); */ background: var(--y) }"
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse(css, file: "a.css", component: "a", diagnostics: &diagnostics)
        #expect(pairs.isEmpty)
    }

    @Test(arguments: ["--a onto --b", "--a on b", "--a on --b (huge)", "--a on --b (large", "--a on --b (apca)", "--a on --b (apca 9)", "--a on --b (apca sixty)"])
    func aMalformedContrastCommentIsAWarning(entry: String) {
        var diagnostics = DiagnosticBag()
        let pairs = StylesheetContrastPairs.parse("/* contrast: \(entry) */", file: "x.css", component: "x", diagnostics: &diagnostics)
        #expect(pairs.isEmpty)
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.severity == .warning && diagnostics.all.first?.subject == "x")
        #expect(diagnostics.all.first?.location == SourceLocation(file: "x.css", line: 1, column: 1))
    }

    @Test func unterminatedCommentsAndStraySymbolsDoNotCrash() {
        for css in ["/* contrast: --a on --b", "}}}{{{", "{ color: var(--", "a { color: var(--x) ; background: var(--", ""] {
            var diagnostics = DiagnosticBag()
            _ = StylesheetContrastPairs.parse(css, file: "x.css", component: "x", diagnostics: &diagnostics)
        }
    }
}
