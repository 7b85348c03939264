import Foundation
@testable import StyleGuideGen

/// Projects on disk for the examples of the site's families (io, template,
/// markdown, component, output): `styleguide check` and `build` as the user runs them.
enum SiteExampleProject {
    /// `styleguide check` on a project of `files` (docs-only unless tokens are given);
    /// `setUp` may add what text cannot (bytes, links).
    static func check(_ files: [String: String], strict: Bool = false,
                      setUp: (TemporaryProject) throws -> Void = { _ in }) throws -> [Diagnostic] {
        let project = try TemporaryProject(files: files)
        try setUp(project)
        return ProjectCheck().run(path: project.root, strict: strict)
    }

    /// `styleguide build` into `output` (default: the project's `site/`).
    static func build(_ project: TemporaryProject, output: String? = nil) throws -> [Diagnostic] {
        SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root, output: output))).diagnostics
    }

    static func writeBytes(_ bytes: [UInt8], to path: String, in project: TemporaryProject) throws {
        let url = URL(fileURLWithPath: project.root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static let doc = ["docs/index.md": "# Home\n"]
    /// One token file, so a project loads tokens.
    static let tokens = #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
}

/// A file system that lists its files but refuses to read or list some of
/// them, as a disk does with permissions (tests run as root, who may read anything).
struct RefusingFileSystem: ReadOnlyFileSystem {
    var base: InMemoryFileSystem
    var unreadable: Set<String> = []
    var unlistable: Set<String> = []

    func readFile(_ path: String) throws -> Data {
        if unreadable.contains(path) { throw FileSystemError(path: path, reason: "permission denied") }
        return try base.readFile(path)
    }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func filesRecursively(under path: String) throws -> [String] {
        if unlistable.contains(path) { throw FileSystemError(path: path, reason: "permission denied") }
        return try base.filesRecursively(under: path)
    }
}

enum IOExamples {
    private typealias P = SiteExampleProject

    private static func docs(_ fileSystem: FileSystem) -> [Diagnostic] {
        var bag = DiagnosticBag()
        _ = DocsLoader(fileSystem: fileSystem).load(ProjectLayout(root: "/p"), into: &bag)
        return bag.all
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.ioNotFound, "check on a folder that does not exist", {
            let project = try TemporaryProject()
            return ProjectCheck().run(path: project.root + "/nope", strict: false)
        }),
        DiagnosticExample(.ioNotFound, "a configured tokens folder that does not exist", {
            try P.check(P.doc.merging(["styleguide.json": #"{"tokens": "design-tokens"}"#]) { a, _ in a })
        }),

        DiagnosticExample(.ioUnreadable, "a doc that cannot be read", {
            docs(RefusingFileSystem(base: InMemoryFileSystem(text: ["/p/docs/a.md": "# A\n"]), unreadable: ["/p/docs/a.md"]))
        }),
        DiagnosticExample(.ioUnreadable, "a docs folder that cannot be listed", {
            docs(RefusingFileSystem(base: InMemoryFileSystem(text: ["/p/docs/a.md": "# A\n"]), unlistable: ["/p/docs"]))
        }),
        DiagnosticExample(.ioUnreadable, "a templates folder that cannot be listed", {
            var bag = DiagnosticBag()
            let fileSystem = RefusingFileSystem(base: InMemoryFileSystem(text: ["/p/templates/pages/doc.html": "x"]), unlistable: ["/p/templates"])
            _ = TemplateFiles.load(ProjectLayout(root: "/p"), fileSystem: fileSystem, into: &bag)
            return bag.all
        }),
        DiagnosticExample(.ioUnreadable, "a template of a library folder that cannot be read", {
            let fileSystem = RefusingFileSystem(base: InMemoryFileSystem(text: ["/t/page.html": "x"]), unreadable: ["/t/page.html"])
            _ = try MustacheLibrary(directory: "/t", fileSystem: fileSystem)
            return []
        }),

        DiagnosticExample(.ioNotUTF8, "a doc in Latin-1", {
            try P.check([:]) { try P.writeBytes(Array("# Caf".utf8) + [0xE9, 0x0A], to: "docs/index.md", in: $0) }
        }),
        DiagnosticExample(.ioNotUTF8, "a NUL byte in a project template", {
            try P.check(P.doc) { try P.writeBytes(Array("<p>".utf8) + [0] + Array("</p>".utf8), to: "templates/partials/nav.html", in: $0) }
        }),
        DiagnosticExample(.ioNotUTF8, "a template of a library folder in UTF-16", {
            _ = try MustacheLibrary(directory: "/t", fileSystem: InMemoryFileSystem(files: ["/t/page.html": Data([0xFF, 0xFE, 0x41, 0x00])]))
            return []
        }),

        DiagnosticExample(.ioOutsideProject, "a docs folder configured outside the project", {
            try P.check(P.doc.merging(["styleguide.json": #"{"docs": "../elsewhere"}"#]) { a, _ in a })
        }),
        DiagnosticExample(.ioOutsideProject, "a resolver $ref leaving the project", {
            try P.check(P.doc.merging([
                "tokens/t.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "../../shared.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
            ]) { a, _ in a })
        }),

        DiagnosticExample(.ioSymbolicLink, "a doc that links outside the project", {
            let outside = try TemporaryProject(files: ["notes.md": "# Notes\n"])
            return try P.check(P.doc) { project in
                try FileManager.default.createSymbolicLink(atPath: project.root + "/docs/notes.md", withDestinationPath: outside.root + "/notes.md")
            }
        }),
        DiagnosticExample(.ioSymbolicLink, "a dangling link among the templates", {
            try P.check(P.doc) { project in
                try FileManager.default.createDirectory(atPath: project.root + "/templates/partials", withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: project.root + "/templates/partials/nav.html", withDestinationPath: "gone.html")
            }
        }),

        DiagnosticExample(.ioTokenFiles, "a configured tokens folder holding no token files", {
            try P.check(P.doc.merging(["tokens/README.md": "Tokens go here.\n", "styleguide.json": ##"{"tokens": "tokens"}"##]) { a, _ in a })
        }),
        DiagnosticExample(.ioTokenSources, "a project holding two resolvers", {
            let resolver = ##"{"version": "2025.10", "sets": {"base": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
            return try P.build(TemporaryProject(files: P.doc.merging(["a/a.resolver.json": resolver, "b/b.resolver.json": resolver]) { a, _ in a }))
        }),
        DiagnosticExample(.ioUnreadFile, "a JSON file holding no token beside token files", {
            try P.check(P.doc.merging(["tokens/base.tokens.json": P.tokens, "tokens/config.json": ##"{"name": "acme", "private": true}"##]) { a, _ in a })
        }),
    ]
}

