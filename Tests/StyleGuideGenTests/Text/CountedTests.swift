import Testing
@testable import StyleGuideGen

/// One is singular, wherever a count is printed.
@Suite struct CountedTests {
    @Test func oneIsSingular() {
        #expect(Counted.text(1, "page") == "1 page")
        #expect(Counted.text(0, "page") == "0 pages")
        #expect(Counted.text(12480, "token", grouped: true) == "12,480 tokens")
        #expect(Counted.text(2, "family", "families") == "2 families")
    }

    @Test func theBuildsProgressLinesSayOnePage() {
        #expect(BuildProgress.modelled(pages: 1).line == "model: 1 page")
        #expect(BuildProgress.written(files: 1, output: "site").line == "write: 1 file to site")
        #expect(BuildProgress.loaded(docs: 1, tokens: 1, permutations: 1, components: 1, tokensReused: false).line
            == "load: 1 doc, 1 token in 1 permutation, 1 component")
    }
}
