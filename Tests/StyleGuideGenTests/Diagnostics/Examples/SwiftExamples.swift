import Foundation
@testable import StyleGuideGen

enum SwiftExamples {
    private typealias P = SiteExampleProject

    private static func swift(_ tokens: String, name: String = SwiftPackageOptions.defaultName) throws -> [Diagnostic] {
        let project = try TemporaryProject(files: P.doc.merging(["tokens/sizes.tokens.json": tokens]) { a, _ in a })
        let options = BuildOptions(project: try Project.load(root: project.root)), out = try TemporaryProject()
        return SwiftPackageBuilder().generate(options, package: SwiftPackageOptions(output: out.root + "/package", name: name)).diagnostics
    }

    private static let sizes = #"{"size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.swiftNameCollision, "three token names that are one Swift identifier", {
            try swift(#"{"size": {"$type": "dimension", "a-b": {"$value": {"value": 1, "unit": "px"}}, "aB": {"$value": {"value": 2, "unit": "px"}}, "a_b": {"$value": {"value": 3, "unit": "px"}}}}"#)
        }),
        DiagnosticExample(.swiftValue, "a shadow's offset in a unit without a fixed size in points", {
            try swift(##"{"shadow": {"$type": "shadow", "card": {"$value": {"color": "#000000", "offsetX": {"value": 1, "unit": "vw"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}"##)
        }),
        DiagnosticExample(.swiftPackageName, "a package name starting with a digit", { try swift(sizes, name: "2x") }),
    ]
}
