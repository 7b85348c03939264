import Foundation
import Testing
@testable import StyleGuideGen

/// `--base-ref`: the base read from a git commit of a temporary repository, the head from its working tree.
@Suite struct GitBaseTests {
    /// A repository whose first commit holds the base theme under `tokens/`; the working tree then holds the head theme.
    static func repository() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try copy(DiffTestSupport.fixtures + "/theme-base", to: project.root + "/tokens")
        try git(["init", "-q"], in: project.root)
        try git(["add", "."], in: project.root)
        try git(["-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false",
                 "commit", "-q", "-m", "base"], in: project.root)
        try FileManager.default.removeItem(atPath: project.root + "/tokens")
        try copy(DiffTestSupport.fixtures + "/theme-head", to: project.root + "/tokens")
        return project
    }

    static func copy(_ source: String, to destination: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    static func git(_ arguments: [String], in folder: String) throws {
        let output = try GitRunner(directory: folder).run(arguments)
        guard output.status == 0 else { throw DiagnosticError(.error(.diffGit, "git \(arguments.joined(separator: " ")): \(output.standardError)")) }
    }

    static func run(head: String, ref: String?) throws -> (TokenDiff?, [Diagnostic]) {
        let (review, diagnostics) = DiffTestSupport.run(base: nil, head: head, ref: ref)
        return (review?.diff, diagnostics)
    }

    @Test func baseFromARefMatchesTheBaseFromAFolder() throws {
        let repository = try Self.repository()
        let expected = try DiffTestSupport.themeDiff()
        for head in [repository.root + "/tokens", repository.root, repository.root + "/tokens/styleguide.resolver.json"] {
            let (diff, diagnostics) = try Self.run(head: head, ref: "HEAD")
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
            let found = try #require(diff)
            #expect(found.groupedEntries == expected.groupedEntries)
            #expect(found.contrast == expected.contrast)
        }
        let (diff, _) = try Self.run(head: repository.root + "/tokens", ref: "HEAD")
        #expect(diff?.baseLabel == "HEAD:tokens")
    }

    @Test func gitFileSystemListsAndReadsTheCommit() throws {
        let repository = try Self.repository()
        let files = try GitFileSystem(containing: repository.root + "/tokens", ref: "HEAD")
        let tokens = PathNormalizer.absolute(repository.root + "/tokens")
        #expect(files.isDirectory(tokens))
        #expect(try files.filesRecursively(under: tokens).map { String($0.dropFirst(tokens.count + 1)) }
                == ["base.tokens.json", "brand-ocean.tokens.json", "dark.tokens.json", "light.tokens.json", "styleguide.resolver.json"])
        let committed = try files.readFile(tokens + "/light.tokens.json")
        #expect(committed == (try Data(contentsOf: URL(fileURLWithPath: DiffTestSupport.fixtures + "/theme-base/light.tokens.json"))))
        #expect(throws: FileSystemError.self) { try files.readFile(tokens + "/missing.tokens.json") }
    }

    @Test func unknownRefIsAClearError() throws {
        let repository = try Self.repository()
        let (diff, diagnostics) = try Self.run(head: repository.root + "/tokens", ref: "no-such-branch")
        #expect(diff == nil)
        #expect(diagnostics.map(\.message) == ["unknown git ref `no-such-branch` in the repository \(PathNormalizer.absolute(repository.root))"])
        let (_, option) = try Self.run(head: repository.root + "/tokens", ref: "--output=/tmp/x")
        #expect(option.map(\.message) == ["`--output=/tmp/x` is not a git ref; give a branch, tag or commit"])
    }

    @Test func pathMissingAtTheRefIsAClearError() throws {
        let repository = try Self.repository()
        try repository.write("other/a.tokens.json", "{}")
        let (diff, diagnostics) = try Self.run(head: repository.root + "/other", ref: "HEAD")
        #expect(diff == nil)
        #expect(diagnostics.map(\.message) == ["`other` does not exist at git ref `HEAD`"])
    }

    @Test func folderOutsideARepositoryIsAClearError() throws {
        let folder = try TemporaryProject(files: ["tokens/a.tokens.json": "{}"])
        let (diff, diagnostics) = try Self.run(head: folder.root + "/tokens", ref: "HEAD")
        #expect(diff == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("is not inside a git repository") == true)
    }

    @Test func baseMustBeGivenOnce() throws {
        let (none, neither) = DiffTestSupport.run(base: nil, head: "x", ref: nil)
        #expect(none == nil && neither.map(\.message) == ["give the base to compare with: a BASE path or --base-ref GIT_REF"])
        let (_, both) = DiffTestSupport.run(base: "a", head: "x", ref: "HEAD")
        #expect(both.map(\.message) == ["give either a BASE path or --base-ref GIT_REF, not both"])
    }

    @Test func missingBaseFolderIsReportedAsTheBase() throws {
        let (review, diagnostics) = DiffTestSupport.run(base: "/nonexistent/base", head: DiffTestSupport.fixtures + "/theme-head", ref: nil)
        #expect(review == nil)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == ["in the base (/nonexistent/base): no such file or folder: /nonexistent/base"])
    }
}
