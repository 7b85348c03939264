import Foundation
@testable import StyleGuideGen

enum DynamicTypeExamples {
    static let all: [DiagnosticExample] = []
}
