import Testing
@testable import StyleGuideGen

@Suite struct DiagnosticTests {
    @Test func printsLikeACompiler() {
        let d = Diagnostic.error("expected a number", at: SourceLocation(file: "a.tokens.json", line: 3, column: 14), subject: "size.small")
        #expect(d.description == "a.tokens.json:3:14: error: expected a number [size.small]")
    }

    @Test func sortsByLocationThenKeepsOrder() {
        var bag = DiagnosticBag()
        bag.append(.warning("late", at: SourceLocation(file: "b", line: 1, column: 1)))
        bag.append(.error("no place"))
        bag.append(.error("early", at: SourceLocation(file: "a", line: 9, column: 2)))
        #expect(bag.sorted.map(\.message) == ["early", "late", "no place"])
        bag.promoteWarnings()
        #expect(bag.warnings.isEmpty && bag.errors.count == 3)
    }
}
