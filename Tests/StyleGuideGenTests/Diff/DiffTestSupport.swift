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

    /// The repository's own configuration, which the fixture folders are compared under.
    static let configFile = TestFixtures.repositoryRoot.path + "/styleguide.json"

    /// The diff of the two fixture folders, loaded through `DiffCommand` as the CLI does.
    static func themeDiff() throws -> TokenDiff {
        let (review, diagnostics) = run(base: fixtures + "/theme-base", head: fixtures + "/theme-head", ref: nil)
        guard let review, !diagnostics.contains(where: { $0.severity == .error }) else { throw DiagnosticError(diagnostics) }
        return review.diff
    }

    /// `styleguide diff` of token folders under the repository's configuration.
    static func run(base: String?, head: String, ref: String?, config: String? = configFile) -> (ChangeReview?, [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let review = DiffCommand.run(DiffCommand.Request(base: base, head: head, baseRef: ref, config: config), diagnostics: &diagnostics)
        return (review, diagnostics.all)
    }

    /// A configuration of contrast pairs, a map and an appearance modifier.
    static func config(contrast: ContrastConfig = ContrastConfig(), map: [SlotMapping] = [], appearance: String? = nil) -> ProjectConfig {
        var config = ProjectConfig()
        config.contrast = contrast
        config.map = map
        config.appearanceModifier = appearance
        return config
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
        try TokenDiff.compare(base: try project(["a.tokens.json": base]), head: try project(["a.tokens.json": head]),
                              templates: ContrastTestSupport.templates(components), config: config(contrast: contrast))
    }
}
