import Foundation
@testable import StyleGuideGen

enum FormatExamples {
    static let all: [DiagnosticExample] = []
}
