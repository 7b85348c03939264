import Foundation
import Testing
@testable import StyleGuideGen

/// A project shipping its own fonts (`Fixtures/Fonts/project`: Fixture Sans in `fonts/`, a copy in
/// `node_modules/`, and families it does not have), built in memory.
@Suite struct ProjectFontsTests {
    private static let root = "/memory/fonts"
    private static let site = root + "/site"

    private func project() throws -> InMemoryFileSystem {
        let fixture = TestFixtures.url("Fonts/project").path, disk = LocalFileSystem()
        var files: [String: Data] = [:]
        for path in try disk.filesRecursively(under: fixture) { files[Self.root + path.dropFirst(fixture.count)] = try disk.readFile(path) }
        return InMemoryFileSystem(files: files)
    }

    private func build(_ fileSystem: FileSystem) throws -> BuildResult {
        SiteBuilder(fileSystem: fileSystem).build(BuildOptions(project: try Project.load(root: Self.root, fileSystem: fileSystem)))
    }

    private func text(_ path: String, _ fileSystem: FileSystem) throws -> String {
        String(decoding: try fileSystem.readFile(Self.site + "/" + path), as: UTF8.self)
    }

    @Test func theProjectsFontFilesAreShippedWithTheirFaceRules() throws {
        let memory = try project()
        #expect(try build(memory).succeeded)
        let shipped = try memory.filesRecursively(under: Self.site + "/assets/fonts").map { String($0.dropFirst(Self.site.count + 1)) }
        #expect(shipped == ["assets/fonts/FixtureSans-Bold.ttf", "assets/fonts/FixtureSans-Regular.ttf", "assets/fonts/fixture-sans-bold.woff"])
        for name in ["FixtureSans-Regular.ttf", "fixture-sans-bold.woff"] {
            #expect(try memory.readFile(Self.site + "/assets/fonts/" + name) == (try memory.readFile(Self.root + "/fonts/" + name)))
        }
        let components = try text("assets/components.css", memory)
        #expect(components.hasPrefix("""
        /* The project's fonts the tokens name. */
        @font-face { font-family: "Fixture Sans"; src: url("fonts/FixtureSans-Regular.ttf") format("truetype"); font-weight: 400; font-style: normal; font-display: swap; }
        @font-face { font-family: "Fixture Sans"; src: url("fonts/fixture-sans-bold.woff") format("woff"), url("fonts/FixtureSans-Bold.ttf") format("truetype"); font-weight: 700; font-style: normal; font-display: swap; }
        """))
        let tokens = try text("assets/tokens.css", memory)
        for declaration in ["--font-sans: \"Fixture Sans\", sans-serif;", "--font-code: \"Fixture Code\", monospace;",
                            "--font-serif: \"Missing Serif\", Georgia, serif;", "--font-system: \"SF Pro Text\", system-ui, sans-serif;"] {
            #expect(tokens.contains(declaration), "\(declaration)")
        }
        // The font files read are the build's inputs.
        #expect(try text("report.json", memory).contains("\"fonts/FixtureSans-Regular.ttf\""))
    }

    @Test func aFamilyNeitherShippedNorOnTheSystemIsWarnedOnceWhereItIsNamed() throws {
        let result = try build(try project())
        let warnings = result.diagnostics.filter { $0.code == .cssMissingFont }
        #expect(warnings.map(\.description) == [
            "tokens/fonts.tokens.json:5:5: warning: font family `Fixture Code` is neither in the project nor a common system font: readers see `monospace` instead (2 tokens use it); add its font files (`.woff2`, `.woff`, `.ttf` or `.otf`, named like `FixtureCode-Regular.woff2`) to the project folder, or name a system font before the generic family [font.code] (css/missing-font)",
            "tokens/fonts.tokens.json:6:5: warning: font family `Missing Serif` is neither in the project nor a common system font: readers see `Georgia, serif` instead; add its font files (`.woff2`, `.woff`, `.ttf` or `.otf`, named like `MissingSerif-Regular.woff2`) to the project folder, or name a system font before the generic family [font.serif] (css/missing-font)",
        ])
    }

    /// A font file is an input: changed, added or removed, the next build is a real one, equal to a clean build.
    @Test(arguments: ["font changed", "font added", "font removed"])
    func aFontFileChangeBuildsAgain(change: String) throws {
        var memory = try project()
        _ = try build(memory)
        #expect(try build(memory).upToDate)
        let fonts = Self.root + "/fonts/"
        switch change {
        case "font changed": memory.files[fonts + "FixtureSans-Regular.ttf"] = try memory.readFile(fonts + "FixtureSans-Bold.ttf")
        case "font added": memory.files[fonts + "FixtureCode-Regular.ttf"] = try memory.readFile(fonts + "FixtureSans-Regular.ttf")
        default: try memory.removeItem(fonts + "FixtureSans-Bold.ttf")
        }
        let rebuilt = try build(memory)
        #expect(!rebuilt.upToDate)
        let clean = InMemoryFileSystem(files: memory.files.filter { !$0.key.hasPrefix(Self.site + "/") && !$0.key.contains("/.styleguide-cache/") })
        _ = try build(clean)
        let incremental = try memory.filesRecursively(under: Self.site).map { try memory.readFile($0) }
        #expect(incremental == (try clean.filesRecursively(under: Self.site).map { try clean.readFile($0) }))
        if change == "font added" {
            #expect(try text("assets/components.css", memory).contains("font-family: \"Fixture Code\"; src: url(\"fonts/FixtureCode-Regular.ttf\")"))
            #expect(!rebuilt.diagnostics.contains { $0.subject == "font.code" })
        }
    }
}
