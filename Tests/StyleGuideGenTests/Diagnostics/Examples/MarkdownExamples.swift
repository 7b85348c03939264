import Foundation
@testable import StyleGuideGen

enum MarkdownExamples {
    static let all: [DiagnosticExample] = []
}
