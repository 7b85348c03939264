import Foundation

/// Writes a site atomically like `AtomicSiteWriter`, but takes every page
/// whose fingerprint and file are unchanged since the previous build from
/// the previous site (a hard link: no rendering, no copying), renders the
/// rest across the cores, and returns the new cache (saved outside the site).
struct IncrementalSiteWriter {
    var destination: String
    var fileSystem: FileSystem
    /// The previous build's cache; nil renders every page (`--clean`, first build).
    var previous: BuildCache?
    var parallel = true

    /// What the write did.
    struct Summary: Sendable, Equatable {
        var files = 0
        /// Output paths of the pages rendered, in site order.
        var renderedPages: [String] = []
        var reusedPages = 0
        /// The stamps of the files written that are not pages.
        var outputs: [String: FileStamp] = [:]
        /// The cache of the site written, for the next build.
        var cache = BuildCache(tool: ToolIdentity.current)
    }

    private enum Placement: Sendable {
        case written(String, FileStamp)
        case rendered(String, BuildCache.Entry)
        case reused(String, BuildCache.Entry)
    }

    func write(_ planned: [PlannedFile]) throws(DiagnosticError) -> Summary {
        var summary = Summary()
        try AtomicSiteWriter(destination: destination, fileSystem: fileSystem).write { staging in
            try makeFolders(for: planned.map(\.path), in: staging)
            let placements = planned.concurrentMap(parallel: parallel) { file in
                Result { try place(file, in: staging) }
            }
            var cache = BuildCache(tool: ToolIdentity.current)
            var diagnostics: [Diagnostic] = []
            for (file, placement) in zip(planned, placements) {
                switch placement {
                case .success(.written(let path, let stamp)): summary.outputs[path] = stamp
                case .success(.rendered(let path, let entry)):
                    cache.entries[path] = entry
                    summary.renderedPages.append(path)
                case .success(.reused(let path, let entry)):
                    cache.entries[path] = entry
                    summary.reusedPages += 1
                case .failure(let error as DiagnosticError): diagnostics += error.diagnostics
                case .failure(let error): diagnostics.append(.error(.outputWriteFailed, "cannot write `\(file.path)` of the site: \(WriteFailure.describe(error))"))
                }
            }
            guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
            summary.files = planned.count
            summary.cache = cache
        }
        return summary
    }

    private func place(_ file: PlannedFile, in staging: String) throws -> Placement {
        let target = staging + "/" + file.path
        switch file {
        case .ready(let output):
            try fileSystem.writeFile(output.contents, to: target)
            return .written(output.path, try stamp(of: target))
        case .page(let page):
            if let entry = reusableEntry(for: page), fileSystem.link(destination + "/" + page.path, at: target) {
                return .reused(page.path, entry)
            }
            try fileSystem.writeFile(try page.render(), to: target)
            return .rendered(page.path, BuildCache.Entry(fingerprint: page.fingerprint, stamp: try stamp(of: target)))
        }
    }

    private func stamp(of target: String) throws -> FileStamp {
        guard let stamp = fileSystem.stamp(of: target) else { throw FileSystemError(path: target, reason: "the file just written cannot be found") }
        return stamp
    }

    /// The previous entry when the page's fingerprint is the same and its
    /// file in the previous site is still the one that build wrote.
    private func reusableEntry(for page: PlannedPage) -> BuildCache.Entry? {
        guard let entry = previous?.entries[page.path], entry.fingerprint == page.fingerprint,
              fileSystem.stamp(of: destination + "/" + page.path) == entry.stamp else { return nil }
        return entry
    }

    /// Every folder the files go in, made before the parallel writes so no two
    /// of them race to make the same one.
    private func makeFolders(for paths: [String], in staging: String) throws {
        var folders: Set<String> = []
        for path in paths {
            try AtomicSiteWriter.checkInside(path)
            guard let slash = path.lastIndex(of: "/") else { continue }
            folders.insert(String(path[..<slash]))
        }
        for folder in folders.sorted() {
            try fileSystem.createDirectory(staging + "/" + folder)
        }
    }
}
