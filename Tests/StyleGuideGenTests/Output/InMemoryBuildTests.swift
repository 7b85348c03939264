import Foundation
import Testing
@testable import StyleGuideGen

/// Whole builds through the file-system seam: the bundled example built in memory must be
/// the site a build on disk writes, byte for byte, with the same reuse on a rebuild, and a
/// failed build must leave the last site as it was.
@Suite struct InMemoryBuildTests {
    private static let root = "/memory/example"

    /// The example's inputs (config, tokens, docs, templates) read from the repository into memory.
    private func exampleInMemory() throws -> InMemoryFileSystem {
        let repository = TestFixtures.repositoryRoot.path
        var files: [String: Data] = [:]
        files[Self.root + "/styleguide.json"] = try Data(contentsOf: URL(fileURLWithPath: repository + "/styleguide.json"))
        for folder in ["tokens", "docs", "templates"] {
            for path in try LocalFileSystem().filesRecursively(under: repository + "/" + folder) {
                files[Self.root + path.dropFirst(repository.count)] = try LocalFileSystem().readFile(path)
            }
        }
        return InMemoryFileSystem(files: files)
    }

    private func build(_ fileSystem: FileSystem, root: String) throws -> BuildResult {
        let project = try Project.load(root: root, output: root + "/site", fileSystem: fileSystem)
        return SiteBuilder(fileSystem: fileSystem).build(BuildOptions(project: project))
    }

    private func site(in fileSystem: FileSystem, root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try fileSystem.filesRecursively(under: root + "/site") {
            files[String(path.dropFirst(root.count + 6))] = try fileSystem.readFile(path)
        }
        return files
    }

    @Test func theExampleBuiltInMemoryIsTheSiteBuiltOnDisk() throws {
        let memory = try exampleInMemory()
        let first = try build(memory, root: Self.root)
        #expect(first.succeeded, "\(first.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: "/memory"), "nothing was written to the disk")

        let disk = try TemporaryProject()
        for (path, data) in memory.files where path.hasPrefix(Self.root + "/") && !path.hasPrefix(Self.root + "/site/") && !path.contains("/.") {
            try disk.write(String(path.dropFirst(Self.root.count + 1)), String(decoding: data, as: UTF8.self))
        }
        #expect(try build(LocalFileSystem(), root: disk.root).succeeded)
        let inMemory = try site(in: memory, root: Self.root)
        #expect(inMemory.count > 20 && inMemory["index.html"] != nil && inMemory[OutputFolderPolicy.markerName] != nil)
        #expect(inMemory == (try site(in: LocalFileSystem(), root: disk.root)))

        // A rebuild takes every page over from the previous site, as hard links do on disk.
        let second = try build(memory, root: Self.root)
        #expect(second.succeeded && second.renderedPages.isEmpty && second.reusedPages == second.pageCount)
        #expect(try site(in: memory, root: Self.root) == inMemory)
        #expect(try memory.contentsOfDirectory(Self.root).filter { $0.hasPrefix(".site.styleguide-") }.isEmpty, "no staging folder is left")
    }

    @Test func aFailedBuildInMemoryKeepsTheLastSite() throws {
        var memory = try exampleInMemory()
        #expect(try build(memory, root: Self.root).succeeded)
        let before = try site(in: memory, root: Self.root)
        memory.files[Self.root + "/tokens/base.tokens.json"] = Data("{\"color\": {".utf8)
        let failed = try build(memory, root: Self.root)
        #expect(!failed.succeeded && failed.diagnostics.contains { $0.severity == .error })
        #expect(try site(in: memory, root: Self.root) == before)
    }
}
