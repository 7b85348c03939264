import Foundation

/// Token files read and parsed ahead, several at once: a project's many small files would
/// otherwise be parsed one after another on one core. A large file is cut into pieces
/// (`JSONSplitDocument`) while the small ones parse; then the pieces of every large file are
/// parsed across the cores, largest first, and the walk that joins a file's pieces is left
/// until the file is asked for. What reading and parsing found is handed over when a file is
/// asked for, so it is reported where the file is first used, as if nothing had been read ahead.
struct PrefetchedFiles: Sendable {
    private enum File: Sendable {
        /// Parsed (nil after a syntax error), with what parsing reported.
        case parsed(JSONValue?, [Diagnostic])
        /// A large file and its pieces, parsed.
        case split(JSONSplitDocument, [ParsedPiece])
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
            if !loader.remembersParse(of: data, file: path), let split = JSONSplitDocument(data, file: path) { return .split(split, []) }
            var found = DiagnosticBag()
            // In one walk: a large file that could not be cut is not looked at again.
            return .parsed(loader.parse(data, file: path, piecesParsedApart: [], diagnostics: &found), found.all)
        }
        files = Dictionary(uniqueKeysWithValues: zip(distinct, read))
        parsePieces()
    }

    /// Parses the pieces of every file cut into pieces, together across the cores.
    private mutating func parsePieces() {
        let split = files.compactMap { path, file in
            if case .split(let document, _) = file { (path, document) } else { nil }
        }.sorted { $0.0 < $1.0 }
        let jobs = split.indices.flatMap { file in split[file].1.pieces.map { (file: file, piece: $0) } }
        let parsed = jobs.concurrentMap(largestFirst: { $0.piece.end - $0.piece.start }) { job in split[job.file].1.parse(job.piece) }
        var pieces = split.map { _ in [ParsedPiece]() }
        for (job, piece) in zip(jobs, parsed) { pieces[job.file].append(piece) }
        for (file, (path, document)) in split.enumerated() { files[path] = .split(document, pieces[file]) }
    }

    /// The file at `path` parsed (nil after a syntax error, reported into `diagnostics`): as
    /// read ahead, or read now. Throws what reading it threw.
    func parse(_ path: String, diagnostics: inout DiagnosticBag) throws -> JSONValue? {
        switch files[path] {
        case .parsed(let json, let found)?:
            diagnostics.append(contentsOf: found)
            return json
        case .split(let document, let pieces)?:
            return loader.parse(document.data, file: path, piecesParsedApart: pieces, diagnostics: &diagnostics)
        case .unreadable(let error)?:
            throw error
        case nil:
            return loader.parse(try fileSystem.readFile(path, within: boundary), file: path, diagnostics: &diagnostics)
        }
    }
}
