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

    /// A dangling link where a starter file goes is something the user has: never written through.
    @Test func aDanglingLinkWhereAFileGoesIsNotWrittenThrough() throws {
        let folder = try TemporaryProject()
        let outside = try TemporaryProject()
        try FileManager.default.createDirectory(atPath: folder.root + "/docs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/docs/index.md", withDestinationPath: outside.root + "/created.md")
        #expect(throws: DiagnosticError.self) { try ProjectInitializer().write(into: folder.root) }
        #expect(outside.entries("").isEmpty)
    }

    @Test func templatesAreWrittenOnRequestAsTheDefaults() throws {
        let folder = try TemporaryProject()
        _ = try ProjectInitializer(includeTemplates: true).write(into: folder.root)
        for (path, text) in TemplateFiles.defaults.files {
            #expect(folder.read("templates/" + path) == text, "\(path)")
        }
    }
}
