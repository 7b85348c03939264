import Foundation
import Testing
@testable import StyleGuideGen

/// Writing the package: deterministic, whole, atomic, and never into a folder styleguide did not make.
struct SwiftPackageBuilderTests {
    private func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(atPath: project.root)
        try FileManager.default.copyItem(atPath: TestFixtures.root.appending(path: "SwiftNames").path, toPath: project.root)
        return project
    }

    private func generate(_ project: TemporaryProject, into folder: String, name: String = "DesignTokens") throws -> (diagnostics: [Diagnostic], files: Int) {
        SwiftPackageBuilder().generate(BuildOptions(project: try Project.load(root: project.root)), package: SwiftPackageOptions(output: folder, name: name))
    }

    @Test func twoRunsWriteTheSameBytesAndTheMarker() throws {
        let project = try project(), out = try TemporaryProject()
        #expect(try generate(project, into: out.root + "/a").files > 10)
        #expect(try generate(project, into: out.root + "/b").files > 10)
        let first = out.snapshot("a"), second = out.snapshot("b")
        #expect(first == second && first[OutputFolderPolicy.packageMarkerName] != nil)
        #expect(first.keys.contains("Sources/DesignTokens/Tokens/Tokens.swift") && first.keys.contains("Sources/DesignTokensCheck/main.swift"))
        #expect(first.keys.contains("Sources/DesignTokens/SwiftUI/Components.swift") && first.keys.contains("Sources/DesignTokens/UIKit/UIKitAdapters.swift"))
    }

    @Test func aFolderItDidNotMakeIsRefusedAndLeftAlone() throws {
        let project = try project(), out = try TemporaryProject(files: ["mine/notes.txt": "keep"])
        let result = try generate(project, into: out.root + "/mine")
        #expect(result.files == 0 && result.diagnostics.map(\.code) == [.outputRefused])
        #expect(result.diagnostics.first?.message.contains(".styleguide-package") == true)
        #expect(out.entries("mine") == ["notes.txt"])
        let intoProject = try generate(project, into: project.root)
        #expect(intoProject.diagnostics.map(\.code) == [.outputRefused])
    }

    @Test func regeneratingKeepsTheRepositoryAndRefusesToDeleteAddedFiles() throws {
        let project = try project(), out = try TemporaryProject()
        #expect(try generate(project, into: out.root + "/pkg").files > 0)
        try out.write("pkg/.git/HEAD", "ref: refs/heads/main\n")
        try out.write("pkg/.build/debug.yaml", "built\n")
        #expect(try generate(project, into: out.root + "/pkg").files > 0)
        #expect(out.read("pkg/.git/HEAD") == "ref: refs/heads/main\n" && out.read("pkg/.build/debug.yaml") == "built\n")
        #expect(out.entries("").filter { $0.hasPrefix(".pkg.styleguide-") }.isEmpty, "the previous folder is gone once .git moved")

        try out.write("pkg/Sources/DesignTokens/Extras.swift", "// mine\n")
        let refused = try generate(project, into: out.root + "/pkg")
        #expect(refused.files == 0 && refused.diagnostics.map(\.code) == [.outputRefused])
        #expect(refused.diagnostics.first?.message.contains("`Sources/DesignTokens/Extras.swift`") == true)
        #expect(out.read("pkg/Sources/DesignTokens/Extras.swift") == "// mine\n")
    }

    @Test func theSiteFolderIsNoPlaceForThePackage() throws {
        let project = try project()
        let inside = try generate(project, into: project.root + "/site/DesignTokens")
        #expect(inside.files == 0 && inside.diagnostics.map(\.code) == [.outputRefused])
        #expect(inside.diagnostics.first?.message.contains("site folder") == true)
    }

    /// A token with an invalid value is an error, and the package is written around it, as the site is.
    @Test func aRunWithAnErrorWritesThePackageAroundIt() throws {
        let project = try project(), out = try TemporaryProject()
        #expect(try generate(project, into: out.root + "/pkg").files > 0)
        let source = try #require(project.read("tokens/base.tokens.json"))
        try project.write("tokens/base.tokens.json", source.replacingOccurrences(of: "\"default\": {", with: "\"broken\": {\"$type\": \"color\", \"$value\": \"#fffffff\"},\n  \"default\": {"))
        let written = try generate(project, into: out.root + "/pkg")
        #expect(written.files > 0 && written.diagnostics.contains { $0.severity == .error && $0.subject == "broken" })
        let root = try #require(out.read("pkg/Sources/DesignTokens/Tokens/Tokens+Default.swift"))
        #expect(root.contains("public var `class`: Double"), "the other tokens are written")
        #expect(out.entries("").filter { $0.hasPrefix(".pkg.styleguide-") }.isEmpty, "no staging folder left")
    }

    /// A run that cannot make the package (the folder holds a file it did not write) leaves the previous one.
    @Test func aRefusedRunKeepsThePreviousPackage() throws {
        let project = try project(), out = try TemporaryProject()
        #expect(try generate(project, into: out.root + "/pkg").files > 0)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out.root + "/pkg/NOTES.md"))
        let before = out.snapshot("pkg")
        let refused = try generate(project, into: out.root + "/pkg")
        #expect(refused.files == 0 && refused.diagnostics.map(\.code) == [.outputRefused])
        #expect(out.snapshot("pkg") == before)
    }

    @Test(arguments: ["2x", "my-tokens", "class", "Theme", "", "SwiftUI", "Dispatch", "Glibc", "self", "_", String(repeating: "A", count: 65)])
    func aNameThatIsNoModuleNameIsAnError(_ name: String) throws {
        let project = try project(), out = try TemporaryProject()
        let result = try generate(project, into: out.root + "/pkg", name: name)
        #expect(result.files == 0 && result.diagnostics.map(\.code) == [.swiftPackageName])
        #expect(!FileManager.default.fileExists(atPath: out.root + "/pkg"))
    }

    @Test func buildWithSwiftWritesTheSamePackage() throws {
        let project = try project(), out = try TemporaryProject()
        #expect(try generate(project, into: out.root + "/alone").files > 0)
        var options = BuildOptions(project: try Project.load(root: project.root, output: out.root + "/site"))
        options.swiftPackage = SwiftPackageOptions(output: out.root + "/with-site")
        options.cacheDirectory = out.root + "/cache"
        let built = SiteBuilder().build(options)
        #expect(built.succeeded && !built.upToDate)
        #expect(out.snapshot("with-site") == out.snapshot("alone"))
        let again = SiteBuilder().build(options)
        #expect(again.succeeded && !again.upToDate && again.renderedPages.isEmpty, "pages reused, the package written again")
        #expect(out.snapshot("with-site") == out.snapshot("alone"))
    }
}
