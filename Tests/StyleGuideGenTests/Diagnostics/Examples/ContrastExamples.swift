import Foundation
@testable import StyleGuideGen

enum ContrastExamples {
    static let tokens = """
    {"color": {"gray": \(ContrastTestSupport.color("#aaaaaa")), "white": \(ContrastTestSupport.color("#ffffff")),
               "black": \(ContrastTestSupport.color("#000000"))},
     "radius": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}
    """

    static func evaluate(pairs: [ContrastPair] = [], stylesheets: [String: String] = [:]) throws -> (ContrastReport, [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: try ContrastTestSupport.project(tokens), catalog: try ContrastTestSupport.catalog(stylesheets),
                                             config: ContrastConfig(pairs: pairs), diagnostics: &diagnostics)
        return (report, diagnostics.all)
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.contrastFailure, "gray text on white, below AA") {
            let (report, diagnostics) = try evaluate(pairs: [ContrastPair(foreground: "color.gray", background: "color.white")])
            return diagnostics + report.failureWarnings()
        },
        DiagnosticExample(.contrastFailure, "a component rule drawing gray on white") {
            let (report, diagnostics) = try evaluate(stylesheets: ["badge": ".badge { color: var(--color-gray); background: var(--color-white); }\n"])
            return diagnostics + report.failureWarnings()
        },
        DiagnosticExample(.contrastAPCAFailure, "gray text on white, below an APCA minimum of Lc 60") {
            let (report, diagnostics) = try evaluate(pairs: [ContrastPair(foreground: "color.gray", background: "color.white", apca: 60)])
            return diagnostics + report.failureWarnings()
        },
        DiagnosticExample(.contrastUnknownToken, "a configured pair naming a misspelt token") {
            try evaluate(pairs: [ContrastPair(foreground: "color.grey", background: "color.white")]).1
        },
        DiagnosticExample(.contrastUnknownToken, "a contrast comment naming a property no token has") {
            try evaluate(stylesheets: ["badge": "/* contrast: --color-ink on --color-white */\n.badge {}\n"]).1
        },
        DiagnosticExample(.contrastUndecidable, "a configured pair naming a dimension token") {
            try evaluate(pairs: [ContrastPair(foreground: "radius", background: "color.white")]).1
        },
        DiagnosticExample(.contrastCommentSyntax, "a contrast comment with `over` for `on`") {
            try evaluate(stylesheets: ["badge": "/* contrast: --color-black over --color-white */\n.badge {}\n"]).1
        },
    ]
}
