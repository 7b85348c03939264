import Foundation
@testable import StyleGuideGen

enum ComponentExamples {
    static let all: [DiagnosticExample] = []
}
