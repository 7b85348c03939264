import Testing
@testable import StyleGuideGen

/// Every `font-family` the tool writes ends with a generic family of the font's kind.
@Suite struct FontKindTests {
    @Test(arguments: [
        (["Inter"], "Inter, sans-serif"),
        (["Source Sans Pro"], "\"Source Sans Pro\", sans-serif"),
        (["JetBrains Mono", "Roboto Mono"], "\"JetBrains Mono\", \"Roboto Mono\", monospace"),
        (["Fira Code"], "\"Fira Code\", monospace"),
        (["Courier New"], "\"Courier New\", monospace"),
        (["Merriweather"], "Merriweather, serif"),
        (["Source Serif 4"], "\"Source Serif 4\", serif"),
        (["Georgia"], "Georgia, serif"),
        (["SF Pro Text"], "\"SF Pro Text\", system-ui, sans-serif"),
        (["-apple-system", "Helvetica"], "-apple-system, Helvetica, system-ui, sans-serif"),
        // The author's generic family stands, wherever it is in the list.
        (["Inter", "serif"], "Inter, serif"),
        (["JetBrains Mono", "Consolas", "monospace"], "\"JetBrains Mono\", Consolas, monospace"),
        (["Menlo", "ui-monospace"], "Menlo, ui-monospace"),
    ])
    func theStackEndsWithAGenericFamily(families: [String], css: String) {
        #expect(CSSValueSerializer.fontStack(families) == css)
    }

    @Test func anEmptyListStaysEmpty() {
        #expect(CSSValueSerializer.fontStack([]) == "")
    }

    @Test func systemFontsAreTheCommonDesktopOnesOnly() {
        for family in ["system-ui", "-apple-system", "SF Pro Display", "SF Mono", "Helvetica Neue", "Arial", "Segoe UI", "Times New Roman", "Consolas"] {
            #expect(SystemFonts.contains(family), "\(family)")
        }
        for family in ["Roboto", "Inter", "Open Sans", "Sage UI", "Lato"] {
            #expect(!SystemFonts.contains(family), "\(family)")
        }
    }
}
