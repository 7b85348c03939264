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
        var diagnostics = DiagnosticBag()
        let diff = DiffCommand.run(
            basePath: fixtures + "/theme-base", headPath: fixtures + "/theme-head", baseRef: nil,
            catalog: try ComponentCatalog(files: TemplateFiles.defaults), contrast: try contrastConfig(), diagnostics: &diagnostics)
        guard let diff, !diagnostics.hasErrors else { throw DiagnosticError(diagnostics.all) }
        return diff
    }
}

extension DiffTestSupport {
    /// A project from in-memory files; `entry` is the resolver or token file to load.
    static func project(_ files: [String: String], entry: String = "/p/a.tokens.json") throws -> TokenProject {
        var absolute: [String: String] = [:]
        for (path, text) in files { absolute[path.hasPrefix("/") ? path : "/p/" + path] = text }
        let (project, diagnostics) = loadTokens(at: entry, fileSystem: InMemoryFileSystem(text: absolute), root: "/p")
        guard let project, !diagnostics.contains(where: { $0.severity == .error }) else { throw DiagnosticError(diagnostics) }
        return project
    }

    /// A resolver with one `theme` modifier whose contexts each read `<context>.tokens.json` over `base.tokens.json`.
    static func themedResolver(_ contexts: [String]) -> String {
        let list = contexts.map { "\"\($0)\": [{\"$ref\": \"\($0).tokens.json\"}]" }.joined(separator: ", ")
        return """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {\(list)}, "default": "\(contexts.first ?? "")"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
    }

    /// Compares two single-file projects with a catalog of the given component stylesheets.
    static func diff(base: String, head: String, components: [String: String] = [:], contrast: ContrastConfig = ContrastConfig()) throws -> TokenDiff {
        TokenDiff.compare(base: try project(["a.tokens.json": base]), head: try project(["a.tokens.json": head]),
                          catalog: try ContrastTestSupport.catalog(components), contrast: contrast)
    }
}
