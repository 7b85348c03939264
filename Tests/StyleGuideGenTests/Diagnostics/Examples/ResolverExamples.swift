import Foundation
@testable import StyleGuideGen

enum ResolverExamples {
    static let all: [DiagnosticExample] = []
}
