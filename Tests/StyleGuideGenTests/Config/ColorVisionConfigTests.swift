import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ColorVisionConfigTests {
    @Test func readsEveryMember() throws {
        let text = """
        {"colorVision": {"distinct": [["color.success", "{color.danger}"]], "minimumDistance": 0.15,
                         "simulations": ["Deuteranopia", "achromatopsia"], "defaultPairs": false}}
        """
        let config = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json").colorVision
        #expect(config.pairs.map { [$0.first, $0.second] } == [["color.success", "color.danger"]])
        #expect(config.pairs.first?.location == SourceLocation(file: "styleguide.json", line: 1, column: 31))
        #expect(config.minimumDistance == 0.15)
        #expect(config.simulations == [.deuteranopia, .achromatopsia])
        #expect(!config.defaultPairs)
    }

    @Test func defaults() throws {
        let config = try ConfigLoader.load(Data("{}".utf8), file: "styleguide.json").colorVision
        #expect(config.pairs.isEmpty && config.defaultPairs)
        #expect(config.minimumDistance == 0.1)
        #expect(config.simulations == [.protanopia, .deuteranopia, .tritanopia])
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let text: String, line: Int, column: Int, message: String
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(text: #"{"colorVision": []}"#, line: 1, column: 17, message: "`colorVision` must be an object"),
        Bad(text: #"{"colorVision": {"distinct": {"a": "b"}}}"#, line: 1, column: 30, message: "`colorVision.distinct` must be an array of pairs"),
        Bad(text: #"{"colorVision": {"distinct": [["color.a"]]}}"#, line: 1, column: 31, message: "must be an array of two different token paths"),
        Bad(text: "{\"colorVision\": {\n  \"distinct\": [[\"color.a\", \"color.b\"], [\"color.a\", \"color.a\"]]}}", line: 2, column: 40, message: "two different token paths"),
        Bad(text: #"{"colorVision": {"distinct": [["color.a", 3]]}}"#, line: 1, column: 31, message: "found an array of 2"),
        Bad(text: #"{"colorVision": {"minimumDistance": 0}}"#, line: 1, column: 37, message: "above 0 and at most 1"),
        Bad(text: #"{"colorVision": {"minimumDistance": "0.1"}}"#, line: 1, column: 37, message: "found a string"),
        Bad(text: #"{"colorVision": {"simulations": ["protan"]}}"#, line: 1, column: 34, message: "names \"protan\", not one of"),
        Bad(text: #"{"colorVision": {"defaultPairs": "no"}}"#, line: 1, column: 34, message: "true or false"),
        Bad(text: #"{"colorVision": {"threshold": 0.1}}"#, line: 1, column: 18, message: "unknown configuration key `threshold` in `colorVision`"),
    ]

    @Test(arguments: bad)
    func badInputIsAnErrorAtItsPosition(_ bad: Bad) {
        do {
            _ = try ConfigLoader.load(Data(bad.text.utf8), file: "styleguide.json")
            Issue.record("accepted \(bad.text)")
        } catch {
            let first = error.diagnostics.first
            #expect(first?.severity == .error)
            #expect(first?.location == SourceLocation(file: "styleguide.json", line: bad.line, column: bad.column), "\(error.diagnostics)")
            #expect(first?.message.contains(bad.message) == true, "\(error.diagnostics)")
        }
    }

    /// Every bad member is reported at once.
    @Test func reportsEveryProblem() {
        do {
            _ = try ConfigLoader.load(Data(#"{"colorVision": {"minimumDistance": 2, "simulations": ["x"], "defaultPairs": 1}}"#.utf8), file: "styleguide.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.count == 3)
        }
    }
}
