import Foundation

/// Token files read and parsed ahead, several at once: a project's many small files would
/// otherwise be parsed one after another on one core. What reading and parsing found is handed
/// over when a file is asked for, so it is reported where the file is first used, as if nothing
/// had been read ahead.
struct PrefetchedFiles: Sendable {
    private enum File: Sendable {
        /// Parsed (nil after a syntax error), with what parsing reported.
        case parsed(JSONValue?, [Diagnostic])
        case unreadable(any Error)
    }

    private let fileSystem: FileSystem
    /// Symbolic links are followed only while they stay inside this folder.
    private let boundary: String
    private let loader: TokenDocumentLoader
    private var files: [String: File] = [:]

    /// Reads `paths` across the cores and parses them (nothing ahead for one file).
    init(_ paths: [String], fileSystem: FileSystem, within boundary: String, loader: TokenDocumentLoader) {
        self.fileSystem = fileSystem
        self.boundary = boundary
        self.loader = loader
        let distinct = Array(Set(paths)).sorted()
        guard distinct.count > 1 else { return }
        let read = distinct.concurrentMap { path -> File in
            let data: Data
            do {
                data = try fileSystem.readFile(path, within: boundary)
            } catch {
                return .unreadable(error)
            }
            var found = DiagnosticBag()
            return .parsed(loader.parse(data, file: path, diagnostics: &found), found.all)
        }
        files = Dictionary(uniqueKeysWithValues: zip(distinct, read))
    }

    /// The file at `path` parsed (nil after a syntax error, reported into `diagnostics`): as
    /// read ahead, or read now. Throws what reading it threw.
    func parse(_ path: String, diagnostics: inout DiagnosticBag) throws -> JSONValue? {
        switch files[path] {
        case .parsed(let json, let found)?:
            diagnostics.append(contentsOf: found)
            return json
        case .unreadable(let error)?:
            throw error
        case nil:
            return loader.parse(try fileSystem.readFile(path, within: boundary), file: path, diagnostics: &diagnostics)
        }
    }
}
