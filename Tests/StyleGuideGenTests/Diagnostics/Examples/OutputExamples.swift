import Foundation
@testable import StyleGuideGen

enum OutputExamples {
    static let all: [DiagnosticExample] = []
}
