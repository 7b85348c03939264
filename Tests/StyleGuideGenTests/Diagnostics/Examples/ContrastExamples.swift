import Foundation
@testable import StyleGuideGen

enum ContrastExamples {
    static let all: [DiagnosticExample] = []
}
