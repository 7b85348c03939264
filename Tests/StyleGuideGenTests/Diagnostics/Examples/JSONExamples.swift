import Foundation
@testable import StyleGuideGen

enum JSONExamples {
    static let all: [DiagnosticExample] = []
}
