import Foundation
@testable import StyleGuideGen

enum TemplateExamples {
    static let all: [DiagnosticExample] = []
}
