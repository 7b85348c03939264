import Foundation
import Testing
@testable import StyleGuideGen

/// A build whose inputs, options and site are all as the last build left them stops before
/// loading anything; any change to what the site is made from, or to the site, builds again.
@Suite struct UpToDateBuildTests {
    private static let root = "/memory/project"

    /// The bundled example in memory, with a doc that warns (an unknown front-matter key).
    private func project() throws -> InMemoryFileSystem {
        var memory = try TestFixtures.exampleInMemory(at: Self.root)
        memory.files[Self.root + "/docs/guide/warned.md"] = Data("---\ntitle: Warned\ncolour: red\n---\n\n# Warned\n".utf8)
        return memory
    }

    private func build(_ fileSystem: FileSystem, strict: Bool = false, date: String? = nil) throws -> BuildResult {
        var options = BuildOptions(project: try Project.load(root: Self.root, fileSystem: fileSystem), strict: strict)
        options.date = date
        return SiteBuilder(fileSystem: fileSystem).build(options)
    }

    private func site(_ fileSystem: FileSystem) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try fileSystem.filesRecursively(under: Self.root + "/site") { files[path] = try fileSystem.readFile(path) }
        return files
    }

    @Test func aSecondBuildOfTheSameInputsIsUpToDateAndReportsTheSameProblems() throws {
        let memory = try project()
        let first = try build(memory)
        #expect(first.succeeded && !first.upToDate)
        #expect(first.diagnostics.contains { $0.code == .markdownUnknownFrontMatterKey })
        let written = try site(memory)
        let second = try build(memory)
        #expect(second.upToDate && second.renderedPages.isEmpty)
        #expect(second.diagnostics == first.diagnostics && second.pageCount == first.pageCount && second.fileCount == first.fileCount)
        #expect(try site(memory) == written)
    }

    /// Each change, made after an up-to-date build, makes the next build a real one, whose site
    /// equals a clean build of the changed project.
    @Test(arguments: ["doc edited", "doc added", "token edited", "config edited", "site file edited", "site file removed",
                      "file added to the site", "strict", "date"])
    func anyChangeBuildsAgain(change: String) throws {
        var memory = try project()
        _ = try build(memory)
        #expect(try build(memory).upToDate)
        let docs = Self.root + "/docs", siteFolder = Self.root + "/site"
        var strict = false, date: String?
        switch change {
        case "doc edited": memory.files[docs + "/guide/warned.md"] = Data("# Warned again\n".utf8)
        case "doc added": memory.files[docs + "/guide/new.md"] = Data("# New\n".utf8)
        case "token edited":
            let path = Self.root + "/tokens/base.tokens.json", before = try memory.readFile(path)
            memory.files[path] = Data(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"$value\": 700", with: "\"$value\": 800").utf8)
            #expect(memory.files[path] != before)
        case "config edited": memory.files[Self.root + "/styleguide.json"] = Data("{\"title\": \"Renamed\"}".utf8)
        case "site file edited": try memory.writeFile(Data("changed".utf8), to: siteFolder + "/index.html")
        case "site file removed": try memory.removeItem(siteFolder + "/assets/tokens.css")
        case "file added to the site": try memory.writeFile(Data("extra".utf8), to: siteFolder + "/extra.txt")
        case "strict": strict = true
        default: date = "2026-12-01"
        }
        let rebuilt = try build(memory, strict: strict, date: date)
        #expect(!rebuilt.upToDate, "\(change)")
        let incremental = try site(memory)
        let clean = InMemoryFileSystem(files: memory.files.filter { !$0.key.hasPrefix(siteFolder + "/") && !$0.key.contains("/.styleguide-cache/") })
        _ = try build(clean, strict: strict, date: date)
        #expect(incremental == (try site(clean)), "\(change)")
    }
}
