import Foundation
@testable import StyleGuideGen

enum ConfigExamples {
    static let all: [DiagnosticExample] = []
}
