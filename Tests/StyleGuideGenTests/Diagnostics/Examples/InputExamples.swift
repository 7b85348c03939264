import Foundation
@testable import StyleGuideGen

enum InputExamples {
    static let all: [DiagnosticExample] = []
}
