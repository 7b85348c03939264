import Foundation
@testable import StyleGuideGen

/// The bundled theme before and after a pull request (fixtures), and the contrast configuration the repository uses.
enum DiffTestSupport {
    static let fixtures = TestFixtures.url("Diff").path

    /// The pairs of the repository's `styleguide.json`.
    static func contrastConfig() throws -> ContrastConfig {
        let path = TestFixtures.repositoryRoot.path + "/styleguide.json"
        return try ConfigLoader.load(try Data(contentsOf: URL(fileURLWithPath: path)), file: path).contrast
    }

    /// The diff of the two fixture folders, loaded through `DiffCommand` as the CLI does.
    static func themeDiff() throws -> TokenDiff {
        let (diff, diagnostics) = DiffCommand.run(
            basePath: fixtures + "/theme-base", headPath: fixtures + "/theme-head", baseRef: nil,
            catalog: try ComponentCatalog(files: TemplateFiles.defaults), contrast: try contrastConfig())
        guard let diff, !diagnostics.contains(where: { $0.severity == .error }) else { throw DiagnosticError(diagnostics) }
        return diff
    }
}
