import Foundation
import Testing
@testable import StyleGuideGen

/// One input that makes the tool report `code`: every code in the catalog has at
/// least one, run by `DiagnosticCodeTests`.
struct DiagnosticExample: Sendable, CustomTestStringConvertible {
    let code: DiagnosticCode
    let what: String
    /// Runs the tool on the input and returns what it reported (thrown diagnostics included).
    let produce: @Sendable () throws -> [Diagnostic]

    init(_ code: DiagnosticCode, _ what: String, _ produce: @escaping @Sendable () throws -> [Diagnostic]) {
        self.code = code
        self.what = what
        self.produce = produce
    }

    var testDescription: String { "\(code.id): \(what)" }
}

/// Every family's examples.
enum DiagnosticExamples {
    static var all: [DiagnosticExample] {
        JSONExamples.all + FormatExamples.all + DynamicTypeExamples.all + ResolverExamples.all + IOExamples.all
            + InputExamples.all + ConfigExamples.all + TemplateExamples.all + MarkdownExamples.all + ComponentExamples.all
            + CSSExamples.all + ContrastExamples.all + OutputExamples.all + DiffExamples.all + ServeExamples.all + SwiftExamples.all + MotionExamples.all + ColorVisionExamples.all
    }
}
