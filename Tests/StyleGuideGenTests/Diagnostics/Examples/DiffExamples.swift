import Foundation
@testable import StyleGuideGen

enum DiffExamples {
    static let all: [DiagnosticExample] = []
}
