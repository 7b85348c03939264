import Testing
@testable import StyleGuideGen

@Suite struct APCAFontLookupTests {
    /// The table's own entries read back: APCA's "Lc 60: 24 px at 400 or 16 px at 700",
    /// "Lc 75: 18 px at 400", "Lc 90: 16 px at 400" (fontMatrixAscend, apca-w3 0.1.9).
    @Test(arguments: [(24.0, 400.0, 60.0), (16, 700, 60), (18, 400, 75), (16, 400, 90), (42, 400, 45), (72, 300, 45), (14, 700, 75)])
    func tableEntriesGiveTheirRow(size: Double, weight: Double, lc: Double) {
        #expect(APCAFontLookup.minimumLc(size: size, weight: weight) == lc)
    }

    @Test func betweenRowsTheLcIsInterpolatedAsFontLookupAPCAInterpolatesSizes() throws {
        // fontLookupAPCA(67.5) gives 20.75 px at weight 400 (21.75 - 2.25 * 0.5, floored to the half px):
        // read back, 20.75 px needs Lc 67.2, within that half-px rounding of 67.5.
        let lc = try #require(APCAFontLookup.minimumLc(size: 20.75, weight: 400))
        #expect(abs(lc - 67.5) < 0.5)
        // 17 px at 400 lies between Lc 80 (17.25 px) and Lc 85 (16.5 px).
        #expect(abs((APCAFontLookup.minimumLc(size: 17, weight: 400) ?? 0) - 81.667) < 0.01)
    }

    @Test func textTooSmallOrThinForAnyContrastHasNoMinimum() {
        #expect(APCAFontLookup.minimumLc(size: 9, weight: 400) == nil)
        #expect(APCAFontLookup.minimumLc(size: 16, weight: 100) == nil)
        // A huge hairline still needs Lc 40 at least: below it, weight 100 is for non-text only.
        #expect(APCAFontLookup.minimumLc(size: 200, weight: 100) == 40)
        // Any text needs Lc 30 (the table's 777 marks below it).
        #expect(APCAFontLookup.minimumLc(size: 500, weight: 900) == 30)
    }

    @Test func weightsRoundToTheTablesHundreds() {
        #expect(APCAFontLookup.minimumLc(size: 24, weight: 420) == APCAFontLookup.minimumLc(size: 24, weight: 400))
        #expect(APCAFontLookup.minimumLc(size: 24, weight: 1000) == APCAFontLookup.minimumLc(size: 24, weight: 900))
    }
}
