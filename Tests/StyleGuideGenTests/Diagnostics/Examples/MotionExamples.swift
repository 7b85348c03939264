import Foundation
@testable import StyleGuideGen

enum MotionExamples {
    private static func check(tokens: String, config: String = "{}") throws -> [Diagnostic] {
        try SiteExampleProject.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": tokens, "styleguide.json": config])
    }

    private static func duration(_ extensions: String = "") -> String {
        ##"{"motion": {"fast": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}\##(extensions)}}}"##
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.motionInvalidValue, "a reduced duration with no unit", {
            try check(tokens: duration(##", "$extensions": {"styleguide": {"reducedMotion": "fast"}}"##))
        }),
        DiagnosticExample(.motionInvalidValue, "a reference to a colour", {
            try check(tokens: ##"{"ink": {"$type": "color", "$value": "#000000"}, "motion": {"fast": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}}}}"##,
                      config: ##"{"reducedMotion": {"motion.fast": "{ink}"}}"##)
        }),
        DiagnosticExample(.motionWrongType, "reducedMotion on a colour token", {
            try check(tokens: ##"{"ink": {"$type": "color", "$value": "#000000", "$extensions": {"styleguide": {"reducedMotion": "0ms"}}}}"##)
        }),
        DiagnosticExample(.motionUnknownToken, "a reducedMotion entry naming no token", {
            try check(tokens: duration(), config: ##"{"reducedMotion": {"motion.slow": "0ms"}}"##)
        }),
    ]
}
