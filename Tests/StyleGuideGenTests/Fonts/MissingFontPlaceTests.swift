import Foundation
import Testing
@testable import StyleGuideGen

/// A missing family is warned on a line of the project, even when no font token spells it out.
@Suite struct MissingFontPlaceTests {
    /// Blackbaud's typography names `BLKB Sans` through `{bb.font.blkb_sans.name}`, an `other` token:
    /// the warning is at the first typography token using it, not nowhere.
    @Test(.timeLimit(.minutes(5))) func aFamilyOnlyAReferenceNamesIsWarnedAtItsFirstUser() throws {
        let diagnostics = ProjectCheck().run(path: CorpusTests.corpus + "/blackbaud-skyux", strict: false)
        let warning = try #require(diagnostics.first { $0.code == .cssMissingFont && $0.message.hasPrefix("font family `BLKB Sans`") })
        #expect(warning.subject == "type.body.l")
        #expect(warning.location == SourceLocation(file: "src/tokens/layout/base-productive.json", line: 687, column: 7))
    }
}
