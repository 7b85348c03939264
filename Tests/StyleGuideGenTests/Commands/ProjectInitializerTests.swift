import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ProjectInitializerTests {
    @Test func theStarterBuildsWithNoDiagnostics() throws {
        let folder = try TemporaryProject()
        let written = try ProjectInitializer().write(into: folder.root + "/new")
        #expect(written.contains("tokens/styleguide.resolver.json") && written.contains("styleguide.json") && written.contains("docs/index.md"))
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: folder.root + "/new"), strict: true))
        #expect(result.succeeded)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func itRefusesToOverwriteAndWritesNothing() throws {
        let folder = try TemporaryProject(files: ["docs/index.md": "# Mine\n"])
        #expect(throws: DiagnosticError.self) { try ProjectInitializer().write(into: folder.root) }
        #expect(folder.read("docs/index.md") == "# Mine\n")
        #expect(folder.entries("") == ["docs"])
        #expect(folder.entries("docs") == ["index.md"])
    }

    @Test func templatesAreWrittenOnRequestAsTheDefaults() throws {
        let folder = try TemporaryProject()
        _ = try ProjectInitializer(includeTemplates: true).write(into: folder.root)
        for (path, text) in TemplateFiles.defaults.files {
            #expect(folder.read("templates/" + path) == text, "\(path)")
        }
    }
}
