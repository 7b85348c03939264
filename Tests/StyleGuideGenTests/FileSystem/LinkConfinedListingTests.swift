import Foundation
import Testing
@testable import StyleGuideGen

/// `LocalFileSystem.listFiles(under:within:)` on real links.
@Suite struct LinkConfinedListingTests {
    func link(_ project: TemporaryProject, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.root + "/" + path, withDestinationPath: target)
    }

    @Test func followsInsideLinksOnceAndReportsTheRest() throws {
        let project = try TemporaryProject(files: ["in/a.md": "a", "in/sub/b.md": "b", "other/c.md": "c"])
        try link(project, "in/c.md", to: "../other/c.md")
        try link(project, "in/again", to: "sub")
        try link(project, "in/loop", to: ".")
        try link(project, "in/gone", to: "nowhere")
        let root = PathNormalizer.absolute(project.root)
        // A real folder is always listed; a second link to one already listed is not.
        try link(project, "in/twice", to: "sub")
        let listing = try LocalFileSystem().listFiles(under: root + "/in", within: root)
        #expect(listing.files == ["a.md", "again/b.md", "c.md", "sub/b.md"].map { root + "/in/" + $0 })
        #expect(listing.skippedLinks.map { "\($0.path.dropFirst(root.count)) \($0.reason)" } == [
            "/in/gone dangling", "/in/loop loop", "/in/twice alreadyListed",
        ])
    }

    @Test func aLinkedRootOutsideTheBoundaryListsNothing() throws {
        let project = try TemporaryProject(files: ["outside/x.md": "x", "project/keep.txt": "k"])
        try link(project, "project/docs", to: project.root + "/outside")
        let root = PathNormalizer.absolute(project.root)
        let listing = try LocalFileSystem().listFiles(under: root + "/project/docs", within: root + "/project")
        #expect(listing.files.isEmpty)
        #expect(listing.skippedLinks == [SkippedLink(path: root + "/project/docs", target: root + "/outside", reason: .outside)])
        #expect(LocalFileSystem().escapingLink(of: root + "/project/docs/x.md", within: root + "/project")?.reason == .outside)
        #expect(LocalFileSystem().escapingLink(of: root + "/project/keep.txt", within: root + "/project") == nil)
    }
}
