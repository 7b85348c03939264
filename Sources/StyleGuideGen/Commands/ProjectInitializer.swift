import Foundation

/// `styleguide init [DIR]`: writes a starter project (the example theme as
/// tokens, a config file, two doc pages) that builds with no warnings, and
/// optionally the default templates to edit. Never overwrites a file.
public struct ProjectInitializer: Sendable {
    public var includeTemplates: Bool

    public init(includeTemplates: Bool = false) { self.includeTemplates = includeTemplates }

    /// Relative path -> contents of everything `init` writes.
    public var files: [String: String] {
        var files = EmbeddedStarter.files
        files[".gitignore"] = "site/\n"
        for (path, text) in EmbeddedExampleTokens.files { files["tokens/" + path] = text }
        if includeTemplates {
            for (path, text) in EmbeddedTemplates.files { files["templates/" + path] = text }
        }
        return files
    }

    /// Writes the starter into `directory`; returns the paths written.
    /// Refuses, writing nothing, when any of the files already exists.
    public func write(into directory: String, fileSystem: FileSystem = LocalFileSystem()) throws(DiagnosticError) -> [String] {
        let root = PathNormalizer.absolute(directory)
        let files = self.files
        let existing = files.keys.sorted().filter { fileSystem.fileExists(root + "/" + $0) }
        guard existing.isEmpty else {
            throw DiagnosticError(.error(.outputRefused, "refusing to overwrite existing files in \(root): \(existing.joined(separator: ", ")); nothing was written"))
        }
        do {
            for path in files.keys.sorted() {
                let target = root + "/" + path
                try fileSystem.createDirectory((target as NSString).deletingLastPathComponent)
                try fileSystem.writeNewFile(Data((files[path] ?? "").utf8), to: target)
            }
        } catch {
            throw DiagnosticError(.error(.outputWriteFailed, "cannot write the starter project into \(root): \(error)"))
        }
        return files.keys.sorted()
    }
}
