import Foundation
@testable import StyleGuideGen

enum ColorVisionExamples {
    private static func check(tokens: String, config: String = "{}") throws -> [Diagnostic] {
        try SiteExampleProject.check(["docs/index.md": "# Home\n", "tokens/base.tokens.json": tokens, "styleguide.json": config])
    }

    /// iOS's green and red: far apart to most eyes, 0.068 apart in OKLab for a deuteranope.
    static let status = ##"{"color": {"$type": "color", "status": {"success": {"$value": "#34c759"}, "danger": {"$value": "#ff3b30"}}, "ink": {"$value": "#000000"}, "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"##

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.colorIndistinctUnderSimulation, "status colours green and red, close for a deuteranope", {
            try check(tokens: status)
        }),
        DiagnosticExample(.colorIndistinctUnderSimulation, "a configured pair with a higher minimum", {
            try check(tokens: status, config: ##"{"colorVision": {"distinct": [["color.status.success", "color.ink"]], "minimumDistance": 0.9, "defaultPairs": false}}"##)
        }),
        DiagnosticExample(.colorUnknownToken, "a configured pair naming a misspelt token", {
            try check(tokens: status, config: ##"{"colorVision": {"distinct": [["color.status.sucess", "color.status.danger"]]}}"##)
        }),
        DiagnosticExample(.colorUnknownToken, "a configured pair naming a dimension token", {
            try check(tokens: status, config: ##"{"colorVision": {"distinct": [["color.gap", "color.status.danger"]]}}"##)
        }),
    ]
}
