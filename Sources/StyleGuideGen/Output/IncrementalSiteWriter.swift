import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a site atomically like `AtomicSiteWriter`, but takes every page
/// whose fingerprint and file are unchanged since the previous build from
/// the previous site (a hard link: no rendering, no copying), renders the
/// rest across the cores, and returns the new cache (saved outside the site).
struct IncrementalSiteWriter {
    var destination: String
    /// The previous build's cache; nil renders every page (`--clean`, first build).
    var previous: BuildCache?
    var parallel = true

    /// What the write did.
    struct Summary: Sendable, Equatable {
        var files = 0
        /// Output paths of the pages rendered, in site order.
        var renderedPages: [String] = []
        var reusedPages = 0
        /// The cache of the site written, for the next build.
        var cache = BuildCache(tool: ToolIdentity.current)
    }

    private enum Placement: Sendable {
        case written
        case rendered(String, BuildCache.Entry)
        case reused(String, BuildCache.Entry)
    }

    func write(_ planned: [PlannedFile]) throws(DiagnosticError) -> Summary {
        var summary = Summary()
        try AtomicSiteWriter(destination: destination).write { staging in
            try Self.makeFolders(for: planned.map(\.path), in: staging)
            let placements = planned.concurrentMap(parallel: parallel) { file in
                Result { try place(file, in: staging) }
            }
            var cache = BuildCache(tool: ToolIdentity.current)
            var diagnostics: [Diagnostic] = []
            for (file, placement) in zip(planned, placements) {
                switch placement {
                case .success(.written): break
                case .success(.rendered(let path, let entry)):
                    cache.entries[path] = entry
                    summary.renderedPages.append(path)
                case .success(.reused(let path, let entry)):
                    cache.entries[path] = entry
                    summary.reusedPages += 1
                case .failure(let error as DiagnosticError): diagnostics += error.diagnostics
                case .failure(let error): diagnostics.append(.error(.outputWriteFailed, "cannot write `\(file.path)` of the site: \(SiteFileWriter.describe(error))"))
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
            try SiteFileWriter.write(output.contents, to: target)
            return .written
        case .page(let page):
            if let entry = reusableEntry(for: page), link(destination + "/" + page.path, target) == 0 {
                return .reused(page.path, entry)
            }
            try SiteFileWriter.write(try page.render(), to: target)
            guard let stamp = FileStamp(path: target) else {
                throw FileSystemError(path: target, reason: "the file just written cannot be found")
            }
            return .rendered(page.path, BuildCache.Entry(fingerprint: page.fingerprint, stamp: stamp))
        }
    }

    /// The previous entry when the page's fingerprint is the same and its
    /// file in the previous site is still the one that build wrote.
    private func reusableEntry(for page: PlannedPage) -> BuildCache.Entry? {
        guard let entry = previous?.entries[page.path], entry.fingerprint == page.fingerprint,
              FileStamp(path: destination + "/" + page.path) == entry.stamp else { return nil }
        return entry
    }

    /// Every folder the files go in, made before the parallel writes so no two
    /// of them race to make the same one.
    private static func makeFolders(for paths: [String], in staging: String) throws {
        var folders: Set<String> = []
        for path in paths {
            try AtomicSiteWriter.checkInside(path)
            guard let slash = path.lastIndex(of: "/") else { continue }
            folders.insert(String(path[..<slash]))
        }
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(atPath: staging + "/" + folder, withIntermediateDirectories: true)
        }
    }
}
