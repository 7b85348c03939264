import Foundation
import Testing
@testable import StyleGuideGen

/// Whether a string that failed to parse as arithmetic opens with a function call (so it is
/// reported as a bad expression) is judged on bytes: it must agree with the pattern
/// `^[A-Za-z]+\s*\(` it replaces, on every kind of string a token file holds.
@Suite struct ExpressionCallShapeTests {
    static let samples = [
        "pow({base}, 2)", "rgba({color.red}, 0.5)", "calc ({a} + 1)", "min\t(1, 2)", "max\n(1)", "Clamp(1,2,3)",
        " pow(1)", "(1 + 2)", "a1(2)", "é(1)", "pow", "pow 1", "", "{a} * 2", "16 / 9", "-2px", "x\u{00A0}(1)", "ab\r\n(1)", "x\u{0B}(1)", "x\u{85}(1)", "x\u{2028}(1)", "x\u{3000}(1)",
    ]

    @Test(arguments: samples)
    func agreesWithThePatternItReplaces(text: String) {
        let pattern = text.range(of: #"^[A-Za-z]+\s*\("#, options: .regularExpression) != nil
        #expect(TokenResolution.startsWithCall(text) == pattern, "\(text.debugDescription)")
    }
}
