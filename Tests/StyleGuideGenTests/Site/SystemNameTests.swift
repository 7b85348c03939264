import Foundation
import Testing
@testable import StyleGuideGen

/// A site no config or home doc titles takes the design system's own name: a resolver's `name`,
/// a `package.json` beside the tokens or at the root, else the project folder's, never "tokens".
@Suite struct SystemNameTests {
    /// A corpus system copied into memory as the folder `root`, with `extra` files.
    private func corpus(_ system: String, at root: String, extra: [String: String] = [:]) throws -> InMemoryFileSystem {
        let folder = TestFixtures.repositoryRoot.appending(path: "Tests/Corpus/" + system).path, disk = LocalFileSystem()
        var files: [String: Data] = [:]
        for path in try disk.filesRecursively(under: folder) { files[root + path.dropFirst(folder.count)] = try disk.readFile(path) }
        for (path, text) in extra { files[root + "/" + path] = Data(text.utf8) }
        return InMemoryFileSystem(files: files)
    }

    private func builtTitle(_ fileSystem: FileSystem, root: String) throws -> String {
        let result = SiteBuilder(fileSystem: fileSystem).build(BuildOptions(project: try Project.load(root: root, fileSystem: fileSystem)))
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error })")
        let home = String(decoding: try fileSystem.readFile(root + "/site/index.html"), as: UTF8.self)
        let header = "<a class=\"site-header__title\" href=\"index.html\">"
        return String(try #require(home.firstRange(of: header).map { home[$0.upperBound...].prefix { $0 != "<" } }))
    }

    /// little-league's resolver says `"name": "little-league"`; the checkout folder is named otherwise.
    @Test func aResolversNameTitlesTheSite() throws {
        #expect(try builtTitle(try corpus("little-league", at: "/memory/checkout"), root: "/memory/checkout") == "little-league")
    }

    /// sage is a Tokens Studio project in `data/tokens` (its `$metadata.json` holds only the sets' order).
    @Test func aTokensStudioProjectIsTitledByTheProjectFolderNotItsTokensFolder() throws {
        #expect(try builtTitle(try corpus("sage", at: "/memory/sage-checkout"), root: "/memory/sage-checkout") == "sage-checkout")
    }

    @Test func aPackageNameBesideTheTokensComesBeforeTheRootsAndTheFolders() throws {
        let both = try corpus("koobiq", at: "/memory/repo", extra: [
            "package.json": #"{"name": "koobiq-monorepo", "private": true}"#,
            "packages/design-tokens/package.json": #"{"name": "@koobiq/design-tokens", "version": "3.0.0"}"#,
            "styleguide.json": #"{"tokens": "packages/design-tokens"}"#,
        ])
        #expect(try builtTitle(both, root: "/memory/repo") == "@koobiq/design-tokens")
        let rootOnly = try corpus("koobiq", at: "/memory/repo", extra: ["package.json": #"{"name": "koobiq-monorepo", "private": true}"#])
        #expect(try builtTitle(rootOnly, root: "/memory/repo") == "koobiq-monorepo")
    }

    @Test func aHomeDocTitleStillWins() throws {
        let memory = try corpus("little-league", at: "/memory/checkout", extra: ["docs/index.md": "# Our Theme\n"])
        #expect(try builtTitle(memory, root: "/memory/checkout") == "Our Theme")
    }

    /// `init --from` titles the home doc it writes by the same rule.
    @Test func initFromWritesTheSystemsNameIntoTheHomeDoc() throws {
        let project = try TemporaryProject()
        let folder = TestFixtures.repositoryRoot.appending(path: "Tests/Corpus/little-league").path
        for path in try LocalFileSystem().filesRecursively(under: folder) {
            try project.write(String(path.dropFirst(folder.count + 1)), String(decoding: try LocalFileSystem().readFile(path), as: UTF8.self))
        }
        var diagnostics = DiagnosticBag()
        _ = try #require(ExistingProjectInitializer().run(source: project.root, directory: project.root, diagnostics: &diagnostics), "\(diagnostics.all)")
        #expect(project.read("docs/index.md")?.hasPrefix("---\ntitle: little-league\n---\n\n# little-league\n") == true)
    }
}
