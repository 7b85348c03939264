import Foundation
@testable import StyleGuideGen

enum IOExamples {
    static let all: [DiagnosticExample] = []
}
