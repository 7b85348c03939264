import Foundation
@testable import StyleGuideGen

enum DiffExamples {
    static func run(base: String?, head: String, ref: String?) throws -> [Diagnostic] {
        DiffTestSupport.run(base: base, head: head, ref: ref).1
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.diffArguments, "no base") { try run(base: nil, head: DiffTestSupport.fixtures + "/theme-head", ref: nil) },
        DiagnosticExample(.diffArguments, "a base path and --base-ref") {
            try run(base: DiffTestSupport.fixtures + "/theme-base", head: DiffTestSupport.fixtures + "/theme-head", ref: "main")
        },
        DiagnosticExample(.diffArguments, "a --base-ref that is an option") { try run(base: nil, head: DiffTestSupport.fixtures + "/theme-head", ref: "--output=x") },
        DiagnosticExample(.diffGit, "--base-ref outside any git repository") {
            let folder = try TemporaryProject(files: ["tokens/a.tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#])
            return try run(base: nil, head: folder.root + "/tokens", ref: "main")
        },
    ]
}
