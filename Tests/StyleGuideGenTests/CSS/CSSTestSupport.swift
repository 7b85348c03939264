import Foundation
@testable import StyleGuideGen

/// Loads the bundled example theme and the CSS fixtures.
enum CSSFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Tests/StyleGuideGenTests/Fixtures/CSS")

    static func project(_ path: URL) throws -> TokenProject {
        let (project, diagnostics) = loadTokens(at: path.path, fileSystem: LocalFileSystem())
        guard let project, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw DiagnosticError(diagnostics)
        }
        return project
    }

    /// The bundled example (`tokens/styleguide.resolver.json`).
    static func example() throws -> TokenProject {
        try project(repository.appendingPathComponent("tokens/styleguide.resolver.json"))
    }

    static func fixture(_ name: String) throws -> TokenProject {
        try project(folder.appendingPathComponent(name))
    }

    static func choices(_ pairs: KeyValuePairs<String, String>) -> [ModifierChoice] {
        pairs.map { ModifierChoice(modifier: $0.key, context: $0.value) }
    }
}
