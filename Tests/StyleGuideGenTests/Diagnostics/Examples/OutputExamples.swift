import Foundation
@testable import StyleGuideGen

enum OutputExamples {
    private typealias P = SiteExampleProject

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.outputRefused, "a site folder styleguide did not make", {
            let project = try TemporaryProject(files: P.doc.merging(["site/notes.txt": "mine\n"]) { a, _ in a })
            return try P.build(project)
        }),
        DiagnosticExample(.outputRefused, "the project folder itself as the output", {
            let project = try TemporaryProject(files: P.doc)
            return try P.build(project, output: project.root)
        }),

        DiagnosticExample(.outputWriteFailed, "an output folder inside a file", {
            let project = try TemporaryProject(files: P.doc.merging(["out": "a file\n"]) { a, _ in a })
            return try P.build(project, output: project.root + "/out/site")
        }),

        DiagnosticExample(.outputCacheIgnored, "a build cache that is not JSON", {
            let project = try TemporaryProject(files: P.doc)
            _ = try P.build(project)
            try "{ not json".write(toFile: BuildOptions(project: try Project.load(root: project.root)).cacheFile, atomically: false, encoding: .utf8)
            return try P.build(project)
        }),
    ]
}
