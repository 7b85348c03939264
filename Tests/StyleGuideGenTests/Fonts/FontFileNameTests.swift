import Testing
@testable import StyleGuideGen

/// A font file is a face of a family when its name is the family's (case, spaces and dashes
/// aside) followed by weight and style words only.
@Suite struct FontFileNameTests {
    @Test(arguments: [
        ("fonts/Inter-Regular.woff2", "Inter", "400", false),
        ("inter-var.woff2", "Inter", "100 900", false),
        ("Inter-Italic[opsz,wght].ttf", "Inter", "100 900", true),
        ("SourceSansPro-Bold.ttf", "Source Sans Pro", "700", false),
        ("source_sans_pro_semibolditalic.otf", "Source Sans Pro", "600", true),
        ("Inter-ExtraBold.woff", "Inter", "800", false),
        ("Inter-Thin.woff2", "Inter", "100", false),
        ("Inter-Black.woff2", "Inter", "900", false),
        ("Inter-300.woff2", "Inter", "300", false),
        ("Inter.woff2", "Inter", "400", false),
    ])
    func aFaceOfTheFamily(file: String, family: String, weight: String, italic: Bool) {
        #expect(FontFileName.parse(file, family: family) == FontFileName(weight: weight, italic: italic))
    }

    @Test(arguments: [("InterDisplay-Bold.woff2", "Inter"), ("Roboto-Regular.woff2", "Inter"), ("Inter-Bolder.woff2", "Inter")])
    func noFaceOfTheFamily(file: String, family: String) {
        #expect(FontFileName.parse(file, family: family) == nil)
    }

    @Test func onlyFontFilesHaveAFormat() {
        #expect(FontFileName.format(of: "a/Inter.WOFF2") == "woff2")
        #expect(FontFileName.format(of: "a/Inter.ttf") == "truetype")
        #expect(FontFileName.format(of: "a/Inter.otf") == "opentype")
        #expect(FontFileName.format(of: "a/Inter.svg") == nil)
    }
}
