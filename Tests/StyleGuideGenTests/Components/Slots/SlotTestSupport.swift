import Foundation
@testable import StyleGuideGen

/// Runs a project's build up to its bound components: contracts, bindings and tokens stylesheet.
enum SlotTestSupport {
    static func resolve(_ root: String, strict: Bool = false) throws -> (resolved: BoundComponents, diagnostics: [Diagnostic]) {
        let options = BuildOptions(project: try Project.load(root: root), strict: strict)
        var diagnostics = DiagnosticBag()
        guard let bound = BuildPipeline(options: options, fileSystem: LocalFileSystem()).run(through: .bindComponents, diagnostics: &diagnostics).bound else {
            throw DiagnosticError(diagnostics.sorted)
        }
        return (bound, diagnostics.sorted)
    }

    /// Computed custom properties of a preview cell: a permutation (modifier -> context) at a step.
    static func cell(_ resolved: BoundComponents, _ choices: [String: String], step: ContentSizeCategory = .standard) -> [String: String] {
        var attributes = ["data-dynamic-type": step.rawValue]
        for axis in resolved.axes { attributes[axis.attributeName] = choices[axis.name] ?? axis.defaultContext }
        return resolved.stylesheet?.computedValues(attributes: attributes) ?? [:]
    }

    /// The custom property of a project token (`--bg-color-accent-emphasis`).
    static func property(_ resolved: BoundComponents, _ token: String) -> String {
        resolved.stylesheet?.values.names.propertyName(ofToken: token) ?? ""
    }
}
