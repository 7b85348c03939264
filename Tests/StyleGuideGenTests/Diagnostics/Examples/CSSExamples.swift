import Foundation
@testable import StyleGuideGen

enum CSSExamples {
    static let all: [DiagnosticExample] = []
}
